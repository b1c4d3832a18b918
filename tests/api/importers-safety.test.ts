import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, describe, expect, it } from "vitest";
import { ImportRefused, importFile } from "../../server/data/importers";
import { articleYearlySales, products } from "../../server/db/schema";
import { sharedData } from "../helpers/shared-data";
import { testDatabases, useDatabase } from "./helpers/databases";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-import-safety-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const gunzipJson = (name: string) => JSON.parse(gunzipSync(readFileSync(sharedData(name))).toString()) as unknown;
const asArray = (value: unknown) => (Array.isArray(value) ? value : Object.values(value as object)) as Record<string, unknown>[];

/** The real 2018 rows of the yearly CSV, the first 400 of them. */
const sales2018 = (() => {
  const text = gunzipSync(readFileSync(sharedData("systembolaget-sales-per-article-yearly-2009-2018.csv.gz"))).toString();
  const lines = text.split("\n");
  return { header: lines[0]!, rows: lines.filter((line) => line.startsWith("2018,")).slice(0, 400) };
})();

function file(name: string, content: string) {
  const target = path.join(scratch, name);
  writeFileSync(target, content);
  return target;
}

/** The CSV without some columns, as an older or hand-made export would come. */
function withoutColumns(columns: string[]) {
  const parsed = Papa.parse<Record<string, string>>([sales2018.header, ...sales2018.rows].join("\n"), { header: true });
  return Papa.unparse(parsed.data.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key)))));
}

const OFFICIAL_ALL = asArray(gunzipJson("systembolaget-products-2020-01-07-official.json.gz"));
const OFFICIAL = OFFICIAL_ALL.slice(0, 200);
/** One record of each beer and alcohol-free type and each assortment of the official export: its English names. */
const OFFICIAL_KINDS = [
  ...new Map(
    OFFICIAL_ALL.map((r) => [
      `${String(r.ProductGroup)}|${r.ProductGroup === "Beer" || r.ProductGroup === "Alcohol-free" ? String(r.Type) : ""}|${String(r.AssortmentText)}`,
      r,
    ]),
  ).values(),
];
const WEBSITE = asArray(gunzipJson("systembolaget-products-2022-01-instore-union.json.gz")).slice(0, 200);

describe.each(testDatabases)("importers never lose data silently on $name", (database) => {
  const t = useDatabase(database);

  it("refuses a cut CSV that would shrink a stored year unless told --replace", async () => {
    const whole = file("2018.csv", [sales2018.header, ...sales2018.rows].join("\n"));
    const half = file("2018-cut.csv", [sales2018.header, ...sales2018.rows.slice(0, 200)].join("\n"));
    await importFile(t.db, "sales-yearly", whole);
    const stored = async () =>
      (
        await t.db.orm
          .select({ n: sql<number>`count(*)::int` })
          .from(articleYearlySales)
          .where(eq(articleYearlySales.year, 2018))
      )[0]!.n;
    expect(await stored()).toBe(400);
    await expect(importFile(t.db, "sales-yearly", half)).rejects.toThrow(/2018 would shrink from 400 stored rows to 200/);
    await expect(importFile(t.db, "sales-yearly", half)).rejects.toBeInstanceOf(ImportRefused);
    expect(await stored()).toBe(400);
    await importFile(t.db, "sales-yearly", half, { replace: true });
    expect(await stored()).toBe(200);
  });

  it("keeps Namn and Varugrupp when a file lacks those columns", async () => {
    await importFile(t.db, "sales-yearly", file("full.csv", [sales2018.header, ...sales2018.rows].join("\n")), { replace: true });
    await importFile(t.db, "sales-yearly", file("narrow.csv", withoutColumns(["Namn", "Varugrupp", "Aktuellt pris"])));
    const [missing] = await t.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(articleYearlySales)
      .where(sql`year = 2018 and (name is null or category is null or price is null)`);
    const [inFile] = [
      Papa.parse<Record<string, string>>([sales2018.header, ...sales2018.rows].join("\n"), { header: true }).data.filter(
        (r) => !r.Namn || !r.Varugrupp || !r["Aktuellt pris"],
      ).length,
    ];
    expect(missing!.n).toBe(inFile);
  });

  it("reports yearly sales naming products the catalogue lacks", async () => {
    const result = await importFile(t.db, "sales-yearly", file("again.csv", [sales2018.header, ...sales2018.rows].join("\n")), {
      replace: true,
    });
    expect(result.detail.unknownProducts).toBeGreaterThan(0);
    expect(result.warnings.join()).toMatch(/product numbers are not in the catalogue/);
  });

  it("keeps a product's price when a catalogue lacks the Price column", async () => {
    await importFile(t.db, "catalogue", file("official.json", JSON.stringify(OFFICIAL)), { asOf: "2020-01-07" });
    const withoutPrice = OFFICIAL.map(({ Price: _price, ...rest }) => rest);
    await importFile(t.db, "catalogue", file("official-no-price.json", JSON.stringify(withoutPrice)), { asOf: "2020-01-08" });
    const [renat] = await t.db.orm.select().from(products).where(eq(products.productNumber, "101"));
    expect(renat!.price).toBe(204);
  });

  it("an older file never overwrites newer product data, and only adds what is missing", async () => {
    await importFile(t.db, "catalogue", file("official.json", JSON.stringify(OFFICIAL)), { asOf: "2020-01-07" });
    const renamed = [
      ...OFFICIAL.map((record) => (record.nr === 101 ? { ...record, Name: "Renat Old Label", Price: "150.00" } : record)),
      { ...OFFICIAL[0]!, nr: 99999901, Articelid: 99999901, Name: "Only In The Old File" },
    ];
    const result = await importFile(t.db, "catalogue", file("official-older.json", JSON.stringify(renamed)), { asOf: "2019-06-01" });
    expect(result.warnings.join()).toMatch(/A newer catalogue \(2020-01-0\d\) is stored/);
    const [renat] = await t.db.orm.select().from(products).where(eq(products.productNumber, "101"));
    expect(renat).toMatchObject({ nameBold: "Renat", price: 204 });
    const [added] = await t.db.orm.select().from(products).where(eq(products.productNumber, "99999901"));
    expect(added?.nameBold).toBe("Only In The Old File");
  });

  it("stores the official export and the website files in one Swedish category taxonomy", async () => {
    await importFile(t.db, "catalogue", file("website.json", JSON.stringify(WEBSITE)), { asOf: "2022-01-15" });
    await importFile(t.db, "catalogue", file("official-newest.json", JSON.stringify(OFFICIAL)), { asOf: "2022-01-16" });
    const levels = await t.db.orm.selectDistinct({ level1: products.categoryLevel1 }).from(products);
    const names = levels.map((row) => row.level1).filter(Boolean);
    expect(names).toContain("Vin");
    expect(names).not.toContain("Red wine");
    expect(names.every((name) => ["Vin", "Sprit", "Öl", "Cider & blanddrycker", "Alkoholfritt"].includes(name!))).toBe(true);
    const [renat] = await t.db.orm.select().from(products).where(eq(products.productNumber, "101"));
    expect(renat).toMatchObject({ categoryLevel1: "Sprit", categoryLevel2: "Vodka & Okryddat brännvin" });
    // Beer types and assortments too: "Pale lager" is "Ljus lager", "Order goods" "Ordervaror".
    await importFile(t.db, "catalogue", file("official-kinds.json", JSON.stringify(OFFICIAL_KINDS)), { asOf: "2022-01-17" });
    const rows = await t.db.orm.select().from(products);
    const beer = new Set(rows.filter((r) => r.categoryLevel1 === "Öl").map((r) => r.categoryLevel2));
    expect([...beer].sort()).toEqual(["Ale", "Annan öl", "Ljus lager", "Mellanmörk & Mörk lager", "Porter & Stout", "Syrlig öl", "Veteöl"]);
    const assortments = new Set(rows.map((r) => r.assortmentText).filter(Boolean));
    expect(
      [...assortments].every((a) =>
        ["Fast sortiment", "Ordervaror", "Lokalt & Småskaligt", "Tillfälligt sortiment", "Säsong", "Presentartiklar"].includes(a!),
      ),
      [...assortments].join(),
    ).toBe(true);
    expect(assortments.size).toBeGreaterThanOrEqual(5);
  });

  it("renames what an earlier import stored in English (migration 0030), followed segments too", async () => {
    await t.db.bulk(async (session) => {
      await session.query(
        `insert into products (product_number, name_bold, category_level1, category_level2, assortment_text)
         values ('990001', 'A', 'Öl', 'Pale lager', 'Order goods'), ('990002', 'B', 'Vin', 'Rosé', 'Fixed assortment')`,
      );
      await session.query("insert into companies (name) values ('Taxonomy AB')");
      await session.query(
        `insert into company_segments (company_id, category, band)
         select id, c, 0 from companies, unnest(array['Pale lager', 'Ljus lager', 'Rosé']) c where name = 'Taxonomy AB'`,
      );
      const migration = readFileSync(path.join(import.meta.dirname, "../../server/db/migrations/0030_swedish_taxonomy.sql"), "utf8");
      for (const statement of migration.split("--> statement-breakpoint")) await session.query(statement);
    });
    const renamed = await t.db.orm
      .select()
      .from(products)
      .where(sql`${products.productNumber} in ('990001', '990002')`);
    expect(renamed.map((p) => [p.categoryLevel2, p.assortmentText]).sort()).toEqual([
      ["Ljus lager", "Ordervaror"],
      ["Rosé", "Fast sortiment"],
    ]);
    const followed = await t.db.bulk((session) =>
      session.query<{ category: string }>(
        "select category from company_segments s join companies c on c.id = s.company_id where c.name = 'Taxonomy AB' order by 1",
      ),
    );
    expect(followed.map((r) => r.category)).toEqual(["Ljus lager", "Rosé"]);
  });

  it("reports assortment pairs naming unknown products and stores, with counts", async () => {
    const matrix = gunzipJson("systembolaget-store-assortment-2022-01.json.gz") as {
      snapshotDate: string;
      stores: { siteId: string; productNumbers: string[] }[];
    };
    const store0102 = matrix.stores.find((store) => store.siteId === "0102")!;
    await importFile(t.db, "catalogue", file("website.json", JSON.stringify(WEBSITE)), { asOf: "2022-01-15" });
    const known = new Set((await t.db.orm.select({ n: products.productNumber }).from(products)).map((row) => row.n));
    const unknownPairs =
      new Set(store0102.productNumbers).size - store0102.productNumbers.filter((n, i, all) => known.has(n) && all.indexOf(n) === i).length;
    const result = await importFile(
      t.db,
      "store-assortment",
      file("matrix-0102.json", JSON.stringify({ snapshotDate: matrix.snapshotDate, stores: [store0102] })),
    );
    expect(result.records).toBe(1851);
    expect(result.detail).toMatchObject({
      pairsWithUnknownProduct: unknownPairs,
      unknownProducts: unknownPairs,
      pairsWithUnknownStore: 1851,
      unknownStores: 1,
    });
    expect(result.warnings.join("\n")).toMatch(
      new RegExp(`${unknownPairs.toLocaleString("en")} pairs name [\\d,]+ products not in the catalogue`),
    );
    expect(result.warnings.join("\n")).toMatch(/1,851 pairs name 1 sites not among the stores/);
  });
});
