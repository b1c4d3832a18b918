CREATE TABLE "national_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"listing_stores" bit(1024) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "national_sales_daily" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"day" date NOT NULL,
	"selling_stores" bit(1024) NOT NULL,
	CONSTRAINT "national_sales_daily_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "national_sales_monthly" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"month" date NOT NULL,
	"selling_stores" bit(1024) NOT NULL,
	CONSTRAINT "national_sales_monthly_month_product_id_pk" PRIMARY KEY("month","product_id")
);
