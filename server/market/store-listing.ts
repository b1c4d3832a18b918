import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { storeStock, type StoreStock } from "./store-figures";

/**
 * A store's listed products: from its stock levels when it has any, else from the newest
 * imported store × product assortment (real data without stock snapshots), where "out of stock"
 * is the matrix's temporarily-out-of-stock flag and units are unknown (0).
 */
export async function storeListing(db: Database, storeId: number): Promise<StoreStock> {
  const stock = await storeStock(db, storeId);
  if (stock.listed > 0) return stock;
  const [row] = await queryRows<{ listed: string; out: string }>(
    db,
    sql`select count(*) as listed, count(*) filter (where a.temporarily_out_of_stock) as out
        from stores s
        join store_assortment a on a.site_id = s.site_id
          and a.observed_on = (select max(observed_on) from store_assortment where site_id = s.site_id)
        where s.id = ${storeId}`,
  );
  const listed = Number(row?.listed ?? 0);
  const out = Number(row?.out ?? 0);
  return { listed, inStock: listed - out, outOfStock: out, units: 0, withoutStoreDetail: stock.withoutStoreDetail };
}
