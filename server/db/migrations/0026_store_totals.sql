CREATE TABLE "store_totals_daily" (
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "store_totals_daily_day_store_id_pk" PRIMARY KEY("day","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_totals_monthly" (
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "store_totals_monthly_month_store_id_pk" PRIMARY KEY("month","store_id")
);
--> statement-breakpoint
-- Filled from what an existing database holds; from here on the rollups keep them.
INSERT INTO "store_totals_daily" ("store_id", "day", "units", "litres", "revenue")
SELECT store_id, day, sum(sold), sum(litres), sum(revenue) FROM stock_daily WHERE sold > 0 GROUP BY store_id, day;
--> statement-breakpoint
INSERT INTO "store_totals_monthly" ("store_id", "month", "units", "litres", "revenue")
SELECT store_id, month, sum(units), sum(litres), sum(revenue) FROM store_sales_monthly GROUP BY store_id, month;
