import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Upload,
  UploadTicket,
  WeeklyProductHistory,
  WeeklyRankingEntry,
  WeeklyRankingList,
  WeeklyRankingsPage,
  WeeklyStatistics,
} from "../../contracts";
import { parseCsv, parseWeeklyList } from "../../server/data/weekly-lists/format";
import { queryRows } from "../../server/db/rows";
import { inflatingWorkbook } from "../helpers/inflating-workbook";
import { sharedData } from "../helpers/shared-data";
import { TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

type Headers = Record<string, string>;
const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function data<T>(
  t: TestApp,
  url: string,
  headers: Headers,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; payload?: object } = {},
): Promise<T> {
  const res = await t.app.inject({ url, headers, method: init.method ?? "GET", ...(init.payload ? { payload: init.payload } : {}) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  return res.json().data as T;
}

/** Uploads a file the way the browser does: ticket, PUT, confirm. */
async function upload(t: TestApp, headers: Headers, filename: string, bytes: Buffer, contentType: string): Promise<Upload> {
  const ticket = await data<UploadTicket>(t, "/api/v1/uploads/request", headers, {
    method: "POST",
    payload: { filename, contentType, size: bytes.length, purpose: "weekly-ranking" },
  });
  const put = await t.app.inject({ method: "PUT", url: ticket.uploadUrl, headers: { "content-type": contentType }, payload: bytes });
  expect(put.statusCode).toBe(200);
  return data<Upload>(t, `/api/v1/uploads/${ticket.id}/confirm`, headers, { method: "POST" });
}

/** Starts the import and waits for the job to finish it. */
async function processList(t: TestApp, headers: Headers, uploadId: string, week: string): Promise<WeeklyRankingList> {
  const started = await data<WeeklyRankingList>(t, "/api/v1/weekly-rankings/process", headers, {
    method: "POST",
    payload: { uploadId, week },
  });
  expect(started.status).toBe("processing");
  for (let i = 0; i < 200; i++) {
    const list = await data<WeeklyRankingList>(t, `/api/v1/weekly-rankings/lists/${started.id}`, headers);
    if (list.status !== "processing") return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the list was not processed within 20 s");
}

async function allRows(t: TestApp, headers: Headers, query: string): Promise<WeeklyRankingEntry[]> {
  const rows: WeeklyRankingEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: WeeklyRankingsPage = await data<WeeklyRankingsPage>(
      t,
      `/api/v1/weekly-rankings?${query}&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
      headers,
    );
    rows.push(...page.items);
    cursor = page.pagination.nextCursor;
  } while (cursor);
  return rows;
}

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Lista");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(testDatabases)("weekly rankings on $name", (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-weekly-"));
  const t = useTestApp(database, { DATA_DIR: dataDir }, { market: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // The operator reads the whole market (no company of its own, never held back by a module).
  const operator = useMarketReader(t);
  let nordvik: Headers;
  let bryggarhuset: Headers;
  let catalogue: { id: number; product_number: string; name: string; producer: string | null; volume_ml: number | null }[];

  beforeAll(async () => {
    nordvik = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    bryggarhuset = { authorization: `Bearer ${(await signIn(t, "user@bryggarhuset.example")).accessToken}` };
    // Bryggarhuset imports too (the weekly-rankings module), so a refusal of Nordvik's upload is about the upload, not the module.
    await t.db.orm.execute(sql`
      with company as (select id from companies where name ilike '%bryggarhuset%')
      insert into subscription_modules (company_id, type, billing_period, period_anchor)
      select id, 'weekly-rankings', 'monthly', now() from company`);
    catalogue = await queryRows(
      t.db,
      sql`select id, product_number, trim(name_bold || ' ' || coalesce(name_thin, '')) as name, producer_name as producer, volume_ml
          from products where producer_name is not null order by product_number`,
    );
  });

  it("the demo's lists are there for everyone, marked as made from simulated sales: every row matched, and the figures reconcile", async () => {
    const { items, weeks } = await data<{ items: WeeklyRankingList[]; weeks: string[] }>(t, "/api/v1/weekly-rankings/lists", operator);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    // PRODUCT.md §7 (Weekly rankings): the demo's lists never pass for the monopoly's published ones.
    expect(items.every((l) => l.source === "demo" && l.status === "processed")).toBe(true);
    const [week] = weeks;
    const rows = await allRows(t, nordvik, `week=${week}`);
    const stats = await data<WeeklyStatistics>(t, `/api/v1/weekly-rankings/statistics?week=${week}`, nordvik);
    expect(stats.rows).toBe(rows.length);
    expect(stats.matched).toBe(rows.length);
    expect(stats.matchRate).toBe(1);
    expect(stats.byCategory.reduce((a, c) => a + c.rows, 0)).toBe(rows.length);
    expect(stats.ownRows).toBe(rows.filter((r) => r.own).length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // Each category's list runs 1, 2, 3 … by units sold.
    for (const category of new Set(rows.map((r) => r.category))) {
      const ofCategory = rows.filter((r) => r.category === category);
      expect(ofCategory.map((r) => r.position)).toEqual(ofCategory.map((_, i) => i + 1));
      for (let i = 1; i < ofCategory.length; i++) expect(ofCategory[i]!.units!).toBeLessThanOrEqual(ofCategory[i - 1]!.units!);
    }
    expect(rows.every((r) => !r.editable && r.matchedProduct?.productNumber === r.articleNumber)).toBe(true);
    expect((await data<WeeklyRankingsPage>(t, "/api/v1/weekly-rankings", nordvik)).week).toBe(week);

    const [first] = rows;
    const history = await data<WeeklyProductHistory>(t, `/api/v1/weekly-rankings/products/${first!.matchedProduct!.id}`, nordvik);
    expect(history.weeks.at(-1)).toMatchObject({ week, position: first!.position });
    const published = await t.app.inject({
      method: "PUT",
      url: `/api/v1/weekly-rankings/entries/${first!.id}/match`,
      headers: nordvik,
      payload: { productId: null },
    });
    expect(published.json()).toMatchObject({ statusCode: 403, code: "WEEKLY_LIST_PUBLISHED" });
  });

  it("a supplier's own XLSX list without article numbers: matched by name, a row fixed by hand stays fixed when the file is processed again", async () => {
    const picked = catalogue.filter((_, i) => i % 7 === 3).slice(0, 40);
    const typo = (name: string) => name.replace(/([a-zåäö])([a-zåäö])([a-zåäö]*)$/i, "$2$1$3");
    const sheet = [
      ["Veckans försäljning, vecka 44"],
      ["Plats", "Produkt", "Tillverkare", "Storlek", "Län", "Sålda enheter"],
      ...picked.map((p, i) => [
        i + 1,
        i % 3 === 0 ? typo(p.name) : i % 3 === 1 ? p.name.toUpperCase() : `${p.name} 2022`,
        i % 4 === 0 ? null : p.producer,
        p.volume_ml ? (i % 2 ? `${p.volume_ml / 10} cl` : `${p.volume_ml} ml`) : null,
        i % 2 ? "Stockholms län" : "Skåne län",
        100 - i,
      ]),
      [41, "Ett vin som inte finns i sortimentet", "Okänd producent", "75 cl", "Skåne län", 3],
    ];
    const file = await upload(t, nordvik, "vecka-44.xlsx", await workbook(sheet), XLSX);
    const list = await processList(t, nordvik, file.id, "2026-W44");
    expect(list).toMatchObject({ status: "processed", source: "own", rowCount: 41, skipped: [] });
    const rows = await allRows(t, nordvik, `week=2026-W44&listId=${list.id}`);
    const right = rows.filter((r, i) => i < 40 && r.matchedProduct?.id === Number(picked[i]!.id));
    expect(right.length / 40).toBeGreaterThanOrEqual(0.95);
    const wrong = rows.filter((r, i) => r.matchingStatus === "matched" && (i === 40 || r.matchedProduct?.id !== Number(picked[i]!.id)));
    expect(wrong).toEqual([]);
    expect(rows[40]).toMatchObject({ matchingStatus: "unmatched", county: "Skåne län", editable: true });
    expect((await data<Upload>(t, `/api/v1/uploads/${file.id}`, nordvik)).status).toBe("processed");

    // The unknown wine is matched by hand to an article; the decision survives processing the file again.
    const target = picked[0]!;
    const fixed = await data<WeeklyRankingEntry>(t, `/api/v1/weekly-rankings/entries/${rows[40]!.id}/match`, nordvik, {
      method: "PUT",
      payload: { productId: Number(target.id) },
    });
    expect(fixed).toMatchObject({ matchingStatus: "matched", manualBy: "Johan Berg", matchedProduct: { id: Number(target.id) } });
    const again = await processList(t, nordvik, file.id, "2026-W44");
    expect(again.id).toBe(list.id);
    const after = await allRows(t, nordvik, `week=2026-W44&listId=${list.id}`);
    expect(after[40]).toMatchObject({ matchingStatus: "matched", manualBy: "Johan Berg", matchedProduct: { id: Number(target.id) } });
    expect(again.matched).toBe(list.matched + 1);

    // Another company sees neither the list nor its rows, and cannot touch them.
    expect((await t.app.inject({ url: `/api/v1/weekly-rankings/lists/${list.id}`, headers: bryggarhuset })).statusCode).toBe(404);
    const theirs = await allRows(t, bryggarhuset, "week=2026-W44");
    expect(theirs.some((r) => r.listId === list.id)).toBe(false);
    const foreign = await t.app.inject({
      method: "PUT",
      url: `/api/v1/weekly-rankings/entries/${rows[0]!.id}/match`,
      headers: bryggarhuset,
      payload: { productId: null },
    });
    expect(foreign.statusCode).toBe(404);
    const process = await t.app.inject({
      method: "POST",
      url: "/api/v1/weekly-rankings/process",
      headers: bryggarhuset,
      payload: { uploadId: file.id, week: "2026-W44" },
    });
    expect(process.json()).toMatchObject({ statusCode: 404, code: "UPLOAD_NOT_FOUND" });

    // The export imports again to the same rows, as CSV and as XLSX.
    for (const format of ["csv", "xlsx"] as const) {
      const exported = await t.app.inject({ url: `/api/v1/weekly-rankings/export/${list.id}?format=${format}`, headers: nordvik });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers["content-disposition"]).toContain(`veckolista-2026-W44.${format}`);
      const parsed = format === "csv" ? parseCsv(exported.rawPayload) : await parseWeeklyList(exported.rawPayload, "xlsx");
      expect(parsed.rows.map((r) => [r.position, r.name, r.producer, r.volumeMl, r.county, r.units])).toEqual(
        after.map((r) => [r.position, r.name, r.producer, r.volumeMl, r.county, r.units]),
      );
      const reimported = await upload(t, nordvik, `igen.${format}`, exported.rawPayload, format === "csv" ? CSV : XLSX);
      const copy = await processList(t, nordvik, reimported.id, format === "csv" ? "2026-W40" : "2026-W41");
      expect(copy).toMatchObject({ rowCount: 41, matched: again.matched });
    }
  });

  it("the real top-100 lists of the monopoly import from CSV and XLSX with every row kept", async () => {
    const lists = JSON.parse(readFileSync(sharedData("systembolaget-sales-top100-brands-2014-2018.json"), "utf8")) as {
      year: number;
      category: string;
      brands: { rank: number; brand: string; litersYear: number }[];
    }[];
    const sprit = lists.find((l) => l.category === "Sprit" && l.year === 2018)!;
    const cells = [
      ["Placering", "Varumärke", "Kategori", "Liter"],
      ...sprit.brands.map((b) => [b.rank, b.brand, sprit.category, b.litersYear]),
    ];
    const csv = Buffer.from(cells.map((row) => row.join(";")).join("\n"), "utf8");
    for (const [name, bytes, type, week] of [
      ["sprit-2018.csv", csv, CSV, "2026-W30"],
      ["sprit-2018.xlsx", await workbook(cells), XLSX, "2026-W31"],
    ] as const) {
      const list = await processList(t, nordvik, (await upload(t, nordvik, name, bytes, type)).id, week);
      expect(list).toMatchObject({ status: "processed", rowCount: sprit.brands.length, skipped: [] });
      const rows = await allRows(t, nordvik, `week=${week}&listId=${list.id}`);
      expect(rows.map((r) => r.name)).toEqual(sprit.brands.map((b) => b.brand));
      expect(rows.map((r) => r.litres)).toEqual(sprit.brands.map((b) => b.litersYear));
    }
  });

  it("refuses what it cannot import, each with its reason", async () => {
    const unreadable = await upload(t, nordvik, "fel.csv", Buffer.from("a;b;c\n1;2;3\n"), CSV);
    const failed = await processList(t, nordvik, unreadable.id, "2026-W20");
    expect(failed).toMatchObject({ status: "failed", errorCode: "NO_HEADER", message: expect.stringContaining("No header row") });
    expect(await data<Upload>(t, `/api/v1/uploads/${unreadable.id}`, nordvik)).toMatchObject({ status: "failed", errorCode: "NO_HEADER" });

    // 80 MB once unpacked: refused without being unpacked (tests/unit/table-reader.test.ts: on a thread of its own).
    const inflating = await upload(t, nordvik, "vecka-20.xlsx", await inflatingWorkbook(), XLSX);
    const bomb = await processList(t, nordvik, inflating.id, "2026-W20");
    expect(bomb).toMatchObject({ status: "failed", errorCode: "TABLE_TOO_LARGE", message: expect.stringContaining("unpacks to 80 MB") });

    const ticket = await data<UploadTicket>(t, "/api/v1/uploads/request", nordvik, {
      method: "POST",
      payload: { filename: "ej-bekräftad.csv", contentType: CSV, size: 10, purpose: "weekly-ranking" },
    });
    const cases: [object, Headers, number, string | undefined][] = [
      [{ uploadId: ticket.id, week: "2026-W21" }, nordvik, 409, "UPLOAD_NOT_CONFIRMED"],
      [{ uploadId: unreadable.id, week: "2025-W53" }, nordvik, 400, "WEEK_NOT_FOUND"],
      [{ uploadId: unreadable.id, week: "2026-W60" }, nordvik, 400, undefined],
      [{ uploadId: unreadable.id, week: "2026-W21" }, operator, 403, "WEEKLY_NEEDS_COMPANY"],
      [{ uploadId: unreadable.id, week: "2026-W21" }, { "x-api-key": TEST_API_KEY }, 401, "APP_KEY_NOT_ENOUGH"],
    ];
    for (const [payload, headers, status, code] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/weekly-rankings/process", headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }
    expect((await t.app.inject({ url: "/api/v1/weekly-rankings?cursor=nonsense", headers: nordvik })).json().code).toBe("INVALID_CURSOR");
    expect((await t.app.inject({ url: "/api/v1/weekly-rankings/products/99999999", headers: nordvik })).statusCode).toBe(404);
  });
});
