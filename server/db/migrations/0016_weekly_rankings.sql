CREATE TABLE "weekly_ranking_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_number" text,
	"name" text NOT NULL,
	"producer" text,
	"volume_ml" integer,
	"category" text,
	"county" text,
	"units" integer,
	"litres" numeric(14, 3),
	"row_key" text NOT NULL,
	"product_id" integer,
	"matching_status" text NOT NULL,
	"match_score" real DEFAULT 0 NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manual_by" text,
	CONSTRAINT "weekly_ranking_entries_status" CHECK ("weekly_ranking_entries"."matching_status" in ('matched', 'ambiguous', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "weekly_ranking_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"upload_id" uuid,
	"week" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"message" text,
	"progress" real DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"ambiguous" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "weekly_ranking_lists_status" CHECK ("weekly_ranking_lists"."status" in ('processing', 'processed', 'failed')),
	CONSTRAINT "weekly_ranking_lists_week_format" CHECK ("weekly_ranking_lists"."week" ~ '^[0-9]{4}-W[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "weekly_ranking_manual_matches" (
	"company_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"product_id" integer,
	"user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_ranking_manual_matches_company_id_row_key_pk" PRIMARY KEY("company_id","row_key")
);
--> statement-breakpoint
ALTER TABLE "weekly_ranking_entries" ADD CONSTRAINT "weekly_ranking_entries_list_id_weekly_ranking_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."weekly_ranking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_ranking_lists" ADD CONSTRAINT "weekly_ranking_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_ranking_lists" ADD CONSTRAINT "weekly_ranking_lists_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_ranking_lists" ADD CONSTRAINT "weekly_ranking_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_ranking_manual_matches" ADD CONSTRAINT "weekly_ranking_manual_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_ranking_manual_matches" ADD CONSTRAINT "weekly_ranking_manual_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_ranking_entries_list" ON "weekly_ranking_entries" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "weekly_ranking_entries_product" ON "weekly_ranking_entries" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_ranking_lists_upload_week" ON "weekly_ranking_lists" USING btree ("upload_id","week");--> statement-breakpoint
CREATE INDEX "weekly_ranking_lists_week" ON "weekly_ranking_lists" USING btree ("week");