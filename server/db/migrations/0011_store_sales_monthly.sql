CREATE TABLE "store_sales_monthly" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "store_sales_monthly_product_id_month_store_id_pk" PRIMARY KEY("product_id","month","store_id")
);
--> statement-breakpoint
CREATE INDEX "store_sales_monthly_store_idx" ON "store_sales_monthly" USING btree ("store_id","month");--> statement-breakpoint
INSERT INTO "store_sales_monthly" ("product_id", "store_id", "month", "units", "litres", "revenue")
SELECT "product_id", "store_id", date_trunc('month', "day")::date, sum("sold"), sum("litres"), sum("revenue")
FROM "stock_daily" WHERE "sold" > 0 GROUP BY 1, 2, 3;
