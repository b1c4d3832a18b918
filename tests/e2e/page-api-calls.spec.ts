import type { Page, Request } from "@playwright/test";
import { DEMO, expect, signIn, test, within } from "./fixtures";

test.use({ locale: "sv-SE" });

/**
 * The API calls a page makes on its first load ("METHOD /path?query" below /api/v1), from the
 * moment it is opened until the network is quiet. Token renewals are left out, and so are the
 * calls the server refused with 401 (the client renews and sends them again): access tokens here
 * live 20 s, so when that happens is a matter of timing. The session comes back with the renewal's
 * answer (it names the user), so no page asks /auth/me on opening.
 */
async function callsOnFirstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const sent = new Set<Request>(); // only what this load asked for, not a late answer to the page before
  page.on("request", (request) => sent.add(request));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!sent.has(response.request())) return;
    if (!url.pathname.startsWith("/api/v1/") || url.pathname === "/api/v1/auth/refresh" || response.status() === 401) return;
    calls.push(`${response.request().method()} ${url.pathname.slice("/api/v1".length)}${url.search}`);
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState("networkidle");
  return calls;
}

// The calls as a set; each test also checks that none was made twice (the header and the page
// share what they both read, e.g. /organizations/me on the company page).
const once = (calls: string[]) => [...new Set(calls)].sort();

test("the profile page reads the companies, the organisation, the activity, the two-factor status and the API keys", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const calls = await callsOnFirstLoad(page, "/profile", async (p) => {
    await expect(p.getByRole("heading", { name: "Inloggningar" })).toBeVisible({ timeout: within(20_000) });
    await expect(p.getByRole("button", { name: "Slå på tvåstegsverifiering" })).toBeVisible({ timeout: within(20_000) });
  });
  expect(once(calls)).toEqual([
    "GET /companies?limit=100",
    "GET /freshness",
    "GET /organizations/me",
    "GET /users/me/2fa",
    "GET /users/me/activity",
    "GET /users/me/api-keys",
    "GET /users/me/api-keys/stats?days=30",
  ]);
  expect.soft(calls.length, "a call made twice").toBe(once(calls).length);
});

test("the company page reads the companies, the organisation and its members, each once", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  const details = await callsOnFirstLoad(page, "/company", async (p) => {
    await expect(p.getByRole("row").filter({ hasText: DEMO.nordvikAdmin.email })).toBeVisible({ timeout: within(20_000) });
  });
  expect(once(details)).toEqual(["GET /companies?limit=100", "GET /freshness", "GET /organizations/me", "GET /organizations/me/members"]);
  expect.soft(details.length, "a call made twice").toBe(once(details).length);
});

// A page of its own: a load before would have stored the companies for this one.
test("the subscription tab reads plan, modules, credits and what is on offer, each once", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  const subscription = await callsOnFirstLoad(page, "/company?tab=subscription", async (p) => {
    await expect(p.getByTestId("current-plan")).toContainText("Professionell", { timeout: within(20_000) });
    await expect(p.getByTestId("credit-balance")).toBeVisible({ timeout: within(20_000) });
  });
  expect(once(subscription)).toEqual([
    "GET /companies?limit=100",
    "GET /freshness",
    "GET /organizations/me",
    "GET /subscription/credits/balance",
    "GET /subscription/credits/packages",
    "GET /subscription/credits/transactions?limit=50",
    "GET /subscription/current",
    "GET /subscription/invoices",
    "GET /subscription/modules",
    "GET /subscription/modules/available",
    "GET /subscription/plans",
    // The demo company has a module, so the tab offers to upload data for it.
    "GET /uploads?purpose=module-data&limit=5",
  ]);
  expect.soft(subscription.length, "a call made twice").toBe(once(subscription).length);
});
