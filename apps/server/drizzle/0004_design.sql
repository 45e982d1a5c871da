CREATE TABLE "design_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"parent_id" uuid,
	"sort" double precision DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"method" text,
	"path" text,
	"status" text,
	"data" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_batch" uuid
);
--> statement-breakpoint
CREATE TABLE "design_meta" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_revisions" (
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_revisions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"format" text,
	"source_name" text NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundle" "bytea",
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_items" ADD CONSTRAINT "design_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_items" ADD CONSTRAINT "design_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_items" ADD CONSTRAINT "design_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_items" ADD CONSTRAINT "design_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_meta" ADD CONSTRAINT "design_meta_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_meta" ADD CONSTRAINT "design_meta_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_revisions" ADD CONSTRAINT "design_revisions_item_id_design_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."design_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_revisions" ADD CONSTRAINT "design_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_revisions" ADD CONSTRAINT "design_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_items_project_idx" ON "design_items" USING btree ("project_id","parent_id");--> statement-breakpoint
CREATE INDEX "design_items_batch_idx" ON "design_items" USING btree ("deleted_batch");--> statement-breakpoint
CREATE UNIQUE INDEX "design_items_model_name_idx" ON "design_items" USING btree ("project_id","name") WHERE kind = 'model' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "import_jobs_project_idx" ON "import_jobs" USING btree ("project_id","created_at");