import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { apiGet, seriousOrCritical } from "./market-helpers";

/** Every page a signed-in company user can open, with what shows that it has rendered. */
async function pages(page: Page): Promise<{ name: string; path: string; as?: string }[]> {
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
    { name: "artdisk", path: "/artdisk" },
    { name: "weekly-ranking", path: "/weekly-ranking" },
    { name: "comparison", path: `/comparison?product=${product!.id}` },
    { name: "profile", path: "/profile" },
    { name: "company", path: "/company" },
    { name: "help", path: "/help" },
    { name: "changelog", path: "/changelog" },
    { name: "setup", path: "/setup" },
    { name: "admin", path: "/admin", as: DEMO.operator.email },
    { name: "admin-api-keys", path: "/admin/api-keys", as: DEMO.operator.email },
    { name: "not-found", path: "/no-such-page" },
  ];
}

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 900 },
  { width: 390, height: 844 },
];

/** The pages in groups, each group one test: on a busy 2-core machine thirteen pages in one test outlast any timeout. */
const GROUPS = 3;

for (const locale of ["sv-SE", "en-GB"]) {
  for (const viewport of WIDTHS) {
    // English at the widest and the narrowest screen; Swedish, the first language, at all four.
    if (locale === "en-GB" && viewport.width !== 1280 && viewport.width !== 390) continue;
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      for (let group = 0; group < GROUPS; group++) {
        test(`every page fits the screen without sideways scrolling and has no serious accessibility problem (${group + 1} of ${GROUPS})`, async ({
          page,
        }) => {
          test.setTimeout(120_000);
          const problems: string[] = [];
          const all = await pages(page);
          for (const { name, path, as } of all.filter((_, i) => i % GROUPS === group)) {
            // A session of its own per page: a renewal cut short by the next navigation on a busy
            // machine would end a shared one (refresh tokens work once).
            await signIn(page, as ?? DEMO.nordvikAdmin.email);
            await page.goto(path);
            await expect(page.locator("main")).toBeVisible();
            // A session lost on the way would check the sign-in page instead of this one.
            await expect(page, name).not.toHaveURL(/\/login/);
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
      }
    });
  }
}
