import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

test("product analysis: picked from the in-page search, its stock and movement as the API gives them, the period in the URL", async ({
  page,
}) => {
  await signIn(page, DEMO.nordvikUser.email);
  const companies = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const [best] = (
    await apiGet<{ items: { product: { id: number; productNumber: string; productNameBold: string } }[] }>(
      page.request,
      `/companies/${companies[0]!.id}/products?period=30d&limit=1`,
    )
  ).items;
  const product = best!.product;

  await page.goto("/analysis");
  await expect(page.getByRole("link", { name: "Produktanalys" })).toHaveClass(/active/);
  await page.getByRole("combobox", { name: "Produkt att analysera" }).fill(product.productNumber);
  await page.locator(".ant-select-item-option").filter({ hasText: product.productNameBold }).first().click();
  await expect(page).toHaveURL(`/analysis?product=${product.id}`);

  const summary = await apiGet<{ storesListing: number; outOfStock: number }>(page.request, `/products/${product.id}/stock-summary`);
  await expect.poll(() => kpiValue(page, "kpi-listing")).toBe(summary.storesListing);
  expect(await kpiValue(page, "kpi-out-of-stock")).toBe(summary.outOfStock);
  const month = await apiGet<{ sold: number; delivered: number }>(page.request, `/stock-diff/metrics?productId=${product.id}&period=30d`);
  await expect.poll(() => kpiValue(page, "metric-sold")).toBe(month.sold);
  expect(await kpiValue(page, "metric-delivered")).toBe(month.delivered);
  await expect(page.getByTestId("competitors").locator("tr.fx-highlight")).toContainText(product.productNameBold);
  await saveScreenshot(page, "analysis");
  expect(await seriousOrCritical(page)).toEqual([]);

  await page.getByTestId("period-select").getByText("90 dagar").click();
  await expect(page).toHaveURL(/period=90d/);
  const quarter = await apiGet<{ sold: number }>(page.request, `/stock-diff/metrics?productId=${product.id}&period=90d`);
  await expect.poll(() => kpiValue(page, "metric-sold")).toBe(quarter.sold);
  expect(quarter.sold).toBeGreaterThan(month.sold);

  // stock by store: a county opens to its stores
  const stock = page.getByTestId("stock-by-store");
  await stock
    .getByRole("button", { name: /^Visa butikerna i / })
    .first()
    .click();
  await expect(stock.getByRole("button", { name: /^Dölj butikerna i / })).toBeVisible();
  // Units on the shelf are written as every other figure: "2 991", not "2991".
  const shelves = await stock.locator("tbody tr td:last-child").allTextContents();
  expect(shelves.length).toBeGreaterThan(0);
  for (const units of shelves) expect(units).toMatch(/^\d{1,3}(\u00a0\d{3})*$/);

  // The history before Fenix's stock data: the monopoly's yearly statistics, said to be so.
  const years = await apiGet<{ year: number; litres: number; rank: number; articles: number }[]>(
    page.request,
    `/products/${product.id}/yearly-sales`,
  );
  expect(years.length).toBeGreaterThan(0);
  const yearly = page.getByTestId("yearly-sales");
  const newest = years.at(-1)!;
  await expect(yearly.locator("tbody tr")).toHaveCount(years.length);
  await expect(yearly.locator("tbody tr").first()).toHaveText(
    new RegExp(`^${newest.year}.*${newest.rank} av ${String(newest.articles).replace(/\B(?=(\d{3})+$)/g, "\u00a0")}$`),
  );
  await expect(yearly).toContainText("historiken före Fenix egna lagerdata, som börjar");
});

test("market position: the product's rank in its segment month by month, its nearest rivals, and a product that sold nothing", async ({
  page,
}) => {
  test.setTimeout(within(90_000));
  // What the API says, asked before the browser's session starts.
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const [best] = (
    await apiGet<{ items: { product: { id: number } }[] }>(page.request, `/companies/${company!.id}/products?period=30d&limit=1`)
  ).items;
  const id = best!.product.id;
  type History = { history: { rank: number | null; segmentSize: number; percentile: number | null }[] };
  const position = await apiGet<History>(page.request, `/rankings/products/${id}/market-position?months=12`);
  const latest = position.history.at(-1)!;
  expect(latest.rank).not.toBeNull();
  const competitive = await apiGet<{ rivals: { productId: number; name: string }[] }>(page.request, `/products/${id}/competitive`);
  // An order-goods product without a sale in the last 12 months (the range holds a few).
  let unsold: number | undefined;
  let cursor: string | null = null;
  for (let pages = 0; pages < 10 && unsold === undefined; pages++) {
    const list: { items: { id: number }[]; pagination: { nextCursor: string | null } } = await apiGet(
      page.request,
      `/products?assortment=BS&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    for (const product of list.items) {
      const history = (await apiGet<History>(page.request, `/rankings/products/${product.id}/market-position?months=12`)).history;
      if (history.length > 0 && history.every((p) => p.rank === null)) {
        unsold = product.id;
        break;
      }
    }
    cursor = list.pagination.nextCursor;
    if (!cursor) break;
  }
  expect(unsold, "an order-goods product that sold nothing in 12 months").toBeDefined();

  await signIn(page, DEMO.nordvikUser.email);
  await page.goto(`/analysis?product=${id}`);
  const section = page.getByTestId("market-position");
  await expect(section.getByTestId("position-rank")).toContainText(`${latest.rank} av ${latest.segmentSize}`, { timeout: within(15_000) });
  await expect(section.getByTestId("position-percentile")).toContainText(
    new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 1 }).format(latest.percentile!),
  );
  await expect(section.getByRole("img", { name: /^Placering i segmentet månad för månad/ })).toBeVisible({ timeout: within(15_000) });
  const rivals = section.getByTestId("rivals");
  await expect(rivals.locator("tr.fx-highlight")).toHaveCount(1);
  await expect(rivals.locator("tbody tr.ant-table-row")).toHaveCount(competitive.rivals.length + 1);
  await saveScreenshot(page, "analysis-market-position", { fullPage: false });
  const rival = competitive.rivals[0]!;
  await section.getByRole("link", { name: rival.name, exact: true }).click();
  await expect(page).toHaveURL(`/analysis?product=${rival.productId}`);

  // No rank and no rivals for the product that sold nothing, and the page says why (no error).
  await page.goto(`/analysis?product=${unsold}`);
  await expect(section).toContainText("Produkten har inte sålt något under de senaste 12 hela månaderna", { timeout: within(15_000) });
  await expect(section).toContainText("Produkten sålde inget den senaste månaden");
  await expect(section.getByRole("alert")).toHaveCount(0);
});

test("a product sold nationally only: its sales and rank count, and the pages say it has no store detail instead of showing empty stock", async ({
  page,
}) => {
  test.setTimeout(within(60_000));
  // Most of the range is sold nationally: one of the catalogue's first page.
  let id: number | undefined;
  for (const product of (await apiGet<{ items: { id: number }[] }>(page.request, "/products?limit=30")).items) {
    const availability = await apiGet<{ storeDetail: boolean; daysWithSales: number }>(
      page.request,
      `/products/${product.id}/data-availability`,
    );
    if (!availability.storeDetail && availability.daysWithSales > 20) {
      id = product.id;
      break;
    }
  }
  expect(id, "a product of the first page without store detail that sells").toBeDefined();
  const sales = await apiGet<{ totals: { units: number; storesSelling: number; storesListing: number } }>(
    page.request,
    `/products/${id}/sales?period=30d`,
  );
  expect(sales.totals.storesListing).toBeGreaterThan(0);

  await signIn(page, DEMO.nordvikUser.email);
  await page.goto(`/analysis?product=${id}`);
  await expect(page.getByTestId("no-store-detail")).toContainText("Ingen butiksdetalj", { timeout: within(15_000) });
  // No stock cards that would read 0 in stock, 0 sold.
  await expect(page.getByTestId("kpi-in-stock")).toHaveCount(0);
  await expect(page.getByText("Försäljning per butik", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("availability")).toContainText("säljs produkten nationellt");
  await saveScreenshot(page, "analysis-national-only", { fullPage: false });

  await page.goto(`/?product=${id}`);
  await expect(page.getByTestId("data-availability")).toContainText("Ingen butiksdetalj", { timeout: within(15_000) });
  if (sales.totals.units > 0) await expect.poll(() => kpiValue(page, "kpi-units")).toBe(sales.totals.units);
});
