import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { RANKING_RULES } from "../../contracts";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, digits, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Analysis {
  window: { from: string };
  totals: { products: number };
  flagCounts: Record<"topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk", number>;
  segments: { ownProducts: number }[];
}

/** The figure in the ranking table's title ("1 654 produkter", "133 av 1 654 produkter"): the rows shown. */
const shownRows = async (page: Page) => digits((await page.getByTestId("ranking-count").textContent())?.split(" av ")[0] ?? "");
const rows = (page: Page) => page.getByTestId("ranking-table").locator(".ant-table-row");

test("monthly ranking: every row of the ranking, our products marked, flags that filter, the view kept in the URL", async ({ page }) => {
  test.setTimeout(within(120_000));
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const analysis = await apiGet<Analysis>(page.request, `/rankings/analysis?companyId=${company!.id}&period=1m`);
  const own = analysis.segments.reduce((sum, s) => sum + s.ownProducts, 0);
  expect(analysis.totals.products, "the demo ranks more than one page of products").toBeGreaterThan(1000);
  expect(own).toBeGreaterThan(0);

  await signIn(page, DEMO.nordvikUser.email);
  // From the header's link, which reads "Månadsranking" in Swedish.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Månadsranking" }).click();
  await expect(page).toHaveURL("/monthly-ranking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Månadsranking");

  // Every row arrived (more than one page of 1 000): the count matches the analysis the cards show.
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBe(analysis.totals.products);
  expect(await kpiValue(page, "kpi-products")).toBe(analysis.totals.products);
  expect(await kpiValue(page, "kpi-own")).toBe(own);
  expect(await kpiValue(page, "kpi-flag-risingStar")).toBe(analysis.flagCounts.risingStar);
  const month = new Intl.DateTimeFormat("sv-SE", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(analysis.window.from),
  );
  await expect(page.getByTestId("ranking-window")).toContainText(month);
  await saveScreenshot(page, "monthly-ranking-1280", { fullPage: false });
  expect(await seriousOrCritical(page)).toEqual([]);

  // A screen reader reads one table of every row: how many there are, and where each drawn row is.
  const table = page.getByRole("table", { name: "Ranking" });
  await expect(table).toHaveAttribute("aria-rowcount", String(analysis.totals.products + 1));
  await expect(table.getByRole("columnheader")).toHaveCount(12);
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toHaveAttribute("aria-rowindex", "2");
  await expect(firstRow.getByRole("cell")).toHaveCount(12);
  // Scrolled to the end, the last row is drawn and says it is the last.
  await page
    .getByTestId("ranking-table")
    .locator(".ant-table-tbody-virtual-holder")
    .evaluate((holder) => (holder.scrollTop = holder.scrollHeight));
  await expect(table.locator(`[role="row"][aria-rowindex="${analysis.totals.products + 1}"]`)).toHaveCount(1);

  // The column chooser hides a column, in this browser, until it is shown again.
  await page.getByTestId("ranking-columns").click();
  await page.getByRole("checkbox", { name: "Producent" }).uncheck();
  await expect(table.getByRole("columnheader", { name: "Producent" })).toHaveCount(0);
  await expect(page.getByTestId("ranking-columns")).toContainText("1 dold");
  await page.reload();
  await expect(page.getByRole("table", { name: "Ranking" }).getByRole("columnheader", { name: "Placering" })).toBeVisible({
    timeout: within(30_000),
  });
  await expect(page.getByRole("table", { name: "Ranking" }).getByRole("columnheader", { name: "Producent" })).toHaveCount(0);
  await page.getByTestId("ranking-columns").click();
  await page.getByRole("checkbox", { name: "Producent" }).check();
  await expect(page.getByRole("table", { name: "Ranking" }).getByRole("columnheader", { name: "Producent" })).toHaveCount(1);
  await page.keyboard.press("Escape");

  // Only our products: the count is ours, and every row shown carries the "Vår" marker.
  await page.getByRole("switch", { name: "Endast våra produkter" }).click();
  await expect(page).toHaveURL(/own=1/);
  await expect.poll(() => shownRows(page)).toBe(own);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row.locator(".fx-own-tag")).toHaveText("Vår");
  await page.getByRole("switch", { name: "Endast våra produkter" }).click();
  await expect.poll(() => shownRows(page)).toBe(analysis.totals.products);

  // A flag's card filters the rows to it; each row shown carries its tag.
  const top = page.getByTestId("kpi-flag-topPerformer");
  await top.click();
  await expect(top).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/flag=topPerformer/);
  await expect.poll(() => shownRows(page)).toBe(analysis.flagCounts.topPerformer);
  expect(analysis.flagCounts.topPerformer).toBeGreaterThan(1);
  expect(analysis.flagCounts.topPerformer).toBeLessThan(analysis.totals.products);
  for (const row of await rows(page).all()) await expect(row.getByText("Toppresterare", { exact: true })).toBeVisible();

  // Sorted by revenue, highest first: the URL keeps the filter and the sort across a reload.
  await page.getByTestId("ranking-table").getByText("Försäljning", { exact: true }).click();
  await expect(page).toHaveURL(/sort=revenue&order=descend/);
  await page.reload();
  await expect(page.getByTestId("kpi-flag-topPerformer")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBe(analysis.flagCounts.topPerformer);
  // The card draws its rows in the render after the count's (DataCard keeps its skeleton one render longer).
  await expect(rows(page).nth(1)).toBeVisible();
  const revenues = await rows(page).evaluateAll((list) => list.map((row) => row.children[4]!.textContent ?? ""));
  const figures = revenues.map((text) => Number(text.replace(/[^0-9]/g, "")));
  expect(figures.length).toBeGreaterThan(1);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));

  // What is shown exports as a file: one line per row shown, in the order shown.
  await page.getByTestId("ranking-export").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("ranking-export-csv").click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(analysis.flagCounts.topPerformer + 1);

  // The rules behind the flags, with the thresholds the server uses.
  await page.getByRole("button", { name: "Så fungerar rankingen och flaggorna" }).click();
  const help = page.getByTestId("ranking-help");
  await expect(help).toContainText(`minst ${RANKING_RULES.topPerformer.minStoresSelling} butiker`);
  await expect(help).toContainText(`minst ${RANKING_RULES.risingStar.minRankGain} placeringar`);

  // A row's product opens its analysis.
  const link = rows(page).first().getByRole("link");
  const name = (await link.textContent())!;
  const id = Number(new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("product"));
  await link.click();
  await expect(page).toHaveURL(`/analysis?product=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ")[0]!);
});

test("a ranking left while its rows were arriving starts again when it is shown again, and reaches every row", async ({ page }) => {
  test.setTimeout(within(120_000));
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const analysis = await apiGet<Analysis>(page.request, `/rankings/analysis?companyId=${company!.id}&period=1m`);
  // The ranking's later pages are held back: the walk is still going when the filter changes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: import("@playwright/test").Route) => {
    await held;
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/api\/v1\/rankings\?.*cursor=/, hold);
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/monthly-ranking");
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBeGreaterThan(0);
  expect(await shownRows(page)).toBeLessThan(analysis.totals.products);
  await page.getByRole("switch", { name: "Endast våra produkter" }).click();
  await expect(page).toHaveURL(/own=1/);
  release();
  await page.unroute(/\/api\/v1\/rankings\?.*cursor=/, hold);
  await page.getByRole("switch", { name: "Endast våra produkter" }).click();
  await expect(page).not.toHaveURL(/own=1/);
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBe(analysis.totals.products);
  // A name comes in several sizes ("Mariestads Export" 330 and 500 ml): each row says its own.
  await expect(rows(page).first().locator(".fx-rank-product a")).toHaveText(/ \d[\d\s]* ml$/);
});

test("monthly ranking on a phone: a chosen month, filters that fit the screen, the table scrolls inside itself", async ({ page }) => {
  test.setTimeout(within(120_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.bryggarhusetUser.email);
  await page.goto("/monthly-ranking");
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBeGreaterThan(1000);

  // The month before the latest, from the month select.
  await page.getByRole("combobox", { name: "En månad" }).click();
  const option = page.locator(".ant-select-item-option").nth(1);
  const label = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/window=\d{4}-\d{2}/);
  await expect(page.getByTestId("ranking-window")).toContainText(`${label}, jämfört med`, { timeout: within(30_000) });
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBeGreaterThan(1000);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
  await saveScreenshot(page, "monthly-ranking-390");
  expect(await seriousOrCritical(page)).toEqual([]);
});

test("a company registered just now sees the whole market ranked, with nothing of its own", async ({ page }) => {
  test.setTimeout(within(120_000));
  const stamp = Date.now();
  const email = `ranking-${stamp}@ranking-e2e.example`;
  const password = "a long enough password 2026";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password, firstName: "Nina", lastName: "Ny", companyName: `Ny Import ${stamp} AB` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, password);
  await page.goto("/monthly-ranking");
  await expect.poll(() => shownRows(page), { timeout: within(30_000) }).toBeGreaterThan(1000);
  expect(await kpiValue(page, "kpi-own")).toBe(0);
  await expect(page.getByTestId("ranking-table").locator(".fx-own-tag")).toHaveCount(0);

  await page.getByRole("switch", { name: "Endast våra produkter" }).click();
  await expect.poll(() => shownRows(page)).toBe(0);
  await saveScreenshot(page, "monthly-ranking-new-company", { fullPage: false });
});
