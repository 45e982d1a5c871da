CREATE TABLE "mock_endpoints" (
	"endpoint_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"latency_ms" integer,
	"expectations" text DEFAULT '[]' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"access" text DEFAULT 'private' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"seed" text DEFAULT '' NOT NULL,
	"validate_requests" boolean DEFAULT false NOT NULL,
	"stateful" boolean DEFAULT false NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"token" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_endpoints" ADD CONSTRAINT "mock_endpoints_endpoint_id_design_items_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."design_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_endpoints" ADD CONSTRAINT "mock_endpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_endpoints" ADD CONSTRAINT "mock_endpoints_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_settings" ADD CONSTRAINT "mock_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_settings" ADD CONSTRAINT "mock_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_endpoints_project_idx" ON "mock_endpoints" USING btree ("project_id");