CREATE TABLE "ranking_entries" (
	"snapshot_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"segment" text NOT NULL,
	"category" text NOT NULL,
	"price_band" smallint NOT NULL,
	"rank" integer NOT NULL,
	"previous_rank" integer,
	"segment_size" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"previous_revenue" numeric(16, 2) NOT NULL,
	"year_ago_revenue" numeric(16, 2),
	"share" double precision NOT NULL,
	"stores_listing" integer NOT NULL,
	"stores_selling" integer NOT NULL,
	"velocity" double precision NOT NULL,
	"placement_stores" integer NOT NULL,
	"flags" smallint NOT NULL,
	CONSTRAINT "ranking_entries_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"months" smallint NOT NULL,
	"previous_from" date NOT NULL,
	"previous_to" date NOT NULL,
	"store_profile" text,
	"counties" text[] NOT NULL,
	"scope" text NOT NULL,
	"data_version" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_snapshot_id_ranking_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."ranking_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_entries_product_idx" ON "ranking_entries" USING btree ("snapshot_id","product_id");--> statement-breakpoint
CREATE INDEX "ranking_entries_segment_idx" ON "ranking_entries" USING btree ("snapshot_id","segment","rank");--> statement-breakpoint
CREATE INDEX "ranking_entries_flagged_idx" ON "ranking_entries" USING btree ("snapshot_id","position") WHERE "ranking_entries"."flags" <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_snapshots_key" ON "ranking_snapshots" USING btree ("window_from","months","scope","data_version");