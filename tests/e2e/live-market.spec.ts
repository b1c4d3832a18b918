import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import type { FeedRun, FeedStatus, Freshness } from "../../contracts";
import { stockholmDay } from "../../server/core/stockholm-day";
import { addDays, marketDays, stockholmTime } from "../../server/data/generator/calendar";
import { DEMO, DEMO_PASSWORD, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { SecondServer } from "./second-server";

const HOUR_MS = 3_600_000;
/** How the app writes a market time in Swedish (format.marketTime), and a count (format.number). */
const stockholm = new Intl.DateTimeFormat("sv-SE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" });
const count = new Intl.NumberFormat("sv-SE");

/** Noon (Stockholm) of the first day, at least 24 hours after `now`, on which the simulated market's stores are open. */
function nextOpenNoon(now: number): Date {
  for (let ahead = 1; ahead <= 14; ahead++) {
    const day = addDays(stockholmDay(now), ahead);
    const noon = stockholmTime(day, 12);
    if (marketDays(day, day)[0]!.open && noon.getTime() - now >= 24 * HOUR_MS) return noon;
  }
  throw new Error(`no open day within two weeks of ${new Date(now).toISOString()}`);
}

/** A bearer token of the user's own session, for reading the API as them. */
async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken}` };
}

async function readData<T>(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<T> {
  const res = await request.get(path, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A stock round runs, or is due within the minute (the one the server queues at start when its data is behind). */
const stockRoundBusy = (feed: FeedStatus) =>
  feed.runs.some(
    (run) =>
      run.kind === "stock" && (run.status === "running" || (run.status === "queued" && Date.parse(run.queuedFor) - Date.now() < 60_000)),
  );
const doneStockRounds = (feed: FeedStatus) => feed.runs.filter((run) => run.kind === "stock" && run.status === "done").length;

/** A browser context of its own on the second server, in Swedish, whose page errors fail the test. */
async function swedishPage(browser: Browser, server: SecondServer, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: "sv-SE",
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page };
}

/**
 * Issue 40: a demo started yesterday shows today's data after the collector's next run. A server of
 * its own runs the demo's simulator (the shared one runs with MARKET_SOURCE=off so its figures hold
 * still) on the mini market (seeded in seconds; the demo scale takes a minute) seeded through
 * yesterday; the test moves the simulator's clock a day ahead, to noon of the next day the stores
 * are open, and the operator's stock round brings that day to the feed page, the company's
 * dashboard and the user menu.
 */
test("a stock round after the simulator's clock moved a day brings the new day to the feed page, the dashboard and the user menu", async ({
  browser,
}) => {
  test.setTimeout(within(240_000));
  const server = await SecondServer.create({ DEMO_MARKET: "mini", MARKET_SOURCE: "simulator" });
  const errors: string[] = [];
  try {
    await server.start();
    const operatorContext = await swedishPage(browser, server, errors);
    const request = operatorContext.context.request;
    const operator = await bearer(request, DEMO.operator.email);
    const readFeed = () => readData<FeedStatus>(request, "/api/v1/admin/feed", operator);

    // 1. The simulator serves a few seconds after the server, once it has replayed the market and
    //    caught up the hours since the seed; the round the server queued at start has run.
    let feed = await readFeed();
    await expect
      .poll(
        async () => {
          feed = await readFeed();
          return !feed.source.url ? "the simulator is starting" : stockRoundBusy(feed) ? "a stock round runs" : "ready";
        },
        { timeout: within(90_000), message: "the simulator serving and no stock round running" },
      )
      .toBe("ready");
    expect(feed.source.mode).toBe("simulator");
    expect(feed.runs.filter((run) => run.status === "failed")).toEqual([]);
    const simulatorUrl = `http://${feed.source.url}`;
    const before = (await readData<Freshness>(request, "/api/v1/freshness", operator)).dataThrough;
    expect(before).not.toBeNull();

    // 2. A day later, at noon: the simulator's clock moved (its control paths need no key).
    const clock = (await (await fetch(`${simulatorUrl}/simulator/clock`)).json()) as { now: string; offsetMs: number };
    const target = nextOpenNoon(Date.parse(clock.now));
    const moved = await fetch(`${simulatorUrl}/simulator/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceHours: (target.getTime() - Date.parse(clock.now)) / HOUR_MS }),
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now)).toBeGreaterThanOrEqual(target.getTime());

    // 3. The operator runs a stock round from /admin/feed and sees it done, with what it collected.
    const { page } = operatorContext;
    await signIn(page, DEMO.operator.email);
    await page.goto("/admin/feed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marknadsinsamling");
    await expect(page.getByTestId("feed-source")).toContainText("Demomarknadens simulator");
    await expect(page.getByTestId("feed-source")).toContainText(feed.source.url!);
    const runNow = page.getByRole("button", { name: "Kör lagerrunda nu" });
    await expect(runNow).toBeEnabled();
    const [queued] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/v1/admin/feed/run") && res.request().method() === "POST"),
      runNow.click(),
    ]);
    expect(queued.status(), await queued.text()).toBe(202);
    const { id } = ((await queued.json()) as { data: { id: number } }).data;

    let round: FeedRun | undefined;
    await expect
      .poll(
        async () => {
          round = (await readFeed()).runs.find((run) => run.id === id);
          return round?.status;
        },
        { timeout: within(120_000), message: `stock round ${id} done` },
      )
      .toBe("done");
    const result = round!.result!;
    expect(result.skipped).toBeUndefined();
    expect(result.products).toBeGreaterThan(0);
    expect(result.stores).toBeGreaterThan(0);
    // Dated by the simulator's clock, which the source's answers carry.
    expect(Date.parse(result.observedAt!)).toBeGreaterThanOrEqual(target.getTime());

    // The page reads the feed every 5 s while a round runs: the new round is the newest done stock round.
    const done = doneStockRounds(await readFeed());
    const doneRows = page
      .getByTestId("feed-runs")
      .locator("tbody tr")
      .filter({ has: page.locator('[data-testid="feed-run"][data-kind="stock"][data-status="done"]') });
    await expect(doneRows).toHaveCount(done, { timeout: within(30_000) });
    const newest = doneRows.first();
    await expect(newest.locator(".ant-tag")).toHaveText("Klar");
    // Columns: round, status, started, time, products, stores.
    await expect(newest.locator("td").nth(4)).toHaveText(count.format(result.products!));
    await expect(newest.locator("td").nth(5)).toHaveText(count.format(result.stores!));
    await expect(page.getByTestId("feed-data-through")).toContainText(stockholm.format(new Date(result.observedAt!)));
    await saveScreenshot(page, "live-market-feed");

    // 4. The company's admin sees the new day on the dashboard and in the user menu.
    const through = (await readData<Freshness>(request, "/api/v1/freshness", operator)).dataThrough!;
    expect(through).toBe(result.observedAt);
    expect(Date.parse(through)).toBeGreaterThan(Date.parse(before!));
    expect(stockholmDay(Date.parse(through)) > stockholmDay(Date.parse(before!))).toBe(true);
    const expected = stockholm.format(new Date(through));

    const admin = await swedishPage(browser, server, errors);
    await signIn(admin.page, DEMO.nordvikAdmin.email);
    await admin.page.goto("/");
    await expect(admin.page.getByTestId("data-availability")).toContainText(`Senaste lagerögonblicksbild: ${expected}`);
    await saveScreenshot(admin.page, "live-market-dashboard");
    await admin.page.getByTestId("user-menu").click();
    await expect(admin.page.getByRole("menu").getByTestId("data-through")).toHaveText(`Data t.o.m. ${expected}`);

    await admin.context.close();
    await operatorContext.context.close();
    expect(errors, "uncaught errors in the pages").toEqual([]);
  } finally {
    await server.dispose();
  }
});
