import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { nextFrames, tabThroughPage } from "./keyboard-helpers";
import { seriousOrCritical } from "./market-helpers";
import { everyPage } from "./page-list";

const HEIGHTS: Record<number, number> = { 1280: 800, 1024: 768, 800: 900, 390: 844 };

/**
 * Swedish, the first language, at all four widths from the widest down; English on a phone first,
 * then at the widest screen. Each page opens once per language at the first width and is resized
 * to the others, as a window is; axe runs at the widest and narrowest screens in Swedish (the
 * layouts differ there) and on the phone in English (a quarter of this test's time was axe), and
 * the keyboard walk on the freshly opened page (Swedish at 1280 px, English at 390 px).
 */
const LANGUAGES = [
  { locale: "sv-SE", widths: [1280, 1024, 800, 390], axeAt: [1280, 390] },
  { locale: "en-GB", widths: [390, 1280], axeAt: [390] },
];

/** The pages in groups, each group one test, run side by side. */
const GROUPS = 6;

/**
 * What sticks out past the screen's right edge: the innermost elements that do, with their text, so
 * a failure says what to shorten. A page's own table scrolls inside its card; the header's top
 * menu does not, and at 1280 px it is nearly full (a new top entry with a long label overflows it:
 * give the entry a shorter label or another slot).
 */
function whatSticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const out = [...document.body.querySelectorAll<HTMLElement>("*")].filter((element) => element.getBoundingClientRect().right > edge);
    const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
    return innermost.slice(0, 3).map((element) => {
      const where = element.closest(".fx-header") ? "in the header: " : "";
      const text = (element.textContent ?? "").trim().slice(0, 40);
      const classes = [...element.classList].slice(0, 2).join(".");
      return `${where}<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}" ends at ${Math.round(element.getBoundingClientRect().right)} px`;
    });
  });
}

async function settled(page: Page) {
  await expect(page.locator(".ant-skeleton, .fx-page-loading")).toHaveCount(0);
  // Two frames: a resize's layout and the charts' redraw land before anything is measured.
  await nextFrames(page);
}

for (const { locale, widths, axeAt } of LANGUAGES) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: widths[0]!, height: HEIGHTS[widths[0]!]! } });

    for (let group = 0; group < GROUPS; group++) {
      test(`every page at ${widths.join(", ")} px fits the screen without sideways scrolling, has no serious accessibility problem, and Tab from the top shows where focus is and never loses it (${group + 1} of ${GROUPS})`, async ({
        page,
      }) => {
        test.setTimeout(within(180_000));
        const problems: string[] = [];
        const pages = await everyPage(page);
        for (const { name, path, as } of pages.filter((_, i) => i % GROUPS === group)) {
          // A session of its own per page: a renewal cut short by the next navigation on a busy
          // machine would end a shared one (refresh tokens work once).
          await signIn(page, as ?? DEMO.nordvikAdmin.email);
          await page.setViewportSize({ width: widths[0]!, height: HEIGHTS[widths[0]!]! });
          await page.goto(path);
          await expect(page.locator("main")).toBeVisible();
          // A session lost on the way would check the sign-in page instead of this one.
          await expect(page, name).not.toHaveURL(/\/login/);
          await page.waitForLoadState("networkidle");
          for (const width of widths) {
            const at = `${name} at ${width} px`;
            await page.setViewportSize({ width, height: HEIGHTS[width]! });
            await settled(page);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (overflow > 0) problems.push(`${at}: ${overflow} px wider than the screen (${(await whatSticksOut(page)).join("; ")})`);
            if (axeAt.includes(width)) for (const violation of await seriousOrCritical(page)) problems.push(`${at}: ${violation}`);
            await saveScreenshot(page, `every-page/${locale}-${width}-${name}`, { fullPage: false });
            if (width === widths[0]) {
              const walk = await tabThroughPage(page);
              if (walk.stops.length <= 3) problems.push(`${at}: Tab reaches only ${walk.stops.length} controls`);
              for (const problem of new Set(walk.problems)) problems.push(`${at}: ${problem}`);
              await page.evaluate(() => {
                (document.activeElement as HTMLElement | null)?.blur();
                window.scrollTo(0, 0);
              });
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
