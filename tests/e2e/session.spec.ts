import { currentTotp } from "../helpers/authenticator";
import { TOAST_DURATION_MS } from "../../src/kernel/toast/toast-store";
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, signInWithForm, test, within } from "./fixtures";
import { SecondServer } from "./second-server";

test.use({ locale: "sv-SE" });

test("every demo user signs in with the form and sees their name in the header", async ({ page }) => {
  test.setTimeout(within(120_000));
  for (const demo of Object.values(DEMO)) {
    await page.goto("/login");
    await signInWithForm(page, demo.email);
    await expect(page.getByTestId("user-menu")).toContainText(demo.name);
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("a wrong password is refused clearly", async ({ page }) => {
  await page.goto("/login");
  await saveScreenshot(page, "login");
  await signInWithForm(page, DEMO.nordvikUser.email, "not the right password");
  await expect(page.getByRole("alert")).toContainText("Fel e-postadress eller lösenord");
  await expect(page).toHaveURL(/\/login$/);
});

test("the public pages share one frame: the logo and the language choice above the card, no app header", async ({ page }) => {
  for (const path of ["/login", "/reset-password", "/accept-invite?token=0123456789abcdef0123456789abcdef"]) {
    await page.goto(path);
    const card = page.locator(".fx-card");
    await expect(card.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText("Fenix", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Språk" })).toHaveValue("sv");
    await expect(page.getByRole("banner")).toHaveCount(0);
  }
  await page.goto("/reset-password");
  await page.getByRole("combobox", { name: "Språk" }).selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
});

test("a deep link with query and hash returns there after signing in", async ({ page }) => {
  await page.goto("/profile?tab=security#two-factor");
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, DEMO.bryggarhusetAdmin.email);
  await expect(page).toHaveURL(/\/profile\?tab=security#two-factor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
});

test("a company_user on /company sees Access Denied", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/company");
  await expect(page.getByText("Åtkomst nekad")).toBeVisible();
  await expect(page.getByText("Du behöver behörigheten Företagsadministratör för att visa den här sidan.")).toBeVisible();
  // Framed like every other page: the header, and the footer with help and the changelog.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Hjälp" })).toBeVisible();
  // Not a dead end: the start page is a click away.
  await page.getByRole("link", { name: "Till startsidan", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Åtkomst nekad")).toHaveCount(0);
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });
  test("Access Denied reads as specified", async ({ page }) => {
    await signIn(page, DEMO.bryggarhusetUser.email);
    await page.goto("/company");
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You need Company admin privileges to access this page.")).toBeVisible();
  });
});

/**
 * Waits until the access token the page holds has expired, so the server refuses it from now on
 * (its `exp` is in whole seconds, as the server reads it): a state, however long a busy machine
 * takes to reach it, instead of a sleep of the token's lifetime.
 */
async function heldTokenExpired(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const token = localStorage.getItem("fenix-access-token");
          const payload = token?.split(".")[1];
          if (!payload) return false;
          const { exp } = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number };
          return Date.now() >= exp * 1000;
        }),
      { message: "the page's access token expires", intervals: [250] },
    )
    .toBe(true);
}

/**
 * Runs a journey on a server of its own whose access tokens live 2 s. The shared server's live
 * 20 s: on a busy 2-core machine the embedded database can hold a request for longer than 2 s,
 * and a token renewed just before would then have expired again when its retry is read.
 */
async function withTwoSecondTokens(browser: Browser, journey: (page: Page) => Promise<void>): Promise<void> {
  const server = await SecondServer.create({ ACCESS_TOKEN_TTL: "2" });
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.baseURL, locale: "sv-SE", reducedMotion: "reduce" });
    await journey(await context.newPage());
    await context.close();
  } finally {
    await server.dispose();
  }
}

test("the app keeps working across 2-second access-token expiries", async ({ browser }) => {
  test.setTimeout(within(120_000));
  await withTwoSecondTokens(browser, async (page) => {
    await signIn(page, DEMO.nordvikAdmin.email);
    await page.goto("/company?tab=organisation");
    await expect(page.getByLabel("Företagets namn")).toHaveValue("Nordvik Vin & Sprit AB");
    for (let round = 0; round < 3; round++) {
      await heldTokenExpired(page);
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Profil" }).click();
      await expect(page.getByText("Aktiva sessioner")).toBeVisible();
      await expect(page.getByRole("cell", { name: "Den här" })).toBeVisible();
      await heldTokenExpired(page);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Företagshantering" }).click();
      await page.getByRole("tab", { name: "Organisation" }).click();
      await expect(page.getByLabel("Företagets namn")).toHaveValue("Nordvik Vin & Sprit AB");
    }
    await expect(page).toHaveURL(/\/company\?tab=organisation$/);
  });
});

test("a new user registers, sets up two-factor, signs out and signs in again with a code", async ({ page }) => {
  const email = `new.${Date.now()}@example.test`;
  const password = "a long and private passphrase";
  await page.goto("/login");
  await page.getByText("Skapa konto", { exact: true }).click();
  await page.getByLabel("Företagets namn").fill("Provsmakarna AB");
  await page.getByLabel("Förnamn").fill("Ny");
  await page.getByLabel("Efternamn").fill("Användare");
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Skapa konto" }).click();

  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByLabel("Företagets namn")).toHaveValue("Provsmakarna AB");
  await saveScreenshot(page, "setup");
  await page.getByRole("button", { name: "Till instrumentpanelen" }).click();
  await expect(page).not.toHaveURL(/\/setup$/);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Slå på tvåstegsverifiering" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  // A wrong code is refused in Swedish and the user stays signed in to try again.
  await page.getByLabel("Kod från appen").fill("000000");
  await page.getByRole("button", { name: "Verifiera och slå på" }).click();
  // under the code's field, which is marked invalid
  await expect(page.locator(".ant-form-item-explain-error")).toHaveText("Fel kod");
  await expect(page.getByLabel("Kod från appen")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  await page.getByLabel("Kod från appen").fill(currentTotp(secret));
  await page.getByRole("button", { name: "Verifiera och slå på" }).click();
  const codes = page.getByTestId("backup-codes").locator("li");
  await expect(codes).toHaveCount(10);
  await saveScreenshot(page, "profile-backup-codes");
  await page.getByRole("button", { name: "Jag har sparat dem" }).click();
  await expect(page.getByText("9 oanvända reservkoder kvar.").or(page.getByText("10 oanvända reservkoder kvar."))).toBeVisible();

  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, email, password);
  await expect(page.getByText("Ange koden från din autentiseringsapp")).toBeVisible();
  // The setup spent this step's code; an authenticator shows the next one within 30 s.
  await page.getByLabel("Kod").fill(currentTotp(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verifiera" }).click();
  await expect(page.getByTestId("user-menu")).toContainText("Ny Användare");
  await page.goto("/profile");
  await expect(page.getByText("På", { exact: true })).toBeVisible();
  await saveScreenshot(page, "profile");
});

test("a session ended elsewhere sends the user to sign in, and back to where they were", async ({ browser }) => {
  test.setTimeout(within(90_000));
  await withTwoSecondTokens(browser, async (page) => {
    await signIn(page, DEMO.bryggarhusetAdmin.email);
    await page.goto("/company?tab=organisation");
    await expect(page.getByLabel("Företagets namn")).toHaveValue("Bryggarhuset Norrland AB");
    const refreshToken = await page.evaluate(() => localStorage.getItem("fenix-refresh-token"));
    const ended = await page.request.post("/api/v1/auth/logout", { data: { refreshToken } });
    expect(ended.status()).toBe(200);

    await heldTokenExpired(page); // the next call cannot be renewed
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Profil" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Din session har gått ut. Logga in igen för att fortsätta.")).toBeVisible();
    await signInWithForm(page, DEMO.bryggarhusetAdmin.email);
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test("saving shows one toast at a time that stays five seconds", async ({ page }) => {
  await signIn(page, DEMO.bryggarhusetUser.email);
  await page.goto("/profile");
  const firstName = page.getByLabel("Förnamn");
  await expect(firstName).toHaveValue("Erik");
  // From here the page's time moves only when the test moves it: a toast's five seconds are
  // counted on the page's clock, never on a busy machine's wall clock.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const pageNow = () => page.evaluate(() => Date.now());
  /** Moves the page's clock a millisecond at a time (what the app's own zero-delay timers need) until `done`. */
  const tickUntil = (done: () => Promise<boolean>, message: string) =>
    expect
      .poll(
        async () => {
          await page.clock.runFor(1);
          return done();
        },
        { message },
      )
      .toBe(true);
  const save = page.getByRole("button", { name: "Spara", exact: true });
  const toasts = page.getByTestId("toast");
  await save.click();
  await tickUntil(async () => (await toasts.allTextContents()).join() === "Sparat", "the first toast");
  // The button ignores clicks while the first save finishes; the second must really save.
  await tickUntil(async () => !/ant-btn-loading/.test((await save.getAttribute("class")) ?? ""), "the first save ends");
  await toasts.evaluate((toast) => toast.setAttribute("data-first", ""));
  const secondSave = page.waitForResponse((r) => r.url().endsWith("/api/v1/users/me") && r.request().method() === "PUT");
  const clickedAt = await pageNow();
  await save.click();
  expect((await secondSave).ok()).toBe(true);
  const second = page.locator('[data-testid="toast"]:not([data-first])');
  await tickUntil(async () => (await second.count()) === 1, "the second toast");
  const shownBy = await pageNow();
  await expect(toasts).toHaveCount(1); // the newer replaced the older
  await expect(second).toHaveText("Sparat");
  // Born after the click and by the time it was seen: there for 5 s after the one, gone 5 s after the other.
  await page.clock.runFor(clickedAt + TOAST_DURATION_MS - 1 - (await pageNow()));
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(shownBy + TOAST_DURATION_MS - (await pageNow()));
  await expect(toasts).toHaveCount(0);
});

test("a signed-out visitor who opens a signed-in page gets the sign-in form without waiting for the app shell's code", async ({ page }) => {
  // The shell's code (refine, antd) is held back: the sign-in page must not need it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/products?search=vin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Logga in" })).toBeVisible();
  release();
  await signInWithForm(page, DEMO.nordvikUser.email);
  await expect(page).toHaveURL(/\/products\?search=vin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");
});

test("a signed-in page asks for its session's renewal before its code has arrived, and only once", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  // All of the app's code is held back: the renewal must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const renewals: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/auth/refresh")) renewals.push(request.method());
  });
  const renewal = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh"));
  await page.goto("/products", { waitUntil: "commit" });
  expect((await renewal).status()).toBe(200);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");
  await expect(page.getByTestId("user-menu")).toContainText(DEMO.nordvikUser.name);
  expect(renewals).toEqual(["POST"]);
});
