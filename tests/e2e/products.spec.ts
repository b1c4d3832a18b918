import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { nextFrames } from "./keyboard-helpers";
import { apiGet, digits, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Listed {
  items: { id: number; productNumber: string; productNameBold: string; price: number }[];
  pagination: { total: number };
}

test("the products page pages, filters and sorts on the server, keeps it in the URL and exports the filter as CSV", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/products?search=ch");
  const all = await apiGet<Listed>(page.request, "/products?search=ch&limit=20");
  const count = page.locator(".fx-data-card .fx-card-title");
  await expect(count).toContainText("produkter");
  expect(digits(await count.textContent())).toBe(all.pagination.total);
  await expect(page.getByRole("row").nth(1)).toContainText(all.items[0]!.productNameBold);
  // antd's own texts follow the language too
  await expect(page.locator(".ant-pagination-options")).toContainText("20 / sida");

  await page.getByRole("combobox", { name: "Kategori" }).click();
  await page.locator('.ant-select-item-option[title^="Vin ("]').click();
  await expect(page).toHaveURL(/category=Vin/);
  const wine = await apiGet<Listed>(page.request, "/products?search=ch&category=Vin&limit=20");
  await expect.poll(async () => digits(await count.textContent())).toBe(wine.pagination.total);
  expect(wine.pagination.total).toBeLessThan(all.pagination.total);

  // The second click is the user's answer to the first one's arrow, not a double click.
  const priceHeader = page.getByRole("columnheader", { name: "Pris" });
  await priceHeader.click();
  await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
  await priceHeader.click();
  await expect(priceHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sortBy=price&sortOrder=desc/);
  const dearest = await apiGet<Listed>(page.request, "/products?search=ch&category=Vin&sortBy=price&sortOrder=desc&limit=20");
  await expect(page.getByRole("row").nth(1)).toContainText(dearest.items[0]!.productNumber);
  await saveScreenshot(page, "products");
  expect(await seriousOrCritical(page)).toEqual([]);

  await page.getByTestId("export-products").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-products-csv").click();
  const file = await (await download).path();
  const text = readFileSync(file, "utf8");
  // Swedish Excel reads "Försäljning" right only with the byte-order mark, exactly one.
  expect(text.startsWith("\uFEFF") && !text.startsWith("\uFEFF\uFEFF"), "one byte-order mark for Excel").toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines).toHaveLength(wine.pagination.total + 1);
  // Swedish Excel: semicolons and Swedish headers
  expect(lines[0]!.startsWith("Artikelnummer;Namn;")).toBe(true);
  expect(lines[1]!.startsWith(`${dearest.items[0]!.productNumber};`)).toBe(true);

  // The same rows as a workbook, as every table offers: prices as numbers, not text.
  await page.getByTestId("export-products").click();
  const workbookDownload = page.waitForEvent("download");
  await page.getByTestId("export-products-xlsx").click();
  const saved = await workbookDownload;
  expect(saved.suggestedFilename()).toBe("fenix-products.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await saved.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(lines.length);
  expect(sheet.getRow(1).getCell(1).value).toBe("Artikelnummer");
  expect(sheet.getRow(2).getCell(1).value).toBe(dearest.items[0]!.productNumber);
  expect(sheet.getRow(2).getCell(9).value).toBe(dearest.items[0]!.price);
});

test("a product page shows the article and its key figures as the API gives them; an unknown id says so", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const [first] = (await apiGet<Listed>(page.request, "/products?search=ch&limit=1")).items;
  await page.goto(`/products?search=${first!.productNumber}`);
  // The product number is unique; names are not (and the link also carries the thin name).
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: first!.productNumber, exact: true }) });
  await row.getByRole("link").click();
  await expect(page).toHaveURL(`/product/${first!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(first!.productNameBold);
  const figures = await apiGet<{ totals: { units: number; revenue: number } }>(page.request, `/products/${first!.id}/sales?period=30d`);
  await expect
    .poll(async () => digits(await page.getByTestId("kpi-units").locator(".fx-kpi-value").textContent()))
    .toBe(figures.totals.units);
  expect(digits(await page.getByTestId("kpi-revenue").locator(".fx-kpi-value").textContent())).toBe(Math.round(figures.totals.revenue));
  await page.getByTestId("period-select").getByText("90 dagar").click();
  await expect(page).toHaveURL(/period=90d/);
  const quarter = await apiGet<{ totals: { units: number } }>(page.request, `/products/${first!.id}/sales?period=90d`);
  await expect
    .poll(async () => digits(await page.getByTestId("kpi-units").locator(".fx-kpi-value").textContent()))
    .toBe(quarter.totals.units);
  await saveScreenshot(page, "product");
  expect(await seriousOrCritical(page)).toEqual([]);

  await page.getByRole("link", { name: "Analysera produkten" }).click();
  await expect(page).toHaveURL(`/analysis?product=${first!.id}`);

  await page.goto("/product/99999999");
  await expect(page.getByText("Produkten hittades inte")).toBeVisible();
});

test("a price bound typed and left at once with Tab, or confirmed with Enter, filters the list", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/products?search=ch");
  const minPrice = page.getByRole("spinbutton", { name: "Pris från" });
  await minPrice.pressSequentially("150");
  await minPrice.press("Tab"); // well within the typing pause
  await expect(page).toHaveURL(/minPrice=150(&|$)/);
  await page.getByRole("spinbutton", { name: "Pris till" }).pressSequentially("300");
  await page.getByRole("spinbutton", { name: "Pris till" }).press("Enter");
  await expect(page).toHaveURL(/maxPrice=300(&|$)/);
  const bounded = await apiGet<Listed>(page.request, "/products?search=ch&minPrice=150&maxPrice=300&limit=20");
  const count = page.locator(".fx-data-card .fx-card-title");
  await expect.poll(async () => digits(await count.textContent())).toBe(bounded.pagination.total);
  for (const item of bounded.items) expect(item.price).toBeGreaterThanOrEqual(150);
});

// On a phone the filters wrap anyway; on Lighthouse's desktop screen in English they fit one row
// until a label grew with the company's name (the table then moved down: CLS 0.31).
test("a wide list's columns are the reader's to choose, and stay chosen in this browser", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/products");
  const header = (name: string) => page.getByRole("columnheader", { name });
  await expect(header("Land")).toBeVisible();
  await page.getByTestId("products-columns").click();
  await page.getByRole("checkbox", { name: "Land" }).uncheck();
  await expect(header("Land")).toHaveCount(0);
  await expect(page.getByTestId("products-columns")).toContainText("1 dold");
  // The product's name is never offered for hiding.
  await expect(page.getByRole("checkbox", { name: "Namn" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expect(header("Land")).toHaveCount(0);
  await page.getByTestId("products-columns").click();
  await page.getByRole("checkbox", { name: "Land" }).check();
  await expect(header("Land")).toBeVisible();
});

for (const screen of [
  { name: "on a phone", locale: "sv-SE", viewport: { width: 390, height: 844 } },
  { name: "on a desktop screen in English", locale: "en-GB", viewport: { width: 1350, height: 940 } },
]) {
  test.describe(screen.name, () => {
    test.use({ locale: screen.locale, viewport: screen.viewport });

    test("the list does not jump down when the company's name arrives after the products", async ({ page }) => {
      await signIn(page, DEMO.nordvikUser.email);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { fxShifts: number[] }).fxShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      // The companies list answers last, as on a slow connection: held until the products are shown.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/v1/companies?*", async (route) => {
        await held;
        await route.continue();
      });
      const companies = page.waitForResponse("**/api/v1/companies?*");
      await page.goto("/products");
      await expect(page.getByRole("row").nth(1)).toBeVisible();
      await expect(page.getByTestId("ours-only")).toBeVisible();
      release();
      await companies;
      // The company's name is in the header once the list is there; then two frames for its layout.
      await expect(page.locator("header")).toContainText("Nordvik");
      await nextFrames(page);
      const shift = await page.evaluate(() =>
        (window as unknown as { fxShifts: number[] }).fxShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shift, "cumulative layout shift").toBeLessThan(0.02);
    });
  });
}

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("categories, countries and assortments of the Swedish market data read in English", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    // Champagnes of the demo: their country is stored as Frankrike.
    await page.goto("/products?search=palmer");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const countries = await page.getByRole("row").locator("td:nth-child(5)").allTextContents();
    expect(countries.length).toBeGreaterThan(0);
    expect(countries).not.toContain("Frankrike");
    expect(countries).toContain("France");
    await page.getByRole("combobox", { name: "Category" }).click();
    await expect(page.locator('.ant-select-item-option[title^="Wine ("]')).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Assortment" }).click();
    await expect(page.locator('.ant-select-item-option[title^="Fixed range ("]')).toBeVisible();
    await expect(page.locator('.ant-select-item-option[title^="Fast sortiment"]')).toHaveCount(0);
    await page.keyboard.press("Escape");
    // The product page names its assortment in English too.
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByText("Fixed range", { exact: true })).toBeVisible();
  });
});
