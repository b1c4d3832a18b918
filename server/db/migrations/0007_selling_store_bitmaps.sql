ALTER TABLE "product_sales_daily" ADD COLUMN "selling_stores" bit(1024);--> statement-breakpoint
UPDATE "product_sales_daily" d SET "selling_stores" = b.bits
  FROM (SELECT product_id, day, bit_or(set_bit(repeat('0', 1024)::bit(1024), store_id, 1)) AS bits
        FROM stock_daily WHERE sold > 0 GROUP BY product_id, day) b
  WHERE b.product_id = d.product_id AND b.day = d.day;--> statement-breakpoint
UPDATE "product_sales_daily" SET "selling_stores" = repeat('0', 1024)::bit(1024) WHERE "selling_stores" IS NULL;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ALTER COLUMN "selling_stores" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sales_weekly" ADD COLUMN "selling_stores" bit(1024);--> statement-breakpoint
UPDATE "product_sales_weekly" w SET "selling_stores" = b.bits
  FROM (SELECT product_id, date_trunc('week', day)::date AS week, bit_or(selling_stores) AS bits
        FROM product_sales_daily GROUP BY 1, 2) b
  WHERE b.product_id = w.product_id AND b.week = w.week;--> statement-breakpoint
UPDATE "product_sales_weekly" SET "selling_stores" = repeat('0', 1024)::bit(1024) WHERE "selling_stores" IS NULL;--> statement-breakpoint
ALTER TABLE "product_sales_weekly" ALTER COLUMN "selling_stores" SET NOT NULL;
