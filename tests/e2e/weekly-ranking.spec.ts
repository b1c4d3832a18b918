import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, digits, kpiValue, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

interface Lists {
  items: { id: string; title: string; week: string; rowCount: number; matched: number; ambiguous: number; unmatched: number }[];
  weeks: string[];
}
interface Row {
  id: number;
  name: string;
  matchingStatus: string;
  matchedProduct: { id: number; productData: { name: string } } | null;
}
interface Statistics {
  rows: number;
  matchRate: number;
}
interface Product {
  id: number;
  productNumber: string;
  productNameBold: string;
  productNameThin: string | null;
  producerName: string | null;
  volumeMl: number | null;
}

/** A supplier's own list as Excel: no article numbers, names as people write them, some cut short. */
async function supplierList(products: Product[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Vecka");
  sheet.addRow(["Plats", "Produkt", "Producent", "Storlek", "Sålda enheter"]);
  products.forEach((p, i) => {
    const full = [p.productNameBold, p.productNameThin].filter(Boolean).join(" ");
    const words = full.split(" ");
    // Every fifth row leaves the last word out: close to an article, but not surely it.
    const name = i % 5 === 4 && words.length > 2 ? words.slice(0, -1).join(" ") : full.toUpperCase();
    sheet.addRow([i + 1, name, i % 5 === 4 ? null : p.producerName, p.volumeMl ? `${p.volumeMl / 10} cl` : null, 200 - i * 3]);
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "fenix-weekly-e2e-")), "vecka-egen.xlsx");
  await book.xlsx.writeFile(file);
  return file;
}

test("a supplier uploads an Excel list, watches it import, matches a row by hand and exports; the published lists read right", async ({
  page,
}) => {
  test.setTimeout(within(180_000));
  const published = await apiGet<Lists>(page.request, "/weekly-rankings/lists");
  expect(published.weeks.length, "the demo starts with eight weeks of published lists").toBe(8);
  const [latest] = published.weeks;
  const stats = await apiGet<Statistics>(page.request, `/weekly-rankings/statistics?week=${latest}`);

  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Veckoranking" }).click();
  await expect(page).toHaveURL("/weekly-ranking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Veckoranking");
  await expect.poll(() => kpiValue(page, "kpi-rows")).toBe(stats.rows);
  await expect(page.getByTestId("kpi-match-rate").locator(".fx-kpi-value")).toHaveText(/100\s?%/);
  await expect(page.getByTestId("weekly-count")).toHaveText(`${stats.rows.toLocaleString("sv-SE").replace(/\u00a0/g, " ")} rader`);
  // The demo's lists come from its simulated sales, and the page says so.
  await expect(page.getByTestId("weekly-demo-notice")).toContainText("inte Systembolagets publicerade topplistor");
  await expect(page.getByTestId("weekly-list").first()).toContainText("Demo: simulerad försäljning");
  await saveScreenshot(page, "weekly-ranking");
  expect(await seriousOrCritical(page)).toEqual([]);

  // A matched row's weekly positions, from its button; the chart's week follows the URL.
  await page
    .getByTestId("weekly-table")
    .getByRole("button", { name: /^Veckoplaceringar för/ })
    .first()
    .click();
  await expect(page).toHaveURL(/product=\d+/);
  await expect(page.getByTestId("position-chart").locator("canvas")).toBeVisible();
  await page.getByTestId("position-chart").getByRole("button", { name: "Stäng" }).click();
  await expect(page.getByTestId("position-chart")).toHaveCount(0);

  // The supplier's own list: 15 of the catalogue's products, as an Excel file.
  const products = (await apiGet<{ items: Product[] }>(page.request, "/products?search=vin&limit=15")).items;
  expect(products.length).toBe(15);
  const file = await supplierList(products);
  await page.getByTestId("weekly-upload").click();
  const dialog = page.getByRole("dialog", { name: "Ladda upp en veckolista" });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole("button", { name: "Ladda upp och importera" }).click();
  await expect(page.getByText("Data uppladdad")).toBeVisible();
  await expect(page.getByText("Er data har laddats upp och bearbetas")).toBeVisible();
  const own = page.getByTestId("weekly-list").filter({ hasText: "vecka-egen" });
  await expect(own.getByTestId("weekly-list-summary")).toContainText("15 rader", { timeout: within(30_000) });
  const ourWeek = new URL(page.url()).searchParams.get("week")!;
  const lists = await apiGet<Lists>(page.request, `/weekly-rankings/lists?week=${ourWeek}`);
  const list = lists.items.find((l) => l.title === "vecka-egen")!;
  expect(list.matched + list.ambiguous + list.unmatched).toBe(15);
  // The 12 full rows match, but for a row whose name, producer and size another article shares too
  // (the whole range holds such twins: another vintage, a can beside a bottle): that one is ambiguous.
  let twins = 0;
  for (const [i, p] of products.entries()) {
    if (i % 5 === 4) continue;
    const full = [p.productNameBold, p.productNameThin].filter(Boolean).join(" ");
    const found = (await apiGet<{ items: Product[] }>(page.request, `/products?search=${encodeURIComponent(full)}&limit=100`)).items;
    const same = found.filter(
      (q) =>
        [q.productNameBold, q.productNameThin].filter(Boolean).join(" ").toUpperCase() === full.toUpperCase() &&
        q.producerName === p.producerName &&
        q.volumeMl === p.volumeMl,
    );
    if (same.length > 1) twins++;
  }
  expect(list.matched).toBeGreaterThanOrEqual(12 - twins);
  expect(12 - twins, "most of the full rows name one article").toBeGreaterThanOrEqual(8);
  expect(list.ambiguous + list.unmatched).toBeGreaterThan(0);
  await saveScreenshot(page, "weekly-ranking-uploaded");

  // A row to check, matched by hand to one of its candidates.
  const toCheck = list.ambiguous > 0 ? "Att kontrollera" : "Hittades inte";
  await page
    .getByTestId("weekly-status")
    .getByText(new RegExp(`^${toCheck}`))
    .click();
  await expect(page.getByRole("radio", { name: new RegExp(`^${toCheck}`) })).toBeChecked();
  await expect(page).toHaveURL(/status=(ambiguous|unmatched)/);
  const waiting = (
    await apiGet<{ items: Row[] }>(
      page.request,
      `/weekly-rankings?week=${ourWeek}&listId=${list.id}&matchingStatus=${list.ambiguous > 0 ? "ambiguous" : "unmatched"}`,
    )
  ).items;
  // A row whose name no other row has (twins, such as two vintages of one wine, read alike).
  const rows = (await apiGet<{ items: Row[] }>(page.request, `/weekly-rankings?week=${ourWeek}&listId=${list.id}&limit=100`)).items;
  const first = waiting.find((r) => rows.filter((other) => other.name === r.name).length === 1);
  expect(first, "a row to check with a name of its own").toBeDefined();
  const rowName = first!.name;
  await page
    .getByTestId("weekly-table")
    .getByRole("button", { name: `Matcha ${rowName} mot en artikel` })
    .click();
  const match = page.getByRole("dialog", { name: "Matcha raden mot en artikel" });
  // The row is a product's name cut short: that product is the one meant.
  const wanted = products.find((p) => [p.productNameBold, p.productNameThin].filter(Boolean).join(" ").startsWith(rowName)) ?? products[4]!;
  await match.getByRole("combobox", { name: "Sök i sortimentet" }).fill(wanted.productNumber);
  await page.locator(".ant-select-item-option").filter({ hasText: wanted.productNumber }).first().click();
  await match.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Raden matchad")).toBeVisible();
  const after = await apiGet<{ items: Row[] }>(page.request, `/weekly-rankings?week=${ourWeek}&listId=${list.id}&limit=100`);
  expect(after.items.find((r) => r.name === rowName)).toMatchObject({ matchingStatus: "matched", matchedProduct: { id: wanted.id } });

  // The matched tab, exported as CSV for Swedish Excel.
  await page
    .getByTestId("weekly-status")
    .getByText(/^Matchade/)
    .click();
  await expect(page).toHaveURL(/status=matched/);
  const download = page.waitForEvent("download");
  await page.getByTestId("weekly-export").click();
  await page.getByTestId("weekly-export-csv").click();
  const csv = readFileSync(await (await download).path(), "utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(csv.trim(), { delimiter: ";" }).data;
  expect(parsed[0]!.slice(0, 3)).toEqual(["Placering", "Varunummer", "Namn"]);
  const matchedShown = digits(
    await page
      .getByTestId("weekly-status")
      .locator("label")
      .filter({ hasText: /^Matchade/ })
      .textContent(),
  );
  expect(parsed.length - 1).toBe(matchedShown);
  expect(parsed.slice(1).every((cells) => cells[9] === "Matchad")).toBe(true);
});

test("a company registered just now sees the published lists, with no rows of its own", async ({ page }) => {
  const stamp = Date.now();
  const email = `weekly-${stamp}@weekly-e2e.example`;
  const password = "a long enough password 2026";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password, firstName: "Vera", lastName: "Vecka", companyName: `Veckans Vin ${stamp} AB` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, password);
  await page.goto("/weekly-ranking");
  await expect.poll(() => kpiValue(page, "kpi-rows")).toBeGreaterThan(0);
  expect(await kpiValue(page, "kpi-own")).toBe(0);
  await expect(page.getByTestId("kpi-best-own").locator(".fx-kpi-value")).toHaveText("–");
  await page.getByRole("switch", { name: "Bara våra produkter" }).click();
  await expect(page.getByTestId("weekly-count")).toHaveText("0 rader");
  await saveScreenshot(page, "weekly-ranking-new-company", { fullPage: false });
});

test("the weekly ranking fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/weekly-ranking");
  await expect(page.getByTestId("weekly-table").locator(".ant-table-row").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page is wider than the screen").toBeLessThanOrEqual(0);
  await saveScreenshot(page, "weekly-ranking-390");
});
