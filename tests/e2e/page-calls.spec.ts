import type { Page, Request } from "@playwright/test";
import { DEMO, expect, pageAtRest, signIn, test, within } from "./fixtures";
import { apiGet } from "./market-helpers";

test.use({ locale: "sv-SE" });

/** What the shell asks on every load (session, companies, plan, the data's freshness …): not the page's own calls. */
const SHELL = [
  /^\/freshness$/,
  /^\/auth\//,
  /^\/users\/me$/,
  /^\/organizations\/me$/,
  /^\/companies$/,
  /^\/subscription\//,
  /^\/health/,
  /^\/status/,
];

/**
 * Each /api/v1 GET the page made, as `path?sorted parameters`, sorted, and how many of the page's
 * API requests have no answer yet. A 401 is left out: access tokens live 20 s in these tests, so
 * the client renews the session and asks again.
 */
function recordCalls(page: Page): { calls: () => string[]; unanswered: () => number } {
  const calls: string[] = [];
  const pending = new Set<Request>();
  page.removeAllListeners("request");
  page.removeAllListeners("requestfinished");
  page.removeAllListeners("requestfailed");
  page.removeAllListeners("response");
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("response", (response) => {
    if (response.status() === 401) return;
    const request = response.request();
    const url = new URL(request.url());
    if (request.method() !== "GET" || !url.pathname.startsWith("/api/v1/")) return;
    const path = url.pathname.slice("/api/v1".length);
    if (SHELL.some((shell) => shell.test(path))) return;
    const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
    calls.push(params.length ? `${path}?${new URLSearchParams(params).toString()}` : path);
  });
  return { calls: () => [...calls].sort(), unanswered: () => pending.size };
}

/**
 * Opens the page in a new session (refresh tokens work once: a renewal cut short by the next
 * navigation would end the old one), waits until it has made the expected calls, then until
 * every answer is in and the page is at rest, so that a call the answers set off is seen as well.
 * (A call behind a timer of the app's own, a debounce, would come later: none of these pages makes one on a first load.)
 */
async function expectFirstLoad(page: Page, url: string, expected: string[]): Promise<void> {
  await signIn(page, DEMO.nordvikUser.email);
  const { calls, unanswered } = recordCalls(page);
  await page.goto(url);
  const wanted = [...expected].sort();
  await expect.poll(calls, { timeout: within(20_000), message: `the calls of ${url}` }).toEqual(wanted);
  await expect
    .poll(
      async () => {
        await pageAtRest(page);
        return unanswered();
      },
      { message: `every answer of ${url} in` },
    )
    .toBe(0);
  expect(calls(), `the calls of ${url}`).toEqual(wanted);
}

interface Product {
  id: number;
}

async function market(page: Page) {
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const top = (
    await apiGet<{ items: { product: Product }[] }>(page.request, `/companies/${company!.id}/products?period=30d&limit=4`)
  ).items.map((i) => i.product.id);
  const segment = async (id: number) =>
    encodeURIComponent((await apiGet<{ segment: { id: string } }>(page.request, `/products/${id}/sales?period=30d`)).segment.id);
  // A product the browser has fetched is kept in storage: each page gets products of its own.
  const [a, b, c, d] = top as [number, number, number, number];
  return { companyId: company!.id, a, b, c, d, segmentOfA: await segment(a), segmentOfB: await segment(b) };
}

test("each analytics page asks the API exactly its calls on a first load", async ({ page }) => {
  test.setTimeout(within(120_000));
  await signIn(page, DEMO.nordvikUser.email);
  const { companyId, a, b, c, d, segmentOfA, segmentOfB } = await market(page);

  await expectFirstLoad(page, "/", [
    `/companies/${companyId}/sales?period=30d`,
    `/companies/${companyId}/products?limit=10&period=30d`,
    `/sales/top-stores?companyId=${companyId}&limit=10&period=30d`,
    `/companies/${companyId}/stock-outs?limit=10`,
  ]);
  await expectFirstLoad(page, `/?product=${a}`, [
    `/products/${a}`,
    `/products/${a}/sales?period=30d`,
    `/segments/${segmentOfA}/trends?period=30d`,
    `/products/${a}/sales-by-store?period=30d`,
    `/products/${a}/stock-outs?limit=10`,
    `/products/${a}/data-availability`,
  ]);
  await expectFirstLoad(page, `/analysis?product=${b}`, [
    `/products/${b}`,
    `/products/${b}/stock-summary`,
    `/products/${b}/current-stock`,
    `/products/${b}/price-history`,
    `/products/${b}/data-availability`,
    `/products/${b}/yearly-sales`,
    `/products/${b}/sales?period=30d`,
    `/products/${b}/sales-by-store?period=30d`,
    `/segments/${segmentOfB}/products?limit=25&period=30d`,
    `/stock-diff/daily?period=30d&productId=${b}`,
    `/stock-diff/hourly?period=2d&productId=${b}`,
    `/stock-diff/metrics?period=30d&productId=${b}`,
    `/rankings/products/${b}/market-position?months=12`,
    `/products/${b}/competitive`,
  ]);
  await expectFirstLoad(page, `/comparison?product=${d}&products=${c},${d}`, [
    `/products/${c}`,
    `/products/${d}`,
    `/products/${c}/sales?period=30d`,
    `/products/${d}/sales?period=30d`,
    `/products/${c}/current-stock`,
    `/products/${d}/current-stock`,
  ]);
});

test("the stores list and a store page ask the API exactly their calls on a first load", async ({ page }) => {
  test.setTimeout(within(120_000));
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const county = "Uppsala län";
  const [store] = (await apiGet<{ items: { storeId: string }[] }>(page.request, `/stores?county=${encodeURIComponent(county)}&limit=1`))
    .items;
  const id = store!.storeId; // the store number, as the list links it

  await expectFirstLoad(page, "/stores", ["/stores?limit=25", "/stores/filters", "/stores/cities"]);
  await expectFirstLoad(page, `/stores?county=${encodeURIComponent(county)}&search=a&page=2`, [
    `/stores?${new URLSearchParams({ county, cursor: "25", limit: "25", search: "a" }).toString()}`,
    "/stores/filters",
    "/stores/cities",
  ]);
  await expectFirstLoad(page, `/stores/${id}`, [
    `/stores/${id}`,
    `/stores/${id}/performance?period=30d`,
    `/stores/${id}/top-products?limit=10&period=30d`,
    `/stores/${id}/categories?limit=15&period=30d`,
    `/stores/${id}/inventory?companyId=${company!.id}&limit=20`,
    `/stores/${id}/inventory?limit=20`,
    `/stores/${id}/assortment-optimization?limit=10&period=30d`,
  ]);
});

test("the monthly ranking asks for every page of the ranking, its analysis and the counties, each once", async ({ page }) => {
  test.setTimeout(within(120_000));
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const scope = `companyId=${company!.id}`;
  // The ranking's pages as the API cuts them (1 000 rows each): the page follows nextCursor to the end.
  const cursors: string[] = [];
  for (let cursor: string | null = null; ;) {
    const answer: { pagination: { nextCursor: string | null } } = await apiGet(
      page.request,
      `/rankings?${scope}&limit=1000&period=1m${cursor ? `&cursor=${cursor}` : ""}`,
    );
    cursor = answer.pagination.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  expect(cursors.length, "the demo ranking spans more than one page").toBeGreaterThan(0);

  await expectFirstLoad(page, "/monthly-ranking", [
    `/rankings?${scope}&limit=1000&period=1m`,
    ...cursors.map((cursor) => `/rankings?${scope}&cursor=${cursor}&limit=1000&period=1m`),
    `/rankings/analysis?${scope}&period=1m`,
    "/stores/filters",
  ]);
});

test("the weekly ranking asks for the lists, the latest week's rows and statistics and the counties, each once", async ({ page }) => {
  const { weeks } = await apiGet<{ weeks: string[] }>(page.request, "/weekly-rankings/lists");
  await expectFirstLoad(page, "/weekly-ranking", [
    "/stores/filters",
    "/weekly-rankings/lists",
    `/weekly-rankings/statistics?week=${weeks[0]}`,
    `/weekly-rankings?limit=500&week=${weeks[0]}`,
  ]);
});

test("the artdisk asks for its filter values, the statistics and the first page of articles, each once", async ({ page }) => {
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  await expectFirstLoad(page, "/artdisk", [
    "/artdisk/filters",
    `/artdisk/statistics?companyId=${company!.id}`,
    `/artdisk?companyId=${company!.id}&limit=20`,
  ]);
});
