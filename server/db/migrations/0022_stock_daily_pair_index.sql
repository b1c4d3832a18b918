-- A stock-out's lost sales divide what the store sold of the product in the 60 days before it
-- began: with this index that is one range per stock-out instead of one index descent per day
-- (the primary key is ordered by day before store). Drizzle cannot declare INCLUDE, so it lives here.
CREATE INDEX "stock_daily_pair_idx" ON "stock_daily" USING btree ("product_id","store_id","day") INCLUDE ("sold");
