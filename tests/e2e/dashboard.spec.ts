import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
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
