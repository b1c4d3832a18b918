import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseCatalogue } from "../../server/data/importers/catalogue";
import { ImportRefused, importFile } from "../../server/data/importers";
import { productImage } from "../../server/modules/images/service";
import { readXlsx } from "../../server/data/importers/read-file";
import type { Database } from "../../server/db/client";
import { priceHistory, products, stores } from "../../server/db/schema";
import { testDatabases, useDatabase } from "./helpers/databases";
import { sharedData } from "../helpers/shared-data";

const data = sharedData;
const STORES = data("systembolaget-stores-2025-11.json");
const OFFICIAL = data("systembolaget-products-2020-01-07-official.json.gz");
const OFFICIAL_XLSX = data("systembolaget-products-2020-01-07-official.xlsx");
const STORE_0102 = data("systembolaget-store-0102-assortment-2021-09-21.json.gz");
const INSTORE_UNION = data("systembolaget-products-2022-01-instore-union.json.gz");

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-import-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function scratchFile(name: string, content: string | Buffer): string {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}

const rows = async (db: Database, table: typeof stores | typeof products) => (await db.orm.select({ n: count() }).from(table))[0]!.n;

/** 18,572 and 12,157 catalogue records: about 10 s on PGlite on a quiet 2-core machine, 30 s beside other work. */
const IMPORT_TIMEOUT = 90_000;

describe.each(testDatabases)("importing the monopoly's files on $name", (database) => {
  const t = useDatabase(database);

  it("imports the 909 sites: 451 stores and 458 agents", async () => {
    const result = await importFile(t.db, "stores", STORES);
    expect(result).toMatchObject({ records: 909, detail: { stores: 451, agents: 458 } });
    const [store] = await t.db.orm.select().from(stores).where(eq(stores.siteId, "0102"));
    expect(store).toMatchObject({
      displayName: "Fältöversten",
      address: "Karlaplan 13",
      city: "Stockholm",
      county: "Stockholms län",
      isAgent: false,
    });
    expect(store!.latitude).toBeCloseTo(59.34, 1);
    const [agent] = await t.db.orm.select().from(stores).where(eq(stores.siteId, "011703-90B"));
    expect(agent).toMatchObject({ isAgent: true, displayName: "Svartsö Lanthandel" });
    await importFile(t.db, "stores", STORES);
    expect(await rows(t.db, stores)).toBe(909);
  });

  it(
    "imports the official catalogue with suppliers, the 8PM name restored",
    async () => {
      const result = await importFile(t.db, "catalogue", OFFICIAL, { asOf: "2020-01-07" });
      expect(result).toMatchObject({ records: 18_572, detail: { shape: "official", withSupplier: 18_572 } });
      const [renat] = await t.db.orm.select().from(products).where(eq(products.productNumber, "101"));
      expect(renat).toMatchObject({
        nameBold: "Renat",
        supplierName: "Pernod Ricard Sweden AB",
        price: 204,
        volumeMl: 700,
        alcoholPercentage: 37.5,
        assortmentCode: "FS",
        launchDate: "1993-10-01",
      });
      const [eightPm] = await t.db.orm.select().from(products).where(eq(products.productNumber, "8259101"));
      expect(eightPm!.nameBold).toBe("8PM");
    },
    IMPORT_TIMEOUT,
  );

  it(
    "takes the website shape, keeps known suppliers and records price changes",
    async () => {
      const store0102 = await importFile(t.db, "catalogue", STORE_0102, { asOf: "2021-09-21" });
      expect(store0102).toMatchObject({ records: 1_883, detail: { shape: "website", withSupplier: 1_883 } });
      const union = await importFile(t.db, "catalogue", INSTORE_UNION, { asOf: "2022-01-07" });
      expect(union).toMatchObject({ records: 10_274, detail: { shape: "website", withSupplier: 0 } });

      const [renat] = await t.db.orm.select().from(products).where(eq(products.productNumber, "101"));
      expect(renat!.supplierName).toBe("Pernod Ricard Sweden AB");
      const history = await t.db.orm
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productNumber, "101"))
        .orderBy(priceHistory.validFrom);
      expect(history[0]).toMatchObject({ validFrom: "2020-01-07", price: 204 });
      expect(history.at(-1)!.price).toBe(renat!.price);

      // Packaging in one vocabulary from both files: cans, bag-in-boxes and bottles are drawn as such.
      const kinds = await t.db.orm
        .select({ packaging: products.packaging, n: sql<number>`count(*)::int` })
        .from(products)
        .groupBy(products.packaging);
      const count = (kind: string) => kinds.find((k) => k.packaging === kind)?.n ?? 0;
      expect(count("bottle")).toBeGreaterThan(5_000);
      expect(count("can")).toBeGreaterThan(1_000);
      expect(count("box")).toBeGreaterThan(200);
      expect(renat!.packaging).toBe("bottle");
      const [can] = await t.db.orm.select().from(products).where(eq(products.packaging, "can")).limit(1);
      expect(await productImage(t.db, can!.productNumber)).toContain('fill="#9aa0a6"');
    },
    IMPORT_TIMEOUT,
  );

  it("refuses a malformed file with the record and reason, leaving the database as it was", async () => {
    const sites = JSON.parse(readFileSync(STORES, "utf8")) as Record<string, unknown>[];
    const broken: Record<string, unknown>[] = sites
      .slice(0, 20)
      .map((site) => ({ ...site, displayName: `${String(site.displayName)} (changed)` }));
    delete broken[12]!.siteId;
    const error = await importFile(t.db, "stores", scratchFile("broken-stores.json", JSON.stringify(broken))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as ImportRefused).message).toBe("Record 13: siteId is required");
    const [store] = await t.db.orm.select().from(stores).where(eq(stores.siteId, "0102"));
    expect(store!.displayName).toBe("Fältöversten");
  });

  it("reads the stores file as Excel on a Swedish Windows or its Unicode text saves it, and refuses bytes no encoding reads", async () => {
    const text = readFileSync(STORES, "utf8");
    const county = async () => (await t.db.orm.select().from(stores).where(eq(stores.siteId, "0102")))[0]!.county;
    // Windows-1252: one byte per letter, "län" as 6C E4 6E. Every character of the file has one.
    await importFile(t.db, "stores", scratchFile("stores-1252.json", Buffer.from(text, "latin1")));
    expect(await county()).toBe("Stockholms län");
    await importFile(
      t.db,
      "stores",
      scratchFile("stores-utf16.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")])),
    );
    expect(await county()).toBe("Stockholms län");
    expect(await rows(t.db, stores)).toBe(909);
    // 0x81 is no character in Windows-1252: refused with its line, and the renamed store is not written.
    const lines = text.replace('"displayName": "Fältöversten"', '"displayName": "Fältöversten (changed)"').split("\n");
    const bad = Buffer.concat([
      Buffer.from(lines.slice(0, 99).join("\n") + "\n", "latin1"),
      Buffer.from([0x81]),
      Buffer.from(lines.slice(99).join("\n"), "latin1"),
    ]);
    await expect(importFile(t.db, "stores", scratchFile("stores-bad.json", bad))).rejects.toThrow(
      "Line 100 holds bytes that are not text in windows-1252: save the file as UTF-8 and import it again",
    );
    expect((await t.db.orm.select().from(stores).where(eq(stores.siteId, "0102")))[0]!.displayName).toBe("Fältöversten");
  });

  it("refuses a truncated file", async () => {
    const gz = readFileSync(OFFICIAL);
    const before = await rows(t.db, products);
    await expect(importFile(t.db, "catalogue", scratchFile("cut.json.gz", gz.subarray(0, gz.length / 2)))).rejects.toThrow(
      /cannot be unpacked.*truncated/,
    );
    const text = readFileSync(STORES, "utf8");
    await expect(importFile(t.db, "stores", scratchFile("cut.json", text.slice(0, text.length / 3)))).rejects.toThrow(
      /not valid JSON.*truncated/,
    );
    expect(await rows(t.db, products)).toBe(before);
  });
});

describe("the official xlsx", () => {
  it("reads the workbook as the JSON conversion, 8PM included", async () => {
    const { shape, rows: parsed } = parseCatalogue(await readXlsx(OFFICIAL_XLSX));
    expect(shape).toBe("official");
    expect(parsed).toHaveLength(18_572);
    expect(parsed.find((row) => row.productNumber === "8259101")!.nameBold).toBe("8PM");
    expect(parsed.find((row) => row.productNumber === "101")).toMatchObject({ price: 204, supplierName: "Pernod Ricard Sweden AB" });
  }, 60_000);
});

describe("npm run import", () => {
  it("says what it refused and exits non-zero", async () => {
    const file = scratchFile("bad.json.gz", gzipSync('[{"siteId":"0102","isAgent":"yes"}]'));
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/data/cli/import.ts", "stores", file], {
      env: { ...process.env, DATA_DIR: path.join(scratch, "cli-data") },
    }).catch((error: { code: number; stderr: string }) => error);
    expect((result as { code: number }).code).toBe(1);
    expect((result as { stderr: string }).stderr).toContain("Refused, nothing was imported. Record 1:");
  }, 60_000);
});
