import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "../../server/data/importers";
import { sharedData } from "../helpers/shared-data";
import { useTestApp, type TestApp } from "./helpers/app";
import { useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-real-pages-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const write = (name: string, content: string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
};
const gunzip = (name: string) => gunzipSync(readFileSync(sharedData(name))).toString();

/** Real subsets: 40 stores of the 2022 matrix (0102 among them), 300 products, Renat's yearly rows and 400 others of 2018. */
function files() {
  const matrix = JSON.parse(gunzip("systembolaget-store-assortment-2022-01.json.gz")) as {
    snapshotDate: string;
    stores: { siteId: string }[];
  };
  const someStores = matrix.stores.filter((store, index) => index < 40 || store.siteId === "0102");
  const catalogue = JSON.parse(gunzip("systembolaget-products-2020-01-07-official.json.gz")) as unknown;
  const lines = gunzip("systembolaget-sales-per-article-yearly-2009-2018.csv.gz").split("\n");
  const renat = lines.filter((line) => /^\d{4},101,/.test(line));
  const others = lines.filter((line) => line.startsWith("2018,") && !/^\d{4},101,/.test(line)).slice(0, 400);
  return {
    matrix: write("matrix.json", JSON.stringify({ snapshotDate: matrix.snapshotDate, stores: someStores })),
    storesInMatrix: someStores.length,
    catalogue: write(
      "catalogue.json",
      JSON.stringify((Array.isArray(catalogue) ? catalogue : Object.values(catalogue as object)).slice(0, 300)),
    ),
    sales: write("sales.csv", [lines[0], ...renat, ...others].join("\n")),
    renatLitres: Object.fromEntries(
      Papa.parse<Record<string, string>>([lines[0], ...renat].join("\n"), { header: true }).data.reduce<[number, number][]>((acc, row) => {
        const year = Number(row.year);
        const found = acc.find(([y]) => y === year);
        if (found) found[1] += Number(row["Försäljning i liter"] || 0);
        else acc.push([year, Number(row["Försäljning i liter"] || 0)]);
        return acc;
      }, []),
    ),
  };
}

const reader: Record<string, string> = {};

async function api(t: TestApp, url: string) {
  const res = await t.app.inject({ url, headers: reader });
  return { status: res.statusCode, body: res.json() };
}

describe.each(testDatabases)("pages read every imported table on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });
  useMarketReader(t, reader);
  let real: ReturnType<typeof files>;
  let store0102: { id: number; sizeClass: string | null };

  beforeAll(async () => {
    real = files();
    await importFile(t.db, "stores", sharedData("systembolaget-stores-2025-11.json"));
    await importFile(t.db, "catalogue", real.catalogue, { asOf: "2020-01-07" });
    await importFile(t.db, "store-assortment", real.matrix);
    await importFile(t.db, "sales-yearly", real.sales);
    store0102 = (await api(t, "/api/v1/stores?search=0102")).body.data.items.find((s: { siteId: string }) => s.siteId === "0102");
  });

  it("a store without stock snapshots lists the products of the imported assortment matrix", async () => {
    const res = await api(t, `/api/v1/stores/${store0102.id}/performance`);
    expect(res.status).toBe(200);
    expect(res.body.data.stock.listed).toBe(1851);
  });

  it("real stores get a size class from the data, so stores of the same size have peers", async () => {
    expect(store0102.sizeClass).toMatch(/^(XL|L|M|S|XS)$/);
    const sameSize = await api(t, `/api/v1/stores?sizeClass=${store0102.sizeClass}&isAgent=false`);
    expect(sameSize.body.data.pagination.total).toBeGreaterThan(1);
    const stats = await api(t, "/api/v1/stores/filters");
    expect(stats.body.data.sizeClasses).toEqual(expect.arrayContaining(["XL", "L", "M", "S", "XS"]));
  });

  it("closed days are closed, not 00:00–00:00", async () => {
    const { body } = await api(t, `/api/v1/stores/${store0102.id}`);
    const hours = body.data.openingHours as { date: string; openFrom: string; openTo: string; reason: string }[];
    const allSaints = hours.find((h) => h.date.startsWith("2025-11-01"))!;
    expect(allSaints).toMatchObject({ openFrom: "", openTo: "", reason: "Alla helgons dag" });
    expect(hours.some((h) => h.openFrom.startsWith("00:00") && h.openTo.startsWith("00:00"))).toBe(false);
    expect(hours.some((h) => h.openFrom === "10:00:00")).toBe(true);
  });

  it("a product reads its national yearly sales with its rank", async () => {
    const list = await api(t, "/api/v1/search?q=101");
    const renatId = (list.body.data.products as { id: number; productNumber: string }[]).find((p) => p.productNumber === "101")?.id;
    expect(renatId).toBeDefined();
    const res = await api(t, `/api/v1/products/${renatId}/yearly-sales`);
    expect(res.status).toBe(200);
    const byYear = Object.fromEntries((res.body.data as { year: number; litres: number }[]).map((row) => [row.year, row.litres]));
    expect(Object.keys(byYear).length).toBe(Object.keys(real.renatLitres).length);
    for (const [year, litres] of Object.entries(real.renatLitres)) expect(byYear[year]).toBeCloseTo(litres, 0);
    const y2018 = (res.body.data as { year: number; rank: number; articles: number }[]).find((row) => row.year === 2018)!;
    expect(y2018.rank).toBeGreaterThanOrEqual(1);
    expect(y2018.articles).toBeGreaterThan(300);
    expect((await api(t, "/api/v1/products/999999/yearly-sales")).status).toBe(404);
  });
});
