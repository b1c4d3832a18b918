import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Totals {
  units: number;
  revenue: number;
  storesSelling: number;
}

test("the dashboard shows the company's figures as the API gives them, and follows the period and a chosen product", async ({ page }) => {
  const user = DEMO.nordvikUser.email;
  await signIn(page, user);
  const [company] = await apiGet<{ id: string; name: string }[]>(page.request, "/companies?limit=100");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Försäljning – ${company!.name}`);
  await expect(page.getByRole("link", { name: "Översikt" })).toHaveClass(/active/);

  const month = await apiGet<{ totals: Totals }>(page.request, `/companies/${company!.id}/sales?period=30d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(month.totals.units);
  expect(await kpiValue(page, "kpi-revenue")).toBe(Math.round(month.totals.revenue));
  expect(await kpiValue(page, "kpi-storesSelling")).toBe(month.totals.storesSelling);
  await expect(page.getByTestId("chart")).toBeVisible();
  await expect(page.getByTestId("data-availability")).toContainText("Senaste lagerögonblicksbild");
  await saveScreenshot(page, "dashboard");
  expect(await seriousOrCritical(page)).toEqual([]);

  await page.getByTestId("period-select").getByText("7 dagar").click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  const week = await apiGet<{ totals: Totals }>(page.request, `/companies/${company!.id}/sales?period=7d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(week.totals.units);
  expect(week.totals.units).not.toBe(month.totals.units);

  // the best seller's own dashboard, and the way back
  const top = page.locator(".fx-data-card").filter({ hasText: "Bästsäljare" }).getByRole("link").first();
  const name = (await top.locator("strong").textContent())!;
  // Each best seller says its bottle size: one name can come in several.
  const sellers = await page.locator(".fx-data-card").filter({ hasText: "Bästsäljare" }).getByRole("link").allTextContents();
  for (const seller of sellers) expect(seller).toMatch(/ \d[\d\u00a0]* ml$/);
  await top.click();
  await expect(page).toHaveURL(/[?&]product=\d+/);
  const productId = Number(new URL(page.url()).searchParams.get("product"));
  await expect(page.getByRole("heading", { level: 2 })).toContainText(name);
  const product = await apiGet<{ totals: Totals }>(page.request, `/products/${productId}/sales?period=7d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(product.totals.units);
  expect(await kpiValue(page, "kpi-revenue")).toBe(Math.round(product.totals.revenue));
  await saveScreenshot(page, "dashboard-product");
  await page.getByTestId("dashboard-back").click();
  await expect(page).toHaveURL("/?period=7d");
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(week.totals.units);
});

test("the chosen period goes with the user to other pages, and the figures stay (dimmed) while a new period loads", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  await page.goto("/");
  const week = await apiGet<{ totals: Totals }>(page.request, `/companies/${company!.id}/sales?period=7d`);
  const quarter = await apiGet<{ totals: Totals }>(page.request, `/companies/${company!.id}/sales?period=90d`);
  await page.getByTestId("period-select").getByText("7 dagar").click();
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(week.totals.units);

  // The 90-day answer is held back: the 7-day figures stay on screen, marked busy, until it comes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/companies/${company!.id}/sales?period=90d`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId("period-select").getByText("90 dagar").click();
  const units = page.getByTestId("kpi-units");
  await expect(units).toHaveAttribute("aria-busy", "true");
  expect(await kpiValue(page, "kpi-units")).toBe(week.totals.units);
  release();
  // The held call answers behind the other calls the period switches queued on the
  // single-threaded embedded database.
  await expect.poll(() => kpiValue(page, "kpi-units"), { timeout: within(15_000) }).toBe(quarter.totals.units);
  await expect(units).not.toHaveAttribute("aria-busy", "true");

  // Another page opened without a period in its address starts from the one chosen.
  const [product] = (await apiGet<{ items: { id: number }[] }>(page.request, "/products?search=ch&limit=1")).items;
  await page.goto(`/product/${product!.id}`);
  await expect(page.getByTestId("period-select").getByRole("radio", { checked: true })).toHaveText("90 dagar");
  const figures = await apiGet<{ totals: Totals }>(page.request, `/products/${product!.id}/sales?period=90d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(figures.totals.units);
});

test("nothing on the dashboard moves when the sales figures arrive: the chart's card keeps its skeleton's height", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.setViewportSize({ width: 1280, height: 900 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/companies\/[^/]+\/sales\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const chartCard = page.locator("section.fx-data-card").filter({ hasText: "Försäljning per dag (kr)" });
  await expect(chartCard).toHaveAttribute("aria-busy", "true");
  const tablesRow = page.locator("main .ant-row").first();
  const before = { card: await chartCard.boundingBox(), row: await tablesRow.boundingBox() };
  release();
  await expect(page.getByTestId("comparison-note")).toBeVisible();
  await expect(chartCard.getByTestId("chart")).toBeVisible();
  const after = { card: await chartCard.boundingBox(), row: await tablesRow.boundingBox() };
  expect(Math.abs(after.card!.height - before.card!.height)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.row!.y - before.row!.y)).toBeLessThanOrEqual(2);
  // The note names a few segments and counts the rest: one line under the chart.
  expect((await page.getByTestId("comparison-note").boundingBox())!.height).toBeLessThanOrEqual(24);
});

test("twelve months of a market with 90 days of data say where the data begins", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const year = await apiGet<{ period: { from: string; dataFrom: string | null } }>(
    page.request,
    `/companies/${company!.id}/sales?period=12m`,
  );
  expect(year.period.dataFrom! > year.period.from).toBe(true);
  await page.goto("/?period=12m");
  const shown = new Intl.DateTimeFormat("sv-SE", { dateStyle: "medium" }).format(new Date(year.period.dataFrom!));
  await expect(page.getByTestId("data-availability")).toContainText(`data finns först från ${shown}`);
});

test("changes compare like for like: per day of data when the spans differ, and with the same period last year when chosen", async ({
  page,
}) => {
  interface Compared {
    period: { from: string; daysWithData: number };
    previousPeriod: { from: string; daysWithData: number };
    totals: Totals;
    previous: Totals;
  }
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const change = page.getByTestId("kpi-units").locator(".fx-kpi-change");
  // 90 days against the 90 before: the demo's days of movements reach back 90 days, history before
  // them is whole months, so the previous period holds fewer days of data.
  const quarter = await apiGet<Compared>(page.request, `/companies/${company!.id}/sales?period=90d`);
  expect(quarter.previousPeriod.daysWithData).toBeLessThan(quarter.period.daysWithData);
  await page.goto("/?period=90d");
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(quarter.totals.units);
  const percent = (value: number) =>
    new Intl.NumberFormat("sv-SE", { style: "percent", maximumFractionDigits: 1 }).format(Math.abs(value)).replace(/\u00a0/g, " ");
  const perDay = (answer: Compared) =>
    answer.totals.units / answer.period.daysWithData / (answer.previous.units / answer.previousPeriod.daysWithData) - 1;
  const shown = async () => (await change.textContent())!.replace(/\u00a0/g, " ").trim();
  const expected = (answer: Compared, versus: string) => {
    const value = perDay(answer);
    if (Math.abs(value) < 0.0005) return `oförändrat ${versus}`;
    return `${value >= 0 ? "upp" : "ned"} ${percent(value)} per dag med data ${versus}`;
  };
  await expect.poll(shown).toBe(expected(quarter, "mot föregående period"));

  await page.getByTestId("compare-select").getByText("Samma period i fjol").click();
  await expect(page).toHaveURL(/[?&]compare=year/);
  const lastYear = await apiGet<Compared>(page.request, `/companies/${company!.id}/sales?period=90d&compare=year`);
  expect(lastYear.previousPeriod.from).toBe(`${Number(lastYear.period.from.slice(0, 4)) - 1}${lastYear.period.from.slice(4)}`);
  // The demo's history a year back is whole months: fewer days with data, compared per day.
  expect(lastYear.previousPeriod.daysWithData).toBeGreaterThan(0);
  await expect.poll(shown).toBe(expected(lastYear, "mot samma period i fjol"));
  await expect(page.getByTestId("data-availability")).toContainText("jämfört med data för");
  await saveScreenshot(page, "dashboard-last-year");
  // Back to the previous period: the URL drops the choice.
  await page.getByTestId("compare-select").getByText("Föregående period").click();
  await expect(page).not.toHaveURL(/compare=/);
  await expect(change).toContainText("mot föregående period");
});

test("the best stores export as CSV for Swedish Excel and as a workbook with typed cells", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const top = await apiGet<{ items: { storeName: string; siteId: string; units: number; revenue: number }[] }>(
    page.request,
    `/sales/top-stores?companyId=${company!.id}&period=30d&limit=10`,
  );
  await page.goto("/");
  const first = top.items[0]!;

  await page.getByTestId("export-top-stores").click();
  const csvDownload = page.waitForEvent("download");
  await page.getByTestId("export-top-stores-csv").click();
  const csv = readFileSync((await (await csvDownload).path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe("Butik;Nummer;Ort;Antal;Försäljning (kr)");
  expect(lines).toHaveLength(top.items.length + 1);
  expect(lines[1]!.split(";").slice(0, 2)).toEqual([first.storeName, first.siteId]);
  expect(lines[1]!.split(";")[4]).toBe(String(first.revenue).replace(".", ","));

  await page.getByTestId("export-top-stores").click();
  const xlsxDownload = page.waitForEvent("download");
  await page.getByTestId("export-top-stores-xlsx").click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsxDownload).path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell("A2").value).toBe(first.storeName);
  expect(sheet.getCell("D2").value).toBe(first.units);
  expect(sheet.getCell("E2").value).toBe(first.revenue);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard fits a 390 px screen", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/sales-dashboard?period=90d");
    await expect(page.getByTestId("kpi-units").locator(".fx-kpi-value")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "dashboard-phone");
    expect(await seriousOrCritical(page)).toEqual([]);
  });
});
