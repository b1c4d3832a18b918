import type { APIRequestContext } from "@playwright/test";
import type { FeedStatus } from "../../contracts";
import { DEMO, DEMO_PASSWORD, expect, saveScreenshot, signIn, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

/** The operator's own session through the API. */
async function operatorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post("/api/v1/auth/login", { data: { email: DEMO.operator.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken}` };
}

/**
 * The browser tests' server runs with MARKET_SOURCE=off (playwright.config.ts: the figures other
 * tests compare must hold still), so no round can run here: the page must say the feed is off and
 * hold its buttons back for that reason. A round through the queue, run now and pause are
 * tests/api/admin-feed.test.ts's; the runs table with rounds in it is tests/unit/admin-feed-page.test.tsx's.
 */
test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("the operator sees that the feed is off, how far the data reaches, and why no round can be run", async ({ page }) => {
    await signIn(page, DEMO.operator.email);
    await page.goto("/admin/feed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market feed");
    const feed = (
      (await (await page.request.get("/api/v1/admin/feed", { headers: await operatorHeaders(page.request) })).json()) as {
        data: FeedStatus;
      }
    ).data;
    expect(feed.source).toEqual({ mode: "off", url: null });

    await expect(page.getByTestId("feed-status")).toHaveAttribute("data-state", "off");
    await expect(page.getByTestId("feed-source")).toContainText("Off");
    await expect(page.getByTestId("feed-source")).toContainText("MARKET_SOURCE=off: nothing is collected");
    // The seeded demo market's last snapshot, in Stockholm time as the schedules are written.
    expect(feed.latestSnapshotAt).not.toBeNull();
    const stockholm = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" });
    await expect(page.getByTestId("feed-data-through")).toContainText(stockholm.format(new Date(feed.latestSnapshotAt!)));
    await expect(page.getByTestId("feed-next-stock")).toContainText("No round waiting");
    await expect(page.getByTestId("feed-next-catalogue")).toContainText("No round waiting");

    // Every button held back, each naming the reason shown under them.
    const reason = page.getByTestId("feed-why");
    await expect(reason).toHaveText("The feed is off on this server (MARKET_SOURCE=off), so no round can run.");
    for (const name of ["Run stock now", "Run catalogue now", "Pause"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("aria-describedby", "feed-why");
    }
    await expect(page.getByText("No rounds: the feed is off.")).toBeVisible();
    await saveScreenshot(page, "admin-feed-off");

    // The API refuses a round the same way, with a code the page would put in words.
    const run = await page.request.post("/api/v1/admin/feed/run", {
      headers: await operatorHeaders(page.request),
      data: { kind: "stock" },
    });
    expect(run.status()).toBe(409);
    expect(await run.json()).toMatchObject({ code: "FEED_OFF" });
  });
});

// Swedish first: the browser's language (the operator has chosen none; choosing one would follow them into other tests).
test.describe("in Swedish", () => {
  test.use({ locale: "sv-SE" });

  test("the page says so in Swedish, and the admin pages' menu leads there", async ({ page }) => {
    await signIn(page, DEMO.operator.email);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Administrationens sidor" }).getByRole("link", { name: "Insamling" }).click();
    await expect(page).toHaveURL(/\/admin\/feed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marknadsinsamling");
    await expect(page.getByTestId("feed-source")).toContainText("Avstängd");
    await expect(page.getByTestId("feed-why")).toHaveText(
      "Insamlingen är avstängd på den här servern (MARKET_SOURCE=off), så inga rundor kan köras.",
    );
    for (const name of ["Kör lagerrunda nu", "Kör katalogrunda nu", "Pausa"])
      await expect(page.getByRole("button", { name })).toBeDisabled();
    await expect(page.getByText("Inga rundor: insamlingen är avstängd.")).toBeVisible();
    await saveScreenshot(page, "admin-feed-off-sv");
  });
});

test("nobody but an operator reaches the feed page", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/admin/feed");
  // Access Denied names the role by its label, in the browser's language.
  await expect(page.getByText(/(Super admin|Superadministratör)/)).toBeVisible();
  await expect(page.getByText(/super_admin/)).toHaveCount(0);
  await expect(page.getByTestId("feed-status")).toHaveCount(0);
});
