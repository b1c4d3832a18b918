import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";

// A reader far from Stockholm: the market's times are still Stockholm's (format.marketTime).
test.use({ locale: "sv-SE", timezoneId: "America/New_York" });

/** Signed in as a Nordvik user on /help, a page with nothing of its own to load. */
async function openHelp(page: Page) {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjälp");
}

test("a failing health check shows the orange banner and the Swedish notice until it recovers", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.route("**/health", (route) => route.fulfill({ status: 503, body: '{"status":"unavailable"}' }));
  await page.goto("/help");
  await expect(page.getByTestId("api-banner")).toContainText("API-tjänsten har problem");
  const notice = page.getByTestId("api-notice");
  await expect(notice).toContainText("API är inte tillgänglig");
  await expect(notice).toContainText(/Senast kontrollerad: \d{2}:\d{2}:\d{2}/);
  await saveScreenshot(page, "api-unavailable");

  await page.unroute("**/health");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByTestId("api-notice")).toHaveCount(0);
  await expect(page.getByTestId("api-banner")).toHaveCount(0);
});

test("going offline shows the red banner, which can be dismissed", async ({ page, context }) => {
  await openHelp(page);
  await context.setOffline(true);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText("Ingen internetanslutning. Kontrollera dina nätverksinställningar.");
  await expect(banner.getByRole("button", { name: "Kontrollera igen" })).toBeVisible();
  await banner.getByRole("button", { name: /close|stäng/i }).click();
  await expect(banner).toHaveCount(0);
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
});

test("a page whose code cannot be downloaded offline shows a retry card, and loads by itself once the connection is back", async ({
  page,
  context,
}) => {
  await openHelp(page);
  await context.setOffline(true);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Ändringslogg" }).click();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  const card = page.getByTestId("page-load-failed");
  await expect(card).toContainText("Sidan kunde inte laddas");
  await saveScreenshot(page, "page-load-failed-offline");
  await expect(card.getByRole("button", { name: "Försök igen" })).toBeVisible();
  // No click: the card sees the connection come back and loads the page.
  await context.setOffline(false);
  await expect(page.getByText("Vad som är nytt i Fenix")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a page whose code is gone after a new deployment reloads the app once and opens", async ({ page }) => {
  await openHelp(page);
  // The old version's file is gone until the browser loads the page anew.
  let reloaded = false;
  let refused = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/changelog") reloaded = true;
  });
  await page.route(/\/assets\/ChangelogPage-[^/]+\.js$/, async (route) => {
    if (reloaded) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: "Not Found" });
  });
  await page.getByTestId("user-menu").click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Ändringslogg" }).click();
  await expect(page.getByText("Vad som är nytt i Fenix")).toBeVisible();
  await expect(page).toHaveURL("/changelog");
  expect(reloaded).toBe(true);
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByTestId("page-load-failed")).toHaveCount(0);
});

test("when the connection comes back, Fenix asks the API at once: the orange banner from the offline spell goes within seconds, not after the next 30-second check", async ({
  page,
  context,
}) => {
  await openHelp(page);
  await context.setOffline(true);
  // A check while offline (the window regains focus) fails: the API looks down.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByTestId("api-notice")).toContainText("API är inte tillgänglig");
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(page.getByTestId("api-banner")).toHaveCount(0, { timeout: within(2_000) });
  await expect(page.getByTestId("api-notice")).toHaveCount(0);
});

test("the header says how fresh the market data is, and a warning says when a scheduled collection has not arrived", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openHelp(page);
  const answer = await page.evaluate(async () => {
    const res = await fetch("/api/v1/freshness", { headers: { authorization: `Bearer ${localStorage.getItem("fenix-access-token")}` } });
    return ((await res.json()) as { data: { dataThrough: string } }).data;
  });
  const through = new Intl.DateTimeFormat("sv-SE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" }).format(
    new Date(answer.dataThrough),
  );
  await expect(page.getByRole("banner").getByTestId("data-through")).toHaveText(`Data t.o.m. ${through}`);
  // Narrower, the header has no room for it: the user menu says it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("banner").getByTestId("data-through")).toBeHidden();
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menu").getByTestId("data-through")).toHaveText(`Data t.o.m. ${through}`);
  await expect(page.getByTestId("stale-data-banner")).toHaveCount(0);

  // The e2e server collects nothing (imports only), so it is never late: the answer of a collecting
  // server whose 08:15 round is missing stands in for it.
  await page.route("**/api/v1/freshness", (route) =>
    route.fulfill({
      json: {
        data: {
          ...answer,
          collecting: true,
          stale: true,
          expectedSince: "2026-11-29T07:15:00.000Z",
          nextCollection: "2026-11-29T10:15:00.000Z",
        },
      },
    }),
  );
  await page.goto("/help");
  const banner = page.getByTestId("stale-data-banner");
  await expect(banner).toContainText(
    `Marknadsdatan är från ${through}: insamlingen som var planerad 29 nov. 2026 08:15 har inte kommit in.`,
  );
  await saveScreenshot(page, "stale-data-banner");
  await banner.getByRole("button", { name: /close|stäng/i }).click();
  await expect(banner).toHaveCount(0);
});
