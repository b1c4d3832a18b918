import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, digits, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Event {
  date: string;
  kind: "launch" | "assortment_change" | "price_change" | "delisting";
  assortmentFrom: string | null;
  assortmentTo: string | null;
}
interface Article {
  productNumber: string;
  productId: number | null;
  name: string;
  category: string | null;
  own: boolean;
  lastEvent: Event | null;
}
interface ArticlePage {
  items: Article[];
  pagination: { total: number };
}
interface Filters {
  eventTypes: { value: string; count: number }[];
  range: { first: string | null; last: string | null };
}
interface Statistics {
  totals: { launches: number; assortmentChanges: number; priceChanges: number; delistings: number; articles: number };
  byMonth: { month: string; launches: number }[];
}

const table = (page: Page) => page.getByTestId("artdisk-table");
const rows = (page: Page) => table(page).locator(".ant-table-row");
/** The figure in the table's title ("4 012 artiklar"). */
const shownCount = async (page: Page) => digits(await page.getByTestId("artdisk-count").textContent());
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

async function choose(page: Page, label: string, option: string | RegExp) {
  // The select around the combobox: its shown value covers the (read-only) input.
  await page
    .locator(".ant-select")
    .filter({ has: page.getByRole("combobox", { name: label, exact: true }) })
    .click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

test("artdisk: the header link opens the register; launches of one month are the API's, an article's timeline, the export has the same rows", async ({
  page,
}) => {
  test.setTimeout(within(180_000));
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const scope = `companyId=${company!.id}`;
  const filters = await apiGet<Filters>(page.request, "/artdisk/filters");
  expect(filters.range.last, "the demo's register has events").toBeTruthy();
  const stats = await apiGet<Statistics>(page.request, `/artdisk/statistics?${scope}`);
  expect(stats.totals.launches).toBeGreaterThan(0);

  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Artdisk" }).click();
  await expect(page).toHaveURL("/artdisk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artdisk");
  await expect.poll(() => kpiValue(page, "kpi-launches")).toBe(stats.totals.launches);
  expect(await kpiValue(page, "kpi-assortmentChanges")).toBe(stats.totals.assortmentChanges);
  expect(await kpiValue(page, "kpi-priceChanges")).toBe(stats.totals.priceChanges);
  expect(await kpiValue(page, "kpi-delistings")).toBe(stats.totals.delistings);
  await expect(page.getByTestId("chart").first()).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await saveScreenshot(page, "artdisk-1280", { fullPage: false });
  expect(await seriousOrCritical(page)).toEqual([]);

  // Launches of the month with the most of them: the event filter and the month, kept in the URL.
  const { month } = stats.byMonth.reduce((best, m) => (m.launches > best.launches ? m : best));
  await choose(page, "Händelse", /^Lansering/);
  await expect(page).toHaveURL(/type=launch/);
  await choose(page, "Månad", monthName(month, "sv-SE"));
  await expect(page).toHaveURL(new RegExp(`type=launch&month=${month}`));
  const query = `${scope}&eventType=launch&from=${month}-01&to=${lastDay(month)}`;
  const launches = await apiGet<ArticlePage>(page.request, `/artdisk?${query}&limit=20`);
  expect(launches.pagination.total, `launches in ${month}`).toBeGreaterThan(0);
  await expect.poll(() => shownCount(page)).toBe(launches.pagination.total);
  await expect(rows(page)).toHaveCount(launches.items.length);
  const numbers = await rows(page).evaluateAll((list) => list.map((row) => row.children[0]!.textContent));
  expect(numbers).toEqual(launches.items.map((a) => a.productNumber));
  for (const tag of await table(page).getByTestId("event-kind").all()) await expect(tag).toHaveText("Lansering");
  // The statistics follow the month: the launch card counts the month's launches.
  const monthStats = await apiGet<Statistics>(page.request, `/artdisk/statistics?${scope}&from=${month}-01&to=${lastDay(month)}`);
  await expect.poll(() => kpiValue(page, "kpi-launches")).toBe(monthStats.totals.launches);
  await saveScreenshot(page, "artdisk-launches-of-a-month");

  // An article with a product page links to it; one the catalogue does not hold is plain text.
  const linked = launches.items.find((a) => a.productId !== null);
  if (linked)
    await expect(rows(page).filter({ hasText: linked.productNumber }).getByRole("link", { name: linked.name })).toHaveAttribute(
      "href",
      `/product/${linked.productId}`,
    );
  const unlinked = launches.items.find((a) => a.productId === null);
  if (unlinked) await expect(rows(page).filter({ hasText: unlinked.productNumber }).getByRole("link")).toHaveCount(0);

  // The first article's timeline: every event, the launch told as a sentence.
  const first = launches.items[0]!;
  const detail = await apiGet<{ events: Event[] }>(page.request, `/artdisk/${first.productNumber}`);
  await rows(page).first().getByTestId("open-history").click();
  await expect(page).toHaveURL(new RegExp(`article=${first.productNumber}`));
  const drawer = page.getByTestId("article-drawer");
  await expect(drawer.getByTestId("timeline-event")).toHaveCount(detail.events.length);
  const launch = detail.events.find((e) => e.kind === "launch" && e.date.startsWith(month))!;
  await expect(drawer.getByTestId("article-timeline")).toContainText(
    launch.assortmentTo ? `Lanserad i ${launch.assortmentTo}` : "Lanserad",
  );
  await saveScreenshot(page, "artdisk-timeline", { fullPage: false });
  expect(await seriousOrCritical(page, '[data-testid="article-drawer"]')).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/article=/);

  // The export: the server's CSV of the same filter, one line per article, the page's first rows among them.
  await page.getByTestId("artdisk-export").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("artdisk-export-csv").click();
  const file = readFileSync(await (await download).path(), "utf8");
  expect(file.startsWith("\uFEFF") && !file.startsWith("\uFEFF\uFEFF"), "one byte-order mark for Excel").toBe(true);
  const csv = file.slice(1);
  const parsed = Papa.parse<string[]>(csv.trim(), { delimiter: ";" }).data;
  expect(parsed[0]![0]).toBe("Artikelnummer");
  expect(parsed.length - 1).toBe(launches.pagination.total);
  expect(parsed.slice(1, 21).map((cells) => cells[0])).toEqual(launches.items.map((a) => a.productNumber));

  // The same rows as a workbook, as every table offers: event dates as dates.
  await page.getByTestId("artdisk-export").click();
  const workbookDownload = page.waitForEvent("download");
  await page.getByTestId("artdisk-export-xlsx").click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await workbookDownload).path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(parsed.length);
  expect(sheet.getRow(2).getCell(1).value).toBe(launches.items[0]!.productNumber);
  const eventDate = parsed[0]!.indexOf("Händelsedatum") + 1;
  expect(sheet.getRow(2).getCell(eventDate).value).toBeInstanceOf(Date);
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("an English reader sees the events in English, with English names of the assortments", async ({ page }) => {
    const english: Record<string, string> = {
      "Fast sortiment": "Fixed range",
      "Tillfälligt sortiment": "Temporary range",
      Ordervaror: "Order range",
      "Lokalt & Småskaligt": "Local & small-scale",
      Säsong: "Seasonal",
      Webblanseringar: "Web launches",
    };
    const label = (name: string) => english[name] ?? name;
    // A move between assortments when the register has one, else a delisting from an assortment.
    const kind = (await apiGet<ArticlePage>(page.request, "/artdisk?eventType=assortment_change&limit=1")).items.length
      ? "assortment_change"
      : "delisting";
    const [article] = (await apiGet<ArticlePage>(page.request, `/artdisk?eventType=${kind}&limit=1`)).items;
    const detail = await apiGet<{ events: Event[] }>(page.request, `/artdisk/${article!.productNumber}`);
    const event = detail.events.findLast((e) => e.kind === kind)!;
    const sentence =
      kind === "assortment_change"
        ? `Moved from ${label(event.assortmentFrom!)} to ${label(event.assortmentTo!)}`
        : event.assortmentFrom
          ? `Left ${label(event.assortmentFrom)}`
          : "Left the assortment";

    await signIn(page, DEMO.nordvikUser.email);
    await page.goto(`/artdisk?type=${kind}&article=${article!.productNumber}`);
    const drawer = page.getByTestId("article-drawer");
    await expect(drawer.getByTestId("article-timeline")).toContainText(sentence);
    await saveScreenshot(page, "artdisk-en-timeline", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artdisk");
    await expect(table(page).getByTestId("event-kind").first()).toHaveText(
      kind === "assortment_change" ? "Assortment change" : "Delisting",
    );
    await saveScreenshot(page, "artdisk-en", { fullPage: false });
  });
});

test("a company registered just now sees the market's register, with nothing of its own", async ({ page }) => {
  test.setTimeout(within(120_000));
  const stamp = Date.now();
  const email = `artdisk-${stamp}@artdisk-e2e.example`;
  const password = "a long enough password 2026";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password, firstName: "Alva", lastName: "Artikel", companyName: `Ny Artikel ${stamp} AB` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, password);
  await page.goto("/artdisk");
  await expect.poll(() => shownCount(page), { timeout: within(30_000) }).toBeGreaterThan(0);
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).locator(".fx-own-tag")).toHaveCount(0);

  await page.getByRole("switch", { name: "Bara våra artiklar" }).click();
  await expect(page).toHaveURL(/own=1/);
  await expect(page.getByTestId("artdisk-count")).toHaveText("0 artiklar");
  await expect(page.getByText("Inga av ert företags artiklar finns i registret")).toBeVisible();
  // The figures of the whole register stay (dimmed) until the company's own arrive.
  await expect.poll(() => kpiValue(page, "kpi-launches")).toBe(0);
  await saveScreenshot(page, "artdisk-new-company", { fullPage: false });
});

test("an empty register says what it will hold instead of a blank page", async ({ page }) => {
  await page.route("**/api/v1/artdisk/filters", (route) =>
    route.fulfill({
      json: { data: { categories: [], assortments: [], eventTypes: [], producers: [], range: { first: null, last: null } } },
    }),
  );
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/artdisk");
  await expect(page.getByTestId("artdisk-empty")).toContainText("Artikelregistret är tomt än så länge");
  await expect(page.getByTestId("artdisk-empty")).toContainText("Registret fylls när Fenix läser in");
  await saveScreenshot(page, "artdisk-empty", { fullPage: false });
});

test("the artdisk fits a phone", async ({ page }) => {
  test.setTimeout(within(120_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.bryggarhusetUser.email);
  await page.goto("/artdisk?chart=category");
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId("chart").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
  await saveScreenshot(page, "artdisk-390");
  expect(await seriousOrCritical(page)).toEqual([]);

  await rows(page).first().click();
  await expect(page.getByTestId("article-drawer").getByTestId("timeline-event").first()).toBeVisible();
  await saveScreenshot(page, "artdisk-390-timeline", { fullPage: false });
});
