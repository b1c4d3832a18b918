CREATE TABLE "company_segments" (
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"band" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_segments_company_id_category_band_pk" PRIMARY KEY("company_id","category","band")
);
--> statement-breakpoint
ALTER TABLE "company_segments" ADD CONSTRAINT "company_segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;