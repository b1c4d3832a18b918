import { DEMO, expect, saveScreenshot, signIn, test } from "./fixtures";

/** An antd form item's error text, found by the field's label. */
const errorUnder = (page: import("@playwright/test").Page, label: string) =>
  page
    .locator(".ant-form-item")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator(".ant-form-item-explain-error");

/** The sign-in page's plain form (it shows before antd loads): the error text under a field, found by its label. */
const plainErrorUnder = (page: import("@playwright/test").Page, label: string) =>
  page
    .locator(".fx-form-item")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator(".fx-field-error");

/** Fastify's schema wording and the server's English never reach the page. */
const RAW = /must NOT|must match|body\/|already exists|too common; choose/;

test.describe("in Swedish", () => {
  test.use({ locale: "sv-SE" });

  test("registration: the server's refusals appear in Swedish under the field they are about", async ({ page }) => {
    await page.goto("/login");
    await page.getByText("Skapa konto", { exact: true }).click();
    await page.getByLabel("Företagets namn").fill("Fältfel AB");
    await page.getByLabel("Förnamn").fill("Fält");
    await page.getByLabel("Efternamn").fill("Fel");
    await page.getByLabel("E-postadress").fill(`field.${Date.now()}@field-errors.example`);
    // Long enough for the form's own rule; the server finds it among the commonest passwords.
    await page.getByLabel("Lösenord", { exact: true }).fill("password123456");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(plainErrorUnder(page, "Lösenord")).toHaveText("Lösenordet är för vanligt. Välj ett annat.");
    await expect(page.getByLabel("Lösenord", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Lösenord", { exact: true })).toHaveAccessibleDescription(/^Lösenordet är för vanligt\. Välj ett annat\./);
    await expect(page.locator(".fx-alert-error")).toHaveCount(0);

    // An address that has an account already: said under the address.
    await page.getByLabel("E-postadress").fill(DEMO.nordvikUser.email);
    await page.getByLabel("Lösenord", { exact: true }).fill("a long and private passphrase");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(plainErrorUnder(page, "E-postadress")).toHaveText("Det finns redan ett konto med den e-postadressen.");
    await expect(plainErrorUnder(page, "Lösenord")).toHaveCount(0);
    await saveScreenshot(page, "register-field-error");
    await expect(page.locator("body")).not.toContainText(RAW);
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("profile and invite dialog: a wrong current password and an existing member are said under their fields", async ({ page }) => {
    const stamp = Date.now();
    const email = `admin-${stamp}@field-errors.example`;
    const password = "a long and private passphrase";
    // A company of its own: a wrong password counts against the account, never a demo user's.
    const registered = await page.request.post("/api/v1/auth/register", {
      data: { email, password, firstName: "Field", lastName: "Errors", companyName: `Field Errors ${stamp} AB` },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await signIn(page, email, password);

    await page.goto("/profile");
    await page.getByLabel("Current password", { exact: true }).fill("not my password at all");
    await page.getByLabel("New password", { exact: true }).fill("another long passphrase");
    await page.getByLabel("Repeat the new password", { exact: true }).fill("another long passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(errorUnder(page, "Current password")).toHaveText("The current password is wrong.");
    await saveScreenshot(page, "profile-password-field-error");

    await page.goto("/company");
    await page.getByRole("button", { name: "Invite a colleague" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Invite a colleague" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText("Someone with this address is already a member.");
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, "invite-field-error");
    await expect(page.locator("body")).not.toContainText(RAW);
  });
});
