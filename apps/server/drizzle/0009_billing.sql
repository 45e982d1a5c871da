CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"applicant_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_number" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" uuid
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"buyer_id" uuid,
	"team_id" uuid,
	"details" jsonb NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"list_fen" integer NOT NULL,
	"credit_fen" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text,
	"qr_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"invoice_status" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_fen" >= 0 and "orders"."list_fen" >= 0 and "orders"."credit_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_allocations" (
	"consumption_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_allocations_consumption_id_grant_id_pk" PRIMARY KEY("consumption_id","grant_id"),
	CONSTRAINT "point_allocations_positive" CHECK ("point_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_consumptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"project_id" uuid,
	"function" text NOT NULL,
	"amount" integer NOT NULL,
	"is_interrupted" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_consumptions_positive" CHECK ("point_consumptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "point_grants_positive" CHECK ("point_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"cycle_months" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"period_paid_fen" integer NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"next_points_grant_at" timestamp with time zone,
	"support_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "bought_read_write_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "bought_read_only_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "bought_project_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_allocations" ADD CONSTRAINT "point_allocations_consumption_id_point_consumptions_id_fk" FOREIGN KEY ("consumption_id") REFERENCES "public"."point_consumptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_allocations" ADD CONSTRAINT "point_allocations_grant_id_point_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."point_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_consumptions" ADD CONSTRAINT "point_consumptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_consumptions" ADD CONSTRAINT "point_consumptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_consumptions" ADD CONSTRAINT "point_consumptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_grants" ADD CONSTRAINT "point_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_team_idx" ON "orders" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "point_allocations_grant_idx" ON "point_allocations" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_consumptions_key_unique" ON "point_consumptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "point_consumptions_user_idx" ON "point_consumptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_consumptions_team_idx" ON "point_consumptions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "point_grants_owner_idx" ON "point_grants" USING btree ("owner_type","owner_id");