DROP INDEX "products_search_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name_bold || ' ' || coalesce(name_thin, '') || ' ' || coalesce(producer_name, '') || ' ' || product_number)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A product's sales by store read the primary key alone (an index-only scan) instead of one heap
-- page per row: the heap is written day by day, store by store. Drizzle cannot declare INCLUDE,
-- so this part of the key lives only here.
ALTER TABLE "stock_daily" DROP CONSTRAINT "stock_daily_product_id_day_store_id_pk";--> statement-breakpoint
ALTER TABLE "stock_daily" ADD CONSTRAINT "stock_daily_product_id_day_store_id_pk" PRIMARY KEY ("product_id", "day", "store_id") INCLUDE ("sold", "litres", "revenue");--> statement-breakpoint
-- Room on every page for the new version of a row, so updating a level is a HOT update that
-- leaves the indexes alone; CLUSTER rewrites the table to the new fill factor (in the migration's
-- transaction, where VACUUM FULL may not run).
ALTER TABLE "stock_levels" SET (fillfactor = 70);--> statement-breakpoint
CLUSTER "stock_levels" USING "stock_levels_store_id_product_id_pk";
