import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
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
});

test("market position: the product's rank in its segment month by month, its nearest rivals, and a product that sold nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const [best] = (
    await apiGet<{ items: { product: { id: number } }[] }>(page.request, `/companies/${company!.id}/products?period=30d&limit=1`)
  ).items;
  const id = best!.product.id;
  const position = await apiGet<{ history: { rank: number | null; segmentSize: number; percentile: number | null }[] }>(
    page.request,
    `/rankings/products/${id}/market-position?months=12`,
  );
  const latest = position.history.at(-1)!;
  expect(latest.rank).not.toBeNull();
  const competitive = await apiGet<{ rivals: { productId: number; name: string }[] }>(page.request, `/products/${id}/competitive`);

  await page.goto(`/analysis?product=${id}`);
  const section = page.getByTestId("market-position");
  await expect(section.getByTestId("position-rank")).toContainText(`${latest.rank} av ${latest.segmentSize}`);
  await expect(section.getByTestId("position-percentile")).toContainText(
    new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 1 }).format(latest.percentile!),
  );
  await expect(section.getByRole("img", { name: /^Placering i segmentet månad för månad/ })).toBeVisible();
  const rivals = section.getByTestId("rivals");
  await expect(rivals.locator("tr.fx-highlight")).toHaveCount(1);
  await expect(rivals.locator("tbody tr")).toHaveCount(competitive.rivals.length + 1);
  const rival = competitive.rivals[0]!;
  await section.getByRole("link", { name: rival.name, exact: true }).click();
  await expect(page).toHaveURL(`/analysis?product=${rival.productId}`);

  // A product without a sale in the last year: no rank, no rivals, and the page says why.
  const ranked = new Set<number>();
  for (let cursor: string | null = null; ;) {
    const answer: { rankings: { productId: number }[]; pagination: { nextCursor: string | null } } = await apiGet(
      page.request,
      `/rankings?period=12m&limit=1000${cursor ? `&cursor=${cursor}` : ""}`,
    );
    for (const r of answer.rankings) ranked.add(r.productId);
    cursor = answer.pagination.nextCursor;
    if (!cursor) break;
  }
  const catalogue = await apiGet<{ items: { id: number }[] }>(page.request, "/products?limit=100");
  const unsold = catalogue.items.find((p) => !ranked.has(p.id));
  expect(unsold, "a product of the first catalogue page that sold nothing in 12 months").toBeDefined();
  await page.goto(`/analysis?product=${unsold!.id}`);
  await expect(section).toContainText("Produkten har inte sålt något under de senaste 12 hela månaderna");
  await expect(section).toContainText("Produkten sålde inget den senaste månaden");
  await expect(section.getByRole("alert")).toHaveCount(0);
});
