import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";

test.describe("help page in the browser language", () => {
  const cases = [
    { locale: "en-US", heading: "Help", intro: /Each area of the service is described here/ },
    { locale: "sv-SE", heading: "Hjälp", intro: /Här beskrivs varje del av tjänsten/ },
    { locale: "de-DE", heading: "Hjälp", intro: /Här beskrivs varje del av tjänsten/ },
  ];
  for (const { locale, heading, intro } of cases) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`shows ${heading}`, async ({ page }) => {
        await signIn(page, DEMO.nordvikUser.email);
        await page.goto("/help");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByText(intro)).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: /Fenix/ })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "en-US" ? "en" : "sv");
        await saveScreenshot(page, `help-${locale}`);
      });
    });
  }
});

test.describe("choosing a language", () => {
  test.use({ locale: "en-US" });

  test("the kernel's language control wins over the browser language and survives a reload", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: /^Language/ }).hover();
    await page.getByRole("menuitem", { name: "Svenska (SE)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjälp");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjälp");
    await expect(page.getByText("Här beskrivs varje del av tjänsten", { exact: false })).toBeVisible();
  });
});

test.describe("navigation", () => {
  test.use({ locale: "sv-SE" });

  test("the start page is the signed-in user's sales dashboard, and the footer links work", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Försäljning – Nordvik Vin & Sprit AB");

    await page.goto("/no-such-page");
    await expect(page.getByText("Sidan hittades inte")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Alla rättigheter förbehållna");
    await footer.getByRole("link", { name: "Ändringslogg" }).click();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test("the kernel's redirects", async ({ page }) => {
    await signIn(page, DEMO.nordvikAdmin.email);
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/company\?tab=subscription$/);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/team-management");
    await expect(page).toHaveURL(/\/company$/);
  });
});
