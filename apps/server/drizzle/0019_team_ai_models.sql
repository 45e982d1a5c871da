CREATE TABLE "team_ai_models" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"api_key_sealed" text,
	"key_hint" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_runs" ADD COLUMN "scenario_id" uuid;--> statement-breakpoint
ALTER TABLE "team_ai_models" ADD CONSTRAINT "team_ai_models_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ai_models" ADD CONSTRAINT "team_ai_models_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_runs" ADD CONSTRAINT "ai_runs_scenario_id_test_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."test_scenarios"("id") ON DELETE set null ON UPDATE no action;