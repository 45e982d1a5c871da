ALTER TABLE "subscriptions" ALTER COLUMN "period_paid_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;