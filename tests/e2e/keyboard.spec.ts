import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";
import { hasFocusWithin, pressUntilFocused, tabThroughPage, tabTo } from "./keyboard-helpers";

// Every signed-in page's Tab walk runs in every-page.spec.ts, on the page it opens anyway.

test("the Tab walk reports a control that shows no focus, and waits for a ring drawn late", async ({ page }) => {
  await page.setContent(`
    <button>One</button>
    <button style="outline: none">Two</button>
    <button id="late" style="outline: none">Three</button>
    <script>
      const late = document.getElementById("late");
      late.addEventListener("focus", () => setTimeout(() => (late.style.boxShadow = "0 0 0 2px #1677ff"), 80));
      late.addEventListener("blur", () => (late.style.boxShadow = ""));
    </script>`);
  const walk = await tabThroughPage(page);
  expect(walk.stops).toEqual(['button "One"', 'button "Two"', 'button "Three"']);
  expect(walk.problems).toEqual(['no visible focus: button "Two"']);
});

for (const { locale, viewport } of [
  { locale: "sv-SE", viewport: { width: 1280, height: 800 } },
  { locale: "en-GB", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`${locale} at ${viewport.width} px`, () => {
    test.use({ locale, viewport });

    test("Tab through the signed-out pages (sign-in, registration, forgotten password, an old reset or invitation link) shows focus and never loses it", async ({
      page,
    }) => {
      const problems: string[] = [];
      const walkHere = async (name: string) => {
        await page.waitForLoadState("networkidle");
        const walk = await tabThroughPage(page);
        expect(walk.stops.length, `${name}: Tab reaches the page's controls`).toBeGreaterThan(1);
        for (const problem of new Set(walk.problems)) problems.push(`${name}: ${problem}`);
      };
      await page.goto("/login");
      await expect(page.locator("form")).toBeVisible();
      await walkHere("login");
      await page.getByRole("radio", { name: /^(Skapa konto|Create account)$/ }).click();
      await expect(page.getByLabel(/^(Företagets namn|Company name)$/)).toBeVisible();
      await walkHere("registration");
      await page.goto("/reset-password");
      await expect(page.locator("form")).toBeVisible();
      await walkHere("forgotten password");
      // An old link: what its page offers instead must be reachable too.
      await page.goto("/reset-password?token=0123456789abcdef0123456789abcdef");
      await expect(page.getByRole("link", { name: /^(Begär en ny länk|Request a new link)$/ })).toBeVisible();
      await walkHere("reset-password, old link");
      await page.goto("/accept-invite?token=0123456789abcdef0123456789abcdef");
      await expect(page.getByRole("heading").first()).toBeVisible();
      await walkHere("accept-invite, old link");
      expect(problems).toEqual([]);
    });
  });
}

for (const { locale, skip } of [
  { locale: "sv-SE", skip: "Hoppa till innehållet" },
  { locale: "en-GB", skip: "Skip to content" },
]) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the first Tab shows "${skip}", and Enter on it moves focus past the header to the page`, async ({ page }) => {
      await signIn(page, DEMO.nordvikUser.email);
      await page.goto("/products");
      await expect(page.locator("main table")).toBeVisible();
      await page.keyboard.press("Tab");
      const link = page.getByRole("link", { name: skip });
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())!.width).toBeGreaterThan(40);
      await saveScreenshot(page, `keyboard/${locale}-skip-link`, { fullPage: false });
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect(await hasFocusWithin(page.locator("main")), "the next Tab lands in the page, not the header").toBe(true);
      await saveScreenshot(page, `keyboard/${locale}-focus-ring`, { fullPage: false });
    });
  });
}

/**
 * Reaches a menu's button with Tab and opens it with Enter: the menu takes focus, Escape closes it
 * and gives focus back to the button; then opens it again (focus inside) and returns the menu.
 */
async function openMenuFromKeyboard(page: Page, button: Locator): Promise<Locator> {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect.poll(() => hasFocusWithin(menu), { message: "the open menu has focus" }).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => hasFocusWithin(menu)).toBe(true);
  return menu;
}

test.describe("keyboard tasks", () => {
  test.use({ locale: "sv-SE" });

  test("the user menu opens with Enter, takes focus, gives it back on Escape, and signs out from the keyboard", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/");
    await openMenuFromKeyboard(page, page.getByTestId("user-menu"));
    await pressUntilFocused(page, "ArrowDown", /^Logga ut$/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the dashboard's period is chosen with the arrow keys, and one Tab leaves the choice", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/?period=30d");
    const periods = page.getByTestId("period-select");
    const chosen = periods.getByRole("radio", { checked: true });
    await expect(chosen).toHaveAccessibleName("30 dagar");
    await tabTo(page, periods);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/[?&]period=7d/);
    await expect(chosen).toHaveAccessibleName("7 dagar");
    await saveScreenshot(page, "keyboard/period-focus", { fullPage: false });
    for (const [period, label] of [
      ["30d", "30 dagar"],
      ["90d", "90 dagar"],
      ["12m", "12 månader"],
    ] as const) {
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(new RegExp(`[?&]period=${period}`));
      await expect(chosen).toHaveAccessibleName(label);
    }
    expect(await hasFocusWithin(periods), "focus stays on the choice").toBe(true);
    await page.keyboard.press("Tab");
    expect(await hasFocusWithin(periods), "one Tab moves on to the next control").toBe(false);
  });

  test("a product opens from the header search with the arrow keys and Enter", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/products");
    const search = page.getByRole("combobox", { name: "Sök produkter" });
    await tabTo(page, search);
    await page.keyboard.type("ch");
    const options = page.getByRole("listbox", { name: "Hittade produkter" }).getByRole("option");
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = options.nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    const name = (await second.locator(".fx-result-title").innerText()).trim();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ")[0]!);
  });

  test("a table column sorts with Enter on its header", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/products");
    const price = page.getByRole("columnheader", { name: "Pris" });
    await tabTo(page, price);
    await expect(price).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(price).toHaveAttribute("aria-sort", "ascending");
    await page.keyboard.press("Enter");
    await expect(price).toHaveAttribute("aria-sort", "descending");
    await expect(price).toBeFocused();
    await saveScreenshot(page, "keyboard/sorted-header-focus", { fullPage: false });
  });

  test("an export menu opens with Enter, closes with Escape, and gives focus back after a download", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/");
    const button = page.getByTestId("export-top-stores");
    const menu = await openMenuFromKeyboard(page, button);
    await pressUntilFocused(page, "ArrowDown", /^Excel-arbetsbok/);
    await saveScreenshot(page, "keyboard/export-menu-focus", { fullPage: false });
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
  test("a checkbox reached with Tab is ringed in a colour that stands out (3:1 on white), and Space ticks it", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/products");
    const checkbox = page.getByRole("checkbox", { name: /^Endast .* produkter$/ });
    await tabTo(page, checkbox);
    const ring = await page
      .locator(".ant-checkbox-wrapper", { has: checkbox })
      .locator(".ant-checkbox-inner")
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor };
      });
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrastOnWhite(ring.colour), `ring ${ring.colour}`).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, "keyboard/checkbox-focus", { fullPage: false });
    await page.keyboard.press("Space");
    await expect(checkbox).toBeChecked();
  });
});

/** WCAG contrast of an opaque or translucent rgb()/rgba() colour drawn on white. */
function contrastOnWhite(colour: string): number {
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number) as [number, number, number, number?];
  const onWhite = [r, g, b].map((c) => (c * a + 255 * (1 - a)) / 255);
  const linear = onWhite.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  return 1.05 / (luminance + 0.05);
}
