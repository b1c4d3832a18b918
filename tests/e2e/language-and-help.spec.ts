import { DEMO, expect, saveScreenshot, signIn, signInWithForm, test } from "./fixtures";

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

test.describe("a language chosen while signed in", () => {
  test.use({ locale: "sv-SE" });

  test("follows the user to a new browser: signing in there opens Fenix in it", async ({ page, browser }) => {
    const stamp = Date.now();
    const email = `language-${stamp}@language.example`;
    const password = "a long and private passphrase";
    const registered = await page.request.post("/api/v1/auth/register", {
      data: { email, password, firstName: "Lang", lastName: "Uage", companyName: `Language ${stamp} AB` },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await signIn(page, email, password);
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjälp");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: /^Språk/ }).hover();
    await page.getByRole("menuitem", { name: "English (EN)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help");
    await expect
      .poll(
        async () =>
          (
            await (
              await page.request.get("/api/v1/users/me/preferences", {
                headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("fenix-access-token"))}` },
              })
            ).json()
          ).data.language,
      )
      .toBe("en");

    // Another browser, in Swedish: the sign-in form is Swedish, Fenix after it English.
    const elsewhere = await browser.newPage({
      locale: "sv-SE",
      baseURL: new URL(page.url()).origin,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await elsewhere.goto("/login");
      await expect(elsewhere.getByRole("button", { name: "Logga in" })).toBeVisible();
      await signInWithForm(elsewhere, email, password);
      await expect(elsewhere.getByRole("navigation", { name: "Main menu" })).toBeVisible();
      await elsewhere.goto("/help");
      await expect(elsewhere.getByRole("heading", { level: 1 })).toHaveText("Help");
    } finally {
      await elsewhere.close();
    }
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
