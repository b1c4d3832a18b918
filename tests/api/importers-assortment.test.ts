import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ImportRefused, importFile } from "../../server/data/importers";
import type { Database } from "../../server/db/client";
import { storeAssortment } from "../../server/db/schema";
import { sharedData } from "../helpers/shared-data";
import { testDatabases, useDatabase } from "./helpers/databases";

const ASSORTMENT = sharedData("systembolaget-store-assortment-2022-01.json.gz");
const scratch = mkdtempSync(path.join(tmpdir(), "fenix-assortment-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function perStore(db: Database) {
  const rows = await db.orm
    .select({ siteId: storeAssortment.siteId, n: sql<number>`count(*)::int` })
    .from(storeAssortment)
    .groupBy(storeAssortment.siteId);
  return new Map(rows.map((row) => [row.siteId, row.n]));
}

describe.each(testDatabases)("store assortments on $name", (database) => {
  const t = useDatabase(database);

  it("imports the 2022 presence matrix: 450 stores, 707,507 pairs, median about 1,650 per store", async () => {
    const result = await importFile(t.db, "store-assortment", ASSORTMENT);
    expect(result).toMatchObject({ records: 707_507, detail: { stores: 450, observedOn: "2022-01-07" } });
    const counts = await perStore(t.db);
    expect(counts.get("0804")).toBeUndefined(); // the one store with an empty list
    const sorted = [...counts.values()].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median).toBeGreaterThan(1_550);
    expect(median).toBeLessThan(1_750);
    expect(sorted[0]).toBeGreaterThanOrEqual(600);
    expect(sorted.at(-1)).toBeLessThanOrEqual(3_630);
    const [outOfStock] = await t.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(storeAssortment)
      .where(sql`temporarily_out_of_stock`);
    expect(outOfStock!.n).toBeGreaterThan(0);
  }, 120_000);

  it("importing the same snapshot again changes nothing, and a bad store list is refused", async () => {
    await importFile(t.db, "store-assortment", ASSORTMENT);
    expect([...(await perStore(t.db)).values()].reduce((a, b) => a + b, 0)).toBe(707_507);
    const bad = path.join(scratch, `bad-${database.name}.json`);
    writeFileSync(
      bad,
      JSON.stringify({
        snapshotDate: "2022-01-07",
        stores: [
          { siteId: "0102", productNumbers: ["101"] },
          { siteId: "0103", productNumbers: "101,102" },
        ],
      }),
    );
    const error = await importFile(t.db, "store-assortment", bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toBe("Record 2: productNumbers must be array");
    expect([...(await perStore(t.db)).values()].reduce((a, b) => a + b, 0)).toBe(707_507);
  }, 120_000);
});
