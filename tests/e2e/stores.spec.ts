import { readFileSync } from "node:fs";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { apiGet, digits, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface StoreList {
  items: { id: number; storeId: string; siteName: string; city: string | null }[];
  pagination: { total: number };
}

test("the stores page filters by county, and a store page shows its figures as the API gives them", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/stores");
  const everyone = await apiGet<StoreList>(page.request, "/stores?limit=25");
  const count = page.locator(".fx-data-card .fx-card-title");
  await expect.poll(async () => digits(await count.textContent())).toBe(everyone.pagination.total);

  await page.getByRole("combobox", { name: "Län" }).fill("Uppsala");
  // the counties arrive with the page; Enter picks the highlighted one once it is listed
  await expect(page.locator(".ant-select-item-option").filter({ hasText: "Uppsala län" })).toBeVisible();
  await page.getByRole("combobox", { name: "Län" }).press("Enter");
  await expect(page).toHaveURL(/county=Uppsala/);
  const uppsala = await apiGet<StoreList>(page.request, `/stores?county=${encodeURIComponent("Uppsala län")}&limit=25`);
  await expect.poll(async () => digits(await count.textContent())).toBe(uppsala.pagination.total);
  expect(uppsala.pagination.total).toBeLessThan(everyone.pagination.total);
  await saveScreenshot(page, "stores");
  expect(await seriousOrCritical(page)).toEqual([]);

  const first = uppsala.items[0]!;
  // Store names repeat across towns; the store number is unique.
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: first.storeId, exact: true }) });
  await row.getByRole("link").click();
  // The address carries the store number users know and paste.
  await expect(page).toHaveURL(`/stores/${first.storeId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.siteName);
  const month = await apiGet<{ totals: { units: number; revenue: number } }>(page.request, `/stores/${first.id}/performance?period=30d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(month.totals.units);
  expect(await kpiValue(page, "kpi-revenue")).toBe(Math.round(month.totals.revenue));
  await page.getByTestId("period-select").getByText("7 dagar").click();
  await expect(page).toHaveURL(/period=7d/);
  const week = await apiGet<{ totals: { units: number } }>(page.request, `/stores/${first.id}/performance?period=7d`);
  await expect.poll(() => kpiValue(page, "kpi-units")).toBe(week.totals.units);
  await expect(page.getByTestId("inventory")).toBeVisible();
  // The categories export for Swedish Excel: shares of all the store's sales, in percent
  await page.getByTestId("export-store-categories").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-store-categories-csv").click();
  const csv = readFileSync((await (await download).path())!, "utf8").replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.split("\r\n");
  expect(header).toBe("Kategori;Underkategori;Listade;Sålt antal;Försäljning (kr);Andel av försäljningen (%)");
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Number(row.split(";")[5]!.replace(",", "."))).toBeLessThanOrEqual(100);
  await saveScreenshot(page, "store");
  expect(await seriousOrCritical(page)).toEqual([]);

  // The internal id opens the same store, and so does a number with its leading zero.
  await page.goto(`/stores/${first.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.siteName);
  const padded = (await apiGet<StoreList>(page.request, "/stores?search=0&limit=100")).items.find((s) => s.storeId.startsWith("0"));
  expect(padded, "a store whose number starts with 0").toBeTruthy();
  await page.goto(`/stores/${padded!.storeId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(padded!.siteName);

  await page.goto("/stores/99999999");
  await expect(page.getByText("Butiken hittades inte")).toBeVisible();
});

test("an agent (ombud) opens from the store list by its number, which has a suffix", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [agent] = (await apiGet<StoreList>(page.request, "/stores?limit=1&isAgent=true&sortBy=name")).items;
  expect(agent!.storeId).toMatch(/^\d+-\w+$/);
  await page.goto(`/stores?search=${encodeURIComponent(agent!.storeId)}`);
  await page.getByRole("link", { name: agent!.siteName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stores/${agent!.storeId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent!.siteName);
  await expect(page.getByText(agent!.storeId, { exact: true })).toBeVisible();
  await expect(page.getByText("Butiken hittades inte")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a store page fits a 390 px screen", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    const [store] = (await apiGet<StoreList>(page.request, "/stores?limit=1&sortBy=name")).items;
    await page.goto(`/stores/${store!.id}`);
    await expect(page.getByTestId("kpi-units").locator(".fx-kpi-value")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Every card's title is whole: a card's controls move under it rather than cut it to "Inven…".
    await expect(page.locator(".fx-card-title", { hasText: "Lager" })).toBeVisible();
    const cut = await page
      .locator(".fx-card-title")
      .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth).map((title) => title.textContent));
    expect(cut).toEqual([]);
    await saveScreenshot(page, "store-phone");
    expect(await seriousOrCritical(page)).toEqual([]);

    // The demo's opening hours are the monopoly's weeks of November 2025: shown as what they are, one day per line.
    await page.goto("/stores/0506");
    await expect(page.getByText(/^Senast publicerade öppettider, för \d+ nov\. 2025 – \d+ nov\. 2025:$/)).toBeVisible();
    const days = page.getByTestId("opening-hours").getByRole("listitem");
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveText(/^(mån|tis|ons|tors|fre|lör|sön) \d+ nov\. 2025 (\d\d:\d\d–\d\d:\d\d|stängt)/);
  });
});
