import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { CHANGE_KINDS } from "../db/schema";
import type { Period } from "./period";
import { queryRows } from "../db/rows";

export interface DiffScope {
  productId?: number | undefined;
  storeId?: number | undefined;
}

export interface DiffRow {
  at: string;
  sold: number;
  delivered: number;
  corrected: number;
}

/** Stock changes per Stockholm hour, from the hourly diff (stock_changes), for a product and/or store. */
export async function hourlyDiff(db: Database, scope: DiffScope, period: Period): Promise<DiffRow[]> {
  // A product's entries are picked by their positions in each observation's arrays
  // (array_positions, one pass in C), not by unnesting every entry of the observation into rows.
  const entries =
    scope.productId === undefined
      ? sql`unnest(c.product_ids, c.changes, c.kinds) as u(product_id, change, kind)`
      : sql`lateral (select c.changes[i] as change, c.kinds[i] as kind from unnest(array_positions(c.product_ids, ${scope.productId})) as i) u`;
  const containing = scope.productId === undefined ? sql`` : sql`and ${scope.productId} = any(c.product_ids)`;
  const store = scope.storeId === undefined ? sql`` : sql`and c.store_id = ${scope.storeId}`;
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select to_char(date_trunc('hour', c.observed_at at time zone 'Europe/Stockholm'), 'YYYY-MM-DD"T"HH24:00') as at,
               coalesce(sum(-u.change) filter (where u.kind = ${CHANGE_KINDS.sale}), 0) as sold,
               coalesce(sum(u.change) filter (where u.kind = ${CHANGE_KINDS.delivery}), 0) as delivered,
               coalesce(sum(u.change) filter (where u.kind = ${CHANGE_KINDS.correction}), 0) as corrected
        from stock_changes c, ${entries}
        where c.observed_at >= (${period.from}::date)::timestamp at time zone 'Europe/Stockholm'
          and c.observed_at < (${period.to}::date + 1)::timestamp at time zone 'Europe/Stockholm'
          ${containing} ${store}
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ at: r.at!, sold: Number(r.sold), delivered: Number(r.delivered), corrected: Number(r.corrected) }));
}

/** The daily diff (stock_daily), every day of the period present. */
export async function dailyDiff(db: Database, scope: DiffScope, period: Period): Promise<(DiffRow & { storesChanged: number })[]> {
  const product = scope.productId === undefined ? sql`` : sql`and d.product_id = ${scope.productId}`;
  const store = scope.storeId === undefined ? sql`` : sql`and d.store_id = ${scope.storeId}`;
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select g::date::text as at, coalesce(sum(d.sold), 0) as sold, coalesce(sum(d.delivered), 0) as delivered,
               coalesce(sum(d.corrected), 0) as corrected, count(distinct d.store_id) as stores
        from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g
        left join stock_daily d on d.day = g::date ${product} ${store}
        group by g order by g`,
  );
  return rows.map((r) => ({
    at: r.at!,
    sold: Number(r.sold),
    delivered: Number(r.delivered),
    corrected: Number(r.corrected),
    storesChanged: Number(r.stores),
  }));
}
