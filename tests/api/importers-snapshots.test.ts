import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { seedDemoDataOnce } from "../../server/data/seed";
import { ImportRefused, importFile } from "../../server/data/importers";
import type { Database } from "../../server/db/client";
import { testDatabases, useDatabase } from "./helpers/databases";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-snapshots-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.orm.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

async function totals(db: Database) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`select (select count(*) from stock_changes) as changes, (select sum(sold) from stock_daily) as sold,
               (select sum(quantity) from stock_levels) as stock, (select count(*) from stock_snapshots) as raw`,
  );
  return row;
}

describe.each(testDatabases)("stock snapshot files on $name", (database) => {
  const t = useDatabase(database);
  /** Two stores' current stock, an hour after their last observation, minus a few sales. */
  let records: { siteId: string; productNumber: string; observedAt: string; quantity: number }[] = [];

  it("imports a CSV snapshot through the pipeline: the decreases become sales", async () => {
    await seedDemoDataOnce(t.db, { market: "mini", endDate: "2026-11-20" });
    const levels = await rows<{ site_id: string; product_number: string; quantity: number; last: Date }>(
      t.db,
      sql`select s.site_id, p.product_number, l.quantity, i.last_observed_at as last
          from stock_levels l join stores s on s.id = l.store_id join products p on p.id = l.product_id
          join stock_ingest_state i on i.store_id = l.store_id
          where s.id in (select id from stores where not is_agent order by id limit 2) order by s.site_id, p.product_number`,
    );
    records = levels.map((l) => ({
      siteId: l.site_id,
      productNumber: l.product_number,
      observedAt: new Date(new Date(l.last).getTime() + 3_600_000).toISOString(),
      quantity: Math.max(0, l.quantity - 1),
    }));
    const sold = levels.filter((l) => l.quantity > 0).length;
    const before = await totals(t.db);
    const file = path.join(scratch, "snapshot.csv");
    writeFileSync(
      file,
      "siteId,productNumber,observedAt,quantity\n" +
        records.map((r) => `${r.siteId},${r.productNumber},${r.observedAt},${r.quantity}`).join("\n"),
    );
    const result = await importFile(t.db, "stock-snapshots", file);
    expect(result).toMatchObject({ records: records.length, detail: { snapshots: 2, ingested: 2, alreadyIngested: 0, changes: sold } });
    const after = await totals(t.db);
    expect(Number(after!.sold)).toBe(Number(before!.sold) + sold);
    expect(Number(after!.stock)).toBe(Number(before!.stock) - sold);
  });

  it("changes nothing when the same snapshot comes again, as JSON and gzipped", async () => {
    const before = await totals(t.db);
    const file = path.join(scratch, "snapshot.json.gz");
    writeFileSync(
      file,
      gzipSync(
        JSON.stringify({
          records: records.map((r) => ({ store: r.siteId, product: Number(r.productNumber), time: r.observedAt, quantity: r.quantity })),
        }),
      ),
    );
    const result = await importFile(t.db, "stock-snapshots", file);
    expect(result.detail).toMatchObject({ snapshots: 2, ingested: 0, alreadyIngested: 2, changes: 0 });
    expect(await totals(t.db)).toEqual(before);
  });

  it("refuses a malformed or unknown record, naming it, and leaves the database as it was", async () => {
    const before = await totals(t.db);
    const later = (r: (typeof records)[number]) => ({ ...r, observedAt: new Date(Date.parse(r.observedAt) + 3_600_000).toISOString() });
    const cases: [string, string, RegExp][] = [
      [
        "negative.csv",
        "siteId,productNumber,observedAt,quantity\n" +
          records
            .slice(0, 3)
            .map(later)
            .map((r, i) => `${r.siteId},${r.productNumber},${r.observedAt},${i === 2 ? -4 : r.quantity}`)
            .join("\n"),
        /^Record 3: quantity/,
      ],
      [
        "unknown-store.json",
        JSON.stringify([later(records[0]!), { ...later(records[1]!), siteId: "9999" }]),
        /^Record 2: store 9999 is not known/,
      ],
      ["bad-time.json", JSON.stringify([{ ...later(records[0]!), observedAt: "yesterday" }]), /^Record 1: observedAt/],
      ["twice.json", JSON.stringify([later(records[0]!), later(records[0]!)]), /^Record 2: product .* appears twice/],
      ["truncated.json", JSON.stringify(records.map(later)).slice(0, 200), /not valid JSON/],
    ];
    for (const [name, content, reason] of cases) {
      const file = path.join(scratch, name);
      writeFileSync(file, content);
      const refusal = await importFile(t.db, "stock-snapshots", file).catch((error: unknown) => error);
      expect(refusal, name).toBeInstanceOf(ImportRefused);
      expect((refusal as Error).message, name).toMatch(reason);
    }
    expect(await totals(t.db)).toEqual(before);
  });
});
