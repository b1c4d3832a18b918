import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { seriousOrCritical } from "./market-helpers";
import { everyPage } from "./page-list";

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
          const all = await everyPage(page);
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
