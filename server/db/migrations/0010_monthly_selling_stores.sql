ALTER TABLE "product_sales_monthly" ADD COLUMN "selling_stores" bit(1024) NOT NULL DEFAULT repeat('0', 1024)::bit(1024);
--> statement-breakpoint
UPDATE "product_sales_monthly" m SET "selling_stores" = coalesce((
  SELECT bit_or(d."selling_stores") FROM "product_sales_daily" d
  WHERE d."product_id" = m."product_id" AND d."day" >= m."month" AND d."day" < m."month" + interval '1 month'
), repeat('0', 1024)::bit(1024));
--> statement-breakpoint
ALTER TABLE "product_sales_monthly" ALTER COLUMN "selling_stores" DROP DEFAULT;
