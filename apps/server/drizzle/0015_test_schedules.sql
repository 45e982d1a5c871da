CREATE TABLE "test_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cron" text DEFAULT '' NOT NULL,
	"interval_minutes" integer,
	"time_zone" text NOT NULL,
	"environment_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"notify" jsonb NOT NULL,
	"language" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_id" uuid,
	"last_status" text,
	"last_error" text,
	"owner_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_schedules" ADD CONSTRAINT "test_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schedules" ADD CONSTRAINT "test_schedules_scenario_id_test_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."test_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schedules" ADD CONSTRAINT "test_schedules_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schedules" ADD CONSTRAINT "test_schedules_last_run_id_test_runs_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."test_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schedules" ADD CONSTRAINT "test_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_schedules_scenario_idx" ON "test_schedules" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "test_schedules_due_idx" ON "test_schedules" USING btree ("next_run_at") WHERE "test_schedules"."enabled";