ALTER TABLE "test_runs" ADD COLUMN "kind" text DEFAULT 'functional' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "load" jsonb;