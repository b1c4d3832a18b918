CREATE TABLE "company_suppliers" (
	"company_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	CONSTRAINT "company_suppliers_company_id_supplier_name_pk" PRIMARY KEY("company_id","supplier_name")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"day" date NOT NULL,
	"stores_selling" integer NOT NULL,
	CONSTRAINT "product_sales_daily_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_sales_monthly" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "product_sales_monthly_product_id_month_pk" PRIMARY KEY("product_id","month")
);
--> statement-breakpoint
CREATE TABLE "product_sales_weekly" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"week" date NOT NULL,
	CONSTRAINT "product_sales_weekly_product_id_week_pk" PRIMARY KEY("product_id","week")
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"store_id" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"previous_at" timestamp with time zone NOT NULL,
	"product_ids" integer[] NOT NULL,
	"changes" integer[] NOT NULL,
	"kinds" smallint[] NOT NULL,
	CONSTRAINT "stock_changes_store_id_observed_at_pk" PRIMARY KEY("store_id","observed_at")
);
--> statement-breakpoint
CREATE TABLE "stock_daily" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"sold" integer NOT NULL,
	"delivered" integer NOT NULL,
	"corrected" integer NOT NULL,
	"closing" integer NOT NULL,
	"litres" numeric(12, 3) NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "stock_daily_product_id_day_store_id_pk" PRIMARY KEY("product_id","day","store_id")
);
--> statement-breakpoint
CREATE TABLE "stock_ingest_state" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_levels_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_outs" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"since" date NOT NULL,
	"until" date,
	CONSTRAINT "stock_outs_store_id_product_id_since_pk" PRIMARY KEY("store_id","product_id","since")
);
--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"store_id" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"product_ids" integer[] NOT NULL,
	"quantities" integer[] NOT NULL,
	CONSTRAINT "stock_snapshots_store_id_observed_at_pk" PRIMARY KEY("store_id","observed_at")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "company_suppliers" ADD CONSTRAINT "company_suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_suppliers_supplier_idx" ON "company_suppliers" USING btree ("supplier_name");--> statement-breakpoint
CREATE INDEX "product_sales_daily_day_idx" ON "product_sales_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "product_sales_monthly_month_idx" ON "product_sales_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "product_sales_weekly_week_idx" ON "product_sales_weekly" USING btree ("week");--> statement-breakpoint
CREATE INDEX "stock_changes_observed_brin" ON "stock_changes" USING brin ("observed_at");--> statement-breakpoint
CREATE INDEX "stock_daily_store_idx" ON "stock_daily" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "stock_daily_day_brin" ON "stock_daily" USING brin ("day");--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_outs_product_idx" ON "stock_outs" USING btree ("product_id","since");--> statement-breakpoint
CREATE INDEX "stock_snapshots_observed_idx" ON "stock_snapshots" USING btree ("observed_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_id_unique" UNIQUE("id");