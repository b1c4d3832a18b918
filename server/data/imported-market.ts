import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { readSetting } from "../core/settings";
import { queryRows } from "../db/rows";

/**
 * True when the database holds stores or products that the demo generator did not write (they
 * were imported). The generated market reuses the real site ids and product numbers, so writing
 * it over imported data would collide (stores_pkey) and mix synthetic rows with real ones.
 */
export async function holdsImportedMarket(db: Database): Promise<boolean> {
  if ((await readSetting(db, "demo_market")) !== null) return false;
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from stores) or exists (select 1 from products) as present`,
  );
  return Boolean(row?.present);
}
