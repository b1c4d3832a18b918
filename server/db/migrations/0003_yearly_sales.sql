CREATE TABLE "article_yearly_sales" (
	"year" integer NOT NULL,
	"article_id" text NOT NULL,
	"product_number" text NOT NULL,
	"name" text,
	"producer_name" text,
	"category" text,
	"category_detail" text,
	"price" numeric(10, 2),
	"volume_ml" integer,
	"country" text,
	"litres" numeric(14, 2) NOT NULL,
	CONSTRAINT "article_yearly_sales_year_article_id_pk" PRIMARY KEY("year","article_id")
);
--> statement-breakpoint
CREATE INDEX "article_yearly_sales_number_idx" ON "article_yearly_sales" USING btree ("product_number","year");