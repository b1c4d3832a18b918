import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ImportRefused, importFile } from "../../server/data/importers";
import type { Database } from "../../server/db/client";
import { articleYearlySales } from "../../server/db/schema";
import { sharedData } from "../helpers/shared-data";
import { testDatabases, useDatabase } from "./helpers/databases";

const CSV = sharedData("systembolaget-sales-per-article-yearly-2009-2018.csv.gz");
const XLSX_2018 = sharedData("systembolaget-sales-per-article-2018-official.xlsx");

/** PROVENANCE.md: rows and total litres (millions) per year. */
const PUBLISHED: Record<number, [number, number]> = {
  2009: [15_746, 448.9],
  2010: [16_637, 454.2],
  2011: [17_156, 458.2],
  2012: [18_632, 461.7],
  2013: [21_053, 468.1],
  2014: [32_580, 470.4],
  2015: [51_909, 470.7],
  2016: [37_350, 479.3],
  2018: [33_256, 504.9],
};

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-sales-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function perYear(db: Database) {
  const rows = await db.orm
    .select({ year: articleYearlySales.year, n: sql<number>`count(*)::int`, litres: sql<number>`round(sum(litres) / 1e6, 1)::float` })
    .from(articleYearlySales)
    .groupBy(articleYearlySales.year)
    .orderBy(articleYearlySales.year);
  return Object.fromEntries(rows.map((row) => [row.year, [row.n, row.litres]]));
}

describe.each(testDatabases)("yearly sales per article on $name", (database) => {
  const t = useDatabase(database);

  it("imports 2009–2018 with the published row counts and litres", async () => {
    const result = await importFile(t.db, "sales-yearly", CSV);
    expect(result.records).toBe(244_319);
    expect(await perYear(t.db)).toEqual(PUBLISHED);
    const [returns] = await t.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(articleYearlySales)
      .where(sql`litres < 0`);
    expect(returns!.n).toBeGreaterThan(9 * 200);
    const reused = await t.db.orm
      .select()
      .from(articleYearlySales)
      .where(and(eq(articleYearlySales.year, 2018), eq(articleYearlySales.productNumber, "7042801")));
    expect(reused).toHaveLength(2);
    expect(new Set(reused.map((row) => row.articleId)).size).toBe(2);
  }, 120_000);

  it("refuses a bad row and keeps what was there", async () => {
    const file = path.join(scratch, `bad-${database.name}.csv`);
    writeFileSync(
      file,
      [
        "year,Artnr,Varunr,Kvittonamn,Namn,Producentnamn,Varugrupp,Varugrupp detalj,Rubrik,Aktuellt pris,Volym i ml,Buteljtyp,Land,Region,Ursprung,Ekologisk,Etiskt,Försäljning i liter,Artikel ID",
        "2009,101,1,Renat,Renat,Pernod,Sprit,Vodka,VODKA,204,700,Helbutelj,Sverige,,,,,12.5,1",
        "2009,102,1,Renat,Renat,Pernod,Sprit,Vodka,VODKA,204,700,Helbutelj,Sverige,,,,,lots,2",
      ].join("\n"),
    );
    const error = await importFile(t.db, "sales-yearly", file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toBe("Record 2: Försäljning i liter is not a number");
    expect((await perYear(t.db))[2009]).toEqual(PUBLISHED[2009]);
  });

  it("refuses a new year's file cut at a line end, which has no stored rows to shrink from, unless told to take it as it is", async () => {
    // 2019 as a file cut after its first 10,047 rows would be: 2018's rows renamed, the rest missing.
    const lines = gunzipSync(readFileSync(CSV)).toString("utf8").split("\n");
    const of2018 = lines.filter((line) => line.startsWith("2018,"));
    const file = path.join(scratch, `cut-2019-${database.name}.csv`);
    writeFileSync(file, [lines[0], ...of2018.slice(0, 10_047).map((line) => `2019${line.slice(4)}`)].join("\n"));
    await expect(importFile(t.db, "sales-yearly", file)).rejects.toThrow(
      /^2019 holds 10,047 rows and [\d.]+ M litres, \d+ % of 2018's 504.9 M; is the file cut short\? Use --replace to import the year as it is$/,
    );
    expect((await perYear(t.db))[2019]).toBeUndefined();
    await importFile(t.db, "sales-yearly", file, { replace: true });
    expect((await perYear(t.db))[2019]![0]).toBe(10_047);
  });

  it("takes an older year whole though it sold less than a later one: only a neighbouring year is compared", async () => {
    const lines = gunzipSync(readFileSync(CSV)).toString("utf8").split("\n");
    // 2021 (as 2009 sold) has no neighbour held, 2020 nor 2022: nothing to compare it with.
    const file = path.join(scratch, `2021-${database.name}.csv`);
    writeFileSync(file, [lines[0], ...lines.filter((line) => line.startsWith("2009,")).map((line) => `2021${line.slice(4)}`)].join("\n"));
    await importFile(t.db, "sales-yearly", file);
    expect((await perYear(t.db))[2021]).toEqual(PUBLISHED[2009]);
  });
});

describe("the official Artikellistan workbook", () => {
  const t = useDatabase(testDatabases[0]!);

  it("needs the year, then reads past the four title rows", async () => {
    await expect(importFile(t.db, "sales-yearly", XLSX_2018)).rejects.toThrow("year is missing; the Artikellistan sheet needs --year");
    const result = await importFile(t.db, "sales-yearly", XLSX_2018, { year: 2018 });
    expect(result.records).toBe(33_256);
    expect((await perYear(t.db))[2018]).toEqual(PUBLISHED[2018]);
    const [renat] = await t.db.orm
      .select()
      .from(articleYearlySales)
      .where(and(eq(articleYearlySales.year, 2018), eq(articleYearlySales.articleId, "1")));
    expect(renat).toMatchObject({ productNumber: "101", name: "Renat", litres: 205_366.7 });
  }, 120_000);
});
