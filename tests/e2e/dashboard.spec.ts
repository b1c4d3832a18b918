import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, saveScreenshot, signIn, test } from "./fixtures";

test.use({ locale: "sv-SE" });

/** The API's answer for the same query the page makes, fetched with a session of the test's own. */
async function apiGet<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const login = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  const { accessToken } = ((await login.json()) as { tokens: { accessToken: string } }).tokens;
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The digits of a shown figure: "1 184 576 kr" → 1184576. */
const digits = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

async function kpi(page: Page, figure: string) {
  const card = page.getByTestId(`kpi-${figure}`);
  await expect(card.locator(".fx-kpi-value")).toBeVisible();
  return digits(await card.locator(".fx-kpi-value").textContent());
}

interface Totals {
  units: number;
  revenue: number;
  storesSelling: number;
}

test("the dashboard shows the company's figures as the API gives them, and follows the period and a chosen product", async ({ page }) => {
  const user = DEMO.nordvikUser.email;
  await signIn(page, user);
  const [company] = await apiGet<{ id: string; name: string }[]>(page.request, user, "/companies?limit=100");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Försäljning – ${company!.name}`);
  await expect(page.getByRole("link", { name: "Översikt" })).toHaveClass(/active/);

  const month = await apiGet<{ totals: Totals }>(page.request, user, `/companies/${company!.id}/sales?period=30d`);
  expect(await kpi(page, "units")).toBe(month.totals.units);
  expect(await kpi(page, "revenue")).toBe(Math.round(month.totals.revenue));
  expect(await kpi(page, "storesSelling")).toBe(month.totals.storesSelling);
  await expect(page.getByTestId("chart")).toBeVisible();
  await expect(page.getByTestId("data-availability")).toContainText("Senaste lagerögonblicksbild");
  await saveScreenshot(page, "dashboard");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByTestId("period-select").getByText("7 dagar").click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  const week = await apiGet<{ totals: Totals }>(page.request, user, `/companies/${company!.id}/sales?period=7d`);
  await expect.poll(() => kpi(page, "units")).toBe(week.totals.units);
  expect(week.totals.units).not.toBe(month.totals.units);

  // the best seller's own dashboard, and the way back
  const top = page.locator(".fx-data-card").filter({ hasText: "Bästsäljare" }).getByRole("link").first();
  const name = (await top.locator("strong").textContent())!;
  await top.click();
  await expect(page).toHaveURL(/[?&]product=\d+/);
  const productId = Number(new URL(page.url()).searchParams.get("product"));
  await expect(page.getByRole("heading", { level: 2 })).toContainText(name);
  const product = await apiGet<{ totals: Totals }>(page.request, user, `/products/${productId}/sales?period=7d`);
  await expect.poll(() => kpi(page, "units")).toBe(product.totals.units);
  expect(await kpi(page, "revenue")).toBe(Math.round(product.totals.revenue));
  await saveScreenshot(page, "dashboard-product");
  await page.getByTestId("dashboard-back").click();
  await expect(page).toHaveURL("/?period=7d");
  await expect.poll(() => kpi(page, "units")).toBe(week.totals.units);
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
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
