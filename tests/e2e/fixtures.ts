import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { within } from "./time-limits";

export const DEMO_PASSWORD = "fenix-demo-2026";
export const DEMO = {
  nordvikAdmin: { email: "admin@nordvik.example", name: "Astrid Lindqvist" },
  nordvikUser: { email: "user@nordvik.example", name: "Johan Berg" },
  bryggarhusetAdmin: { email: "admin@bryggarhuset.example", name: "Maja Holm" },
  bryggarhusetUser: { email: "user@bryggarhuset.example", name: "Erik Sandberg" },
  operator: { email: "operator@fenix.example", name: "Sara Ek" },
} as const;

/** Fails the test on any uncaught error in the page, and on anything the CSP blocked. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, within };

/**
 * A picture of the page for a person to look at, in test-results/screenshots/, when E2E_SCREENSHOTS=1.
 * No test reads them, and encoding a few hundred of them took minutes of a 2-core machine's CPU.
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: options.fullPage ?? true });
}

/**
 * A session of its own for this page, made through the API (quicker than the form; the form
 * has tests of its own). Refresh tokens work once, so sessions are never shared.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // A document of the app's origin that runs no app code (the sign-in page would still be asking
  // the API when the test's next page opens): only its storage is wanted.
  await page.goto("/health");
  await storeSession(page, email, password);
}

/** Signs in through the API and keeps the tokens where the app keeps them, in the open page's origin. */
export async function storeSession(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { tokens } = (await res.json()) as { tokens: { accessToken: string; refreshToken: string } };
  await page.evaluate((t) => {
    localStorage.setItem("fenix-access-token", t.accessToken);
    localStorage.setItem("fenix-refresh-token", t.refreshToken);
  }, tokens);
}

/**
 * Resolves when the page has nothing left to do on its own: two frames drawn, then an idle period
 * of its event loop. A script that has arrived has run by then, and so has a call an answer set off.
 */
export const pageAtRest = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
  );

/** Signs in through the form on /login. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^(E-postadress|Email)$/).fill(email);
  await page.getByLabel(/^(Lösenord|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Logga in|Sign in)$/ }).click();
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The newest email to `to` that the server wrote to MAIL_DIR (playwright.config.ts sets it); waits up to 10 s. */
export async function latestMailTo(to: string): Promise<SentMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set");
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir).sort().reverse();
          } catch {
            return [];
          }
        })();
        found = files
          .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SentMail)
          .find((mail) => mail.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      },
      { timeout: within(10_000), message: `an email to ${to}` },
    )
    .toBe(true);
  return found!;
}
