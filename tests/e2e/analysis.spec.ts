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
