import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { apiGet, digits, productFullName, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Product {
  id: number;
  productNumber: string;
  productNameBold: string;
  productNameThin: string | null;
  volumeMl: number | null;
}

async function chooseInHeader(page: Page, product: Product) {
  await page.getByRole("combobox", { name: "Sök produkter" }).fill(product.productNumber);
  await page.getByRole("option").filter({ hasText: product.productNameBold }).first().click();
}

test("a three-product comparison built from the header search, then changed in the page", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const top = (
    await apiGet<{ items: { product: Product }[] }>(page.request, `/companies/${company!.id}/products?period=30d&limit=4`)
  ).items.map((i) => i.product);
  const [a, b, c, d] = top as [Product, Product, Product, Product];

  await page.goto("/comparison");
  await expect(page.getByText("Välj produkter att jämföra")).toBeVisible();
  // The product chosen in the header is the main one: the first column, the store overlap's base.
  await chooseInHeader(page, a);
  await expect(page).toHaveURL(`/comparison?product=${a.id}&products=${a.id}`);
  await chooseInHeader(page, b);
  await expect(page).toHaveURL(`/comparison?product=${b.id}&products=${b.id},${a.id}`);
  await chooseInHeader(page, c);
  await expect(page).toHaveURL(`/comparison?product=${c.id}&products=${c.id},${b.id},${a.id}`);

  const table = page.getByTestId("comparison-table");
  for (const p of [a, b, c]) await expect(table.getByRole("columnheader").filter({ hasText: productFullName(p) })).toBeVisible();
  const unitsRow = table.getByRole("row").filter({ hasText: "Sålt antal" });
  const aSales = await apiGet<{ totals: { units: number } }>(page.request, `/products/${a.id}/sales?period=30d`);
  const cSales = await apiGet<{ totals: { units: number } }>(page.request, `/products/${c.id}/sales?period=30d`);
  await expect.poll(async () => digits(await unitsRow.getByRole("cell").nth(1).textContent())).toBe(cSales.totals.units);
  expect(digits(await unitsRow.getByRole("cell").nth(3).textContent())).toBe(aSales.totals.units);
  // The overlap is read from the main product: its title names c, its rows are b and a.
  const overlap = page.getByTestId("store-overlap");
  await expect(overlap.getByRole("row")).toHaveCount(3); // header + two others
  await expect(overlap).toContainText(productFullName(c));
  await expect(overlap.getByRole("row").nth(1)).toContainText(productFullName(b));
  await expect(overlap.getByRole("row").nth(2)).toContainText(productFullName(a));
  await saveScreenshot(page, "comparison");
  expect(await seriousOrCritical(page)).toEqual([]);

  await page.getByRole("button", { name: `Ta bort ${productFullName(b)} ur jämförelsen`, exact: true }).click();
  await expect(page).toHaveURL(`/comparison?product=${c.id}&products=${c.id},${a.id}`);
  await page.getByRole("combobox", { name: "Lägg till en produkt i jämförelsen" }).fill(d.productNumber);
  await page.locator(".ant-select-item-option").filter({ hasText: d.productNameBold }).first().click();
  await expect(page).toHaveURL(`/comparison?product=${c.id}&products=${c.id},${a.id},${d.id}`);
  await page.getByTestId("period-select").getByText("7 dagar").click();
  await expect(page).toHaveURL(/period=7d/);
  const cWeek = await apiGet<{ totals: { units: number } }>(page.request, `/products/${c.id}/sales?period=7d`);
  await expect.poll(async () => digits(await unitsRow.getByRole("cell").nth(1).textContent())).toBe(cWeek.totals.units);
});
