import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEMO, expect, signIn, test } from "./fixtures";
import { apiGet, productFullName } from "./market-helpers";

test.use({ locale: "sv-SE" });

/** Downloads a table's CSV through its export menu; the lines without the byte-order mark. */
async function csvLines(page: Page, testId: string): Promise<string[]> {
  await page.getByTestId(testId).click();
  const download = page.waitForEvent("download");
  await page.getByTestId(`${testId}-csv`).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.startsWith("\uFEFF"), "a byte-order mark for Excel").toBe(true);
  return csv.slice(1).split("\r\n");
}

async function workbookSheet(page: Page, testId: string): Promise<ExcelJS.Worksheet> {
  await page.getByTestId(testId).click();
  const download = page.waitForEvent("download");
  await page.getByTestId(`${testId}-xlsx`).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path())!);
  return workbook.worksheets[0]!;
}

interface Product {
  id: number;
  productNumber: string;
  productNameBold: string;
  productNameThin: string | null;
  volumeMl: number | null;
}

async function bestSellers(page: Page, count: number): Promise<Product[]> {
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies?limit=100");
  const top = await apiGet<{ items: { product: Product }[] }>(page.request, `/companies/${company!.id}/products?period=30d&limit=${count}`);
  return top.items.map((item) => item.product);
}

test("the analysis page's tables export the columns they show", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [product] = await bestSellers(page, 1);
  const id = product!.id;
  const byStore = await apiGet<{ items: { storeName: string; units: number; revenue: number }[] }>(
    page.request,
    `/products/${id}/sales-by-store?period=30d`,
  );
  const stock = await apiGet<unknown[]>(page.request, `/products/${id}/current-stock`);
  const prices = await apiGet<{ validFrom: string; price: number }[]>(page.request, `/products/${id}/price-history`);
  await page.goto(`/analysis?product=${id}`);

  const sales = await csvLines(page, "export-sales-by-store");
  expect(sales[0]).toBe("Butik;Län;Antal;Försäljning");
  const top = [...byStore.items].sort((a, b) => b.units - a.units).slice(0, 15);
  expect(sales).toHaveLength(top.length + 1);
  expect(sales[1]!.split(";")[2]).toBe(String(top[0]!.units));

  const competitors = await csvLines(page, "export-competitors");
  expect(competitors[0]).toBe("#;Produkt;Andel av litrarna (%);Literpris;Takt");
  await expect(page.getByTestId("competitors").locator("tbody tr.ant-table-row")).toHaveCount(competitors.length - 1);

  const priceLines = await csvLines(page, "export-prices");
  expect(priceLines[0]).toBe("Från;Pris");
  expect(priceLines).toHaveLength(prices.length + 1);
  const newest = prices.at(-1)!;
  expect(priceLines[1]).toBe(`${newest.validFrom};${String(newest.price).replace(".", ",")}`);
  const priceSheet = await workbookSheet(page, "export-prices");
  expect(priceSheet.getCell("B2").value).toBe(newest.price);
  expect(priceSheet.getCell("A2").value).toEqual(new Date(`${newest.validFrom}T00:00:00Z`));

  const stockLines = await csvLines(page, "export-stock-by-store");
  expect(stockLines[0]).toBe("Län;Butik;På hyllan");
  expect(stockLines).toHaveLength(stock.length + 1);
});

test("the comparison and its store overlap export as on screen", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [a, b] = (await bestSellers(page, 2)) as [Product, Product];
  const aSales = await apiGet<{ totals: { units: number } }>(page.request, `/products/${a.id}/sales?period=30d`);
  await page.goto(`/comparison?products=${a.id},${b.id}`);
  const table = page.getByTestId("comparison-table");
  await expect(table.getByRole("columnheader").filter({ hasText: b.productNameBold })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Sålt antal" }).getByRole("cell").nth(1)).not.toHaveText("");

  const lines = await csvLines(page, "export-comparison");
  expect(lines[0]).toBe(`Uppgift;${productFullName(a)};${productFullName(b)}`);
  await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(lines.length - 1);
  expect(lines.find((line) => line.startsWith("Sålt antal;"))!.split(";")[1]).toBe(String(aSales.totals.units));
  const sheet = await workbookSheet(page, "export-comparison");
  const unitsRow = sheet.getColumn(1).values.findIndex((value) => value === "Sålt antal");
  expect(sheet.getRow(unitsRow).getCell(2).value).toBe(aSales.totals.units);

  const overlap = await csvLines(page, "export-store-overlap");
  expect(overlap[0]).toBe(`Produkt;Listas av båda;Bara ${productFullName(a)};Bara denna produkt`);
  expect(overlap).toHaveLength(2);
});

test("the billing tab's credit transactions and modules export as on screen", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  const { transactions } = await apiGet<{ transactions: { amount: number; balanceAfter: number }[] }>(
    page.request,
    "/subscription/credits/transactions",
    DEMO.nordvikAdmin.email,
  );
  expect(transactions.length).toBeGreaterThan(0);
  await page.goto("/company?tab=subscription");

  const lines = await csvLines(page, "export-credit-transactions");
  expect(lines[0]).toBe("Datum;Beskrivning;Krediter;Saldo efter");
  expect(lines).toHaveLength(transactions.length + 1);
  expect(lines[1]!.split(";").slice(2)).toEqual([String(transactions[0]!.amount), String(transactions[0]!.balanceAfter)]);

  const modules = await csvLines(page, "export-modules");
  expect(modules[0]).toBe("Modul;Pris;Status;Förnyas / upphör");
  expect(modules.some((line) => line.startsWith("Veckoranking;"))).toBe(true);
});
