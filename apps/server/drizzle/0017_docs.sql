CREATE TABLE "doc_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"stamp" text NOT NULL,
	"title" text NOT NULL,
	"api_version" text NOT NULL,
	"nav_html" text NOT NULL,
	"search" text NOT NULL,
	"llms" text NOT NULL,
	"server_url" text NOT NULL,
	"endpoints" integer NOT NULL,
	"models" integer NOT NULL,
	"docs" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_pages" (
	"build_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"method" text,
	"path" text,
	"html" text NOT NULL,
	"markdown" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "doc_pages_build_id_slug_pk" PRIMARY KEY("build_id","slug")
);
--> statement-breakpoint
CREATE TABLE "doc_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"last_view_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "doc_sites" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"host_name" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"password_hash" text,
	"password_epoch" integer DEFAULT 0 NOT NULL,
	"publish_mode" text DEFAULT 'live' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"accent_color" text DEFAULT '#835CFF' NOT NULL,
	"logo_url" text,
	"try_it_enabled" boolean DEFAULT true NOT NULL,
	"try_it_server_url" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_sites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "doc_sites_host_name_unique" UNIQUE("host_name")
);
--> statement-breakpoint
CREATE TABLE "doc_versions" (
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snapshot" text NOT NULL,
	"endpoints" integer NOT NULL,
	"models" integer NOT NULL,
	"docs" integer NOT NULL,
	"changes" integer NOT NULL,
	"breaking" integer NOT NULL,
	"change_list" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "doc_versions_project_id_number_pk" PRIMARY KEY("project_id","number")
);
--> statement-breakpoint
ALTER TABLE "doc_builds" ADD CONSTRAINT "doc_builds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_pages" ADD CONSTRAINT "doc_pages_build_id_doc_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."doc_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_shares" ADD CONSTRAINT "doc_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_shares" ADD CONSTRAINT "doc_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sites" ADD CONSTRAINT "doc_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sites" ADD CONSTRAINT "doc_sites_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_builds_source_idx" ON "doc_builds" USING btree ("project_id","source","source_key");--> statement-breakpoint
CREATE INDEX "doc_shares_project_idx" ON "doc_shares" USING btree ("project_id");