import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { apiGet, seriousOrCritical } from "./market-helpers";

/** Every page a signed-in company user can open, with what shows that it has rendered. */
async function pages(page: Page): Promise<{ name: string; path: string }[]> {
  const [product] = (await apiGet<{ items: { id: number }[] }>(page.request, "/products?search=ch&limit=1")).items;
  const [store] = (await apiGet<{ items: { storeId: string }[] }>(page.request, "/stores?isAgent=false&limit=1")).items;
  return [
    { name: "dashboard", path: "/" },
    { name: "analysis", path: `/analysis?product=${product!.id}` },
    { name: "products", path: "/products" },
    { name: "product", path: `/product/${product!.id}` },
    { name: "stores", path: "/stores" },
    { name: "store", path: `/stores/${store!.storeId}` },
    { name: "monthly-ranking", path: "/monthly-ranking" },
    { name: "comparison", path: `/comparison?product=${product!.id}` },
    { name: "profile", path: "/profile" },
    { name: "company", path: "/company" },
    { name: "help", path: "/help" },
    { name: "changelog", path: "/changelog" },
    { name: "not-found", path: "/no-such-page" },
  ];
}

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 900 },
  { width: 390, height: 844 },
];

for (const locale of ["sv-SE", "en-GB"]) {
  for (const viewport of WIDTHS) {
    // English at the widest and the narrowest screen; Swedish, the first language, at all four.
    if (locale === "en-GB" && viewport.width !== 1280 && viewport.width !== 390) continue;
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      test("every page fits the screen without sideways scrolling and has no serious accessibility problem", async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, DEMO.nordvikAdmin.email);
        const problems: string[] = [];
        for (const { name, path } of await pages(page)) {
          await page.goto(path);
          await expect(page.locator("main")).toBeVisible();
          await page.waitForLoadState("networkidle");
          await expect(page.locator(".ant-skeleton, .fx-page-loading")).toHaveCount(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${name}: ${overflow} px wider than the screen`);
          // axe at the widest and narrowest screens (the layouts differ there); the widths between check the fit.
          if (viewport.width === 1280 || viewport.width === 390)
            for (const violation of await seriousOrCritical(page)) problems.push(`${name}: ${violation}`);
          await saveScreenshot(page, `every-page/${locale}-${viewport.width}-${name}`, { fullPage: false });
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
