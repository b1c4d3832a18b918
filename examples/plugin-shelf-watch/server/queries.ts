import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import { queryRows } from "../../../server/db/rows";

export interface ProductGap {
  productId: number;
  storesOut: number;
  since: string;
}

/**
 * The products of a set (an int[] expression) with a stock-out open on `asOf` in at least
 * `minStores` stores, the most stores first. The same stock-outs as the dashboard's list
 * (server/market/stock-outs.ts), counted per product.
 */
export async function productsOutInStores(
  db: Database,
  products: SQL,
  asOf: string,
  minStores: number,
  limit: number,
): Promise<ProductGap[]> {
  const rows = await queryRows<{ product_id: number; stores_out: string; since: string }>(
    db,
    sql`select product_id, count(distinct store_id) as stores_out, min(since)::text as since
        from stock_outs
        where until is null and since <= ${asOf}::date and product_id = any(${products})
        group by product_id
        having count(distinct store_id) >= ${minStores}
        order by count(distinct store_id) desc, min(since), product_id
        limit ${limit}`,
  );
  return rows.map((r) => ({ productId: Number(r.product_id), storesOut: Number(r.stores_out), since: r.since }));
}
