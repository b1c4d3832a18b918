import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, saveScreenshot, signIn, test, within } from "./fixtures";

test.use({ locale: "en-GB" });

/** A member's own session through the API, and the dashboard's four calls for the default period. */
async function openMemberDashboard(request: APIRequestContext): Promise<string[]> {
  const login = await request.post("/api/v1/auth/login", { data: { email: DEMO.nordvikUser.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken}` };
  const companies = await request.get("/api/v1/companies?limit=10", { headers });
  const [company] = ((await companies.json()) as { data: { id: string }[] }).data;
  const outcomes: string[] = [];
  for (const url of [
    `/api/v1/companies/${company!.id}/sales?period=30d`,
    `/api/v1/companies/${company!.id}/products?period=30d&limit=10`,
    `/api/v1/sales/top-stores?companyId=${company!.id}&period=30d&limit=10`,
    `/api/v1/companies/${company!.id}/stock-outs?limit=10`,
  ]) {
    const res = await request.get(url, { headers });
    expect(res.status(), url).toBe(200);
    outcomes.push(res.headers()["x-cache"] ?? "");
  }
  return outcomes;
}

async function confirm(page: Page, button: RegExp) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, `admin-cache-confirm-${button.source.replace(/\W+/g, "-")}`, { fullPage: false });
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("the operator purges and warms the cache, and the hit rate follows", async ({ page }) => {
  test.setTimeout(within(120_000));
  await signIn(page, DEMO.operator.email);
  await page.goto("/admin/cache");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Response cache|Svarscache/);

  // From an empty cache and fresh counters.
  await confirm(page, /^(Purge|Töm)$/);
  await confirm(page, /^(Reset counters|Nollställ räknare)$/);
  await expect(page.getByTestId("cache-hit-rate")).toContainText("–");
  await expect(page.getByTestId("cache-entries")).toContainText(/^\D*0$/);

  // Cold: a member's dashboard misses everywhere, and the hit rate stays at 0 %.
  expect(await openMemberDashboard(page.request)).toEqual(["MISS", "MISS", "MISS", "MISS"]);
  await page.reload();
  await expect(page.getByTestId("cache-hit-rate")).toContainText(/^\D*0\s?%/);
  await saveScreenshot(page, "admin-cache-cold");

  // Warm, confirmed, and followed to the end.
  await confirm(page, /^(Warm|Förvärm)$/);
  await expect(page.getByTestId("warm-status")).toHaveAttribute("data-status", "done", { timeout: within(60_000) });
  await expect(page.getByTestId("warm-status")).toContainText(/answers computed|svar beräknade/);

  // Warm: the same dashboard now hits, and the page's hit rate rises.
  await confirm(page, /^(Reset counters|Nollställ räknare)$/);
  expect(await openMemberDashboard(page.request)).toEqual(["HIT", "HIT", "HIT", "HIT"]);
  await page.reload();
  await expect(page.getByTestId("cache-hit-rate")).toContainText(/^\D*100\s?%/);
  await expect(page.getByTestId("cache-routes")).toContainText("/companies/:id/sales");
  // The hit-rate chart has drawn (ECharts loads lazily) before the picture is taken.
  await expect(
    page
      .getByRole("img", { name: /Hit rate and requests per minute|Träffgrad och anrop per minut/ })
      .locator("canvas, svg")
      .first(),
  ).toBeVisible();
  await saveScreenshot(page, "admin-cache-warm");
});

test("nobody but an operator reaches the cache page", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/admin/cache");
  // Access Denied names the role by its label (this file reads English), never its key.
  await expect(page.getByText("You need Super admin privileges to access this page.")).toBeVisible();
  await expect(page.getByTestId("cache-totals")).toHaveCount(0);
  await saveScreenshot(page, "admin-cache-refused", { fullPage: false });
});
