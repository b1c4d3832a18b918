CREATE TABLE "article_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_number" text NOT NULL,
	"event_date" date NOT NULL,
	"kind" text NOT NULL,
	"assortment_from" text,
	"assortment_to" text,
	"name" text,
	"producer_name" text,
	"category_level1" text,
	"category_level2" text,
	"volume_ml" integer,
	"price" numeric(10, 2),
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_events_kind" CHECK ("article_events"."kind" in ('launch', 'assortment_change', 'delisting')),
	CONSTRAINT "article_events_source" CHECK ("article_events"."source" in ('catalogue', 'changelog', 'demo'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "article_events_identity" ON "article_events" USING btree ("product_number","event_date","kind",coalesce("assortment_from", ''),coalesce("assortment_to", ''));--> statement-breakpoint
CREATE INDEX "article_events_date_idx" ON "article_events" USING btree ("event_date","kind");