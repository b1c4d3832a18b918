import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, latestMailTo, saveScreenshot, signIn, signInWithForm, test, within } from "./fixtures";

test.use({ locale: "sv-SE" });

const PASSWORD = "a long admin e2e passphrase";

/** A fresh company of its own (registration), so the demo companies other journeys read stay as they are. */
async function registerCompany(page: Page, label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const companyName = `Admin E2E ${label} ${stamp} AB`;
  const email = `admin-${label}-${stamp}@admin-e2e.example`;
  const res = await page.request.post("/api/v1/auth/register", {
    data: { email, password: PASSWORD, firstName: "Alva", lastName: "Admin", companyName },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { companyName, email };
}

async function companyRow(page: Page, name: string) {
  // Searched once: searching again for the name already shown reloads the table, which can re-render
  // the row under the next click (a CI run timed out clicking a row button behind its open dialog).
  const search = page.getByPlaceholder("Sök företag");
  if ((await search.inputValue()) !== name) {
    await search.fill(name);
    await search.press("Enter");
  }
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: within(20_000) });
  return row;
}

test("only the operator's menu has Administration, and nobody else may open /admin", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "Företagshantering" })).toBeVisible();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "Administration" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByText("Access Denied").or(page.getByText("Åtkomst nekad"))).toBeVisible();

  await signIn(page, DEMO.operator.email);
  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Administration" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole("navigation", { name: "Administrationens sidor" });
  for (const name of ["Företag", "Leverantörsanspråk", "API-nycklar", "Inbjudningar", "Aktivitet"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  await saveScreenshot(page, "admin-companies");
});

test("the operator suspends a company: its user is refused at sign-in; reactivated, the user is let in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(within(120_000));
  const { companyName, email } = await registerCompany(page, "suspend");
  await signIn(page, DEMO.operator.email);
  await page.goto("/admin");
  let row = await companyRow(page, companyName);
  await row.getByRole("button", { name: "Stäng av" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: `Stänga av ${companyName}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Stäng av" }).click();
  await expect(page.getByText("Företaget är avstängt")).toBeVisible();
  row = await companyRow(page, companyName);
  await expect(row.getByText("Avstängt")).toBeVisible();
  await saveScreenshot(page, "admin-company-suspended");

  // The company's admin, in a browser of their own, is told why at sign-in.
  const member = await browser.newContext({ baseURL, locale: "sv-SE" });
  const memberPage = await member.newPage();
  await memberPage.goto("/login");
  await signInWithForm(memberPage, email, PASSWORD);
  await expect(memberPage.getByText("Ert företags konto är avstängt. Kontakta Fenix för att få det återaktiverat.")).toBeVisible();
  await saveScreenshot(memberPage, "admin-suspended-sign-in");

  row = await companyRow(page, companyName);
  await row.getByRole("button", { name: "Återaktivera" }).click();
  await page
    .getByRole("dialog")
    .filter({ hasText: `Återaktivera ${companyName}?` })
    .getByRole("button", { name: "Återaktivera" })
    .click();
  await expect(page.getByText("Företaget är återaktiverat")).toBeVisible();

  await signInWithForm(memberPage, email, PASSWORD);
  await expect(memberPage).not.toHaveURL(/\/login/, { timeout: within(20_000) });
  await expect(memberPage.getByTestId("user-menu")).toBeVisible();
  await member.close();
});

test("a new company claims a supplier name on /setup and the operator approves it", async ({ page, browser, baseURL }) => {
  test.setTimeout(within(150_000));
  const { companyName, email } = await registerCompany(page, "claim");
  await signIn(page, email, PASSWORD);
  await page.goto("/");
  await expect(page.getByTestId("setup-pointer")).toBeVisible({ timeout: within(20_000) });
  await page.getByTestId("setup-pointer").getByRole("link", { name: "Gör anspråk på era namn" }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText("Inga namn ännu")).toBeVisible();

  // The market's names, most products first, as the operator sees them; the first one nobody holds
  // yet is claimed. Whether a name is linked is the operator's to know, never a company's.
  const login = await page.request.post("/api/v1/auth/login", { data: { email: DEMO.operator.email, password: DEMO_PASSWORD } });
  const suppliers = (await (
    await page.request.get("/api/v1/setup/suppliers?limit=50", {
      headers: { authorization: `Bearer ${((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken}` },
    })
  ).json()) as { data: { name: string; products: number; claimedBy: number }[] };
  const linked = suppliers.data.find((s) => s.claimedBy > 0)!;
  await page.getByPlaceholder("Sök leverantörsnamn").fill(linked.name);
  await page.getByPlaceholder("Sök leverantörsnamn").press("Enter");
  await expect(page.getByRole("button", { name: `Gör anspråk ${linked.name}` })).toBeEnabled();
  await expect(page.getByText(/Kopplat till/)).toHaveCount(0);
  const free = suppliers.data.find((s) => s.claimedBy === 0)!;
  await page.getByPlaceholder("Sök leverantörsnamn").fill(free.name);
  await page.getByPlaceholder("Sök leverantörsnamn").press("Enter");
  await page.getByRole("button", { name: `Gör anspråk ${free.name}` }).click();
  await page
    .getByRole("dialog")
    .filter({ hasText: `Göra anspråk på ${free.name}?` })
    .getByRole("button", { name: "Gör anspråk" })
    .click();
  await expect(page.getByText("Anspråket är skickat")).toBeVisible();
  await expect(page.getByTestId("setup-claim").filter({ hasText: free.name }).getByText("Väntar på godkännande")).toBeVisible();
  await saveScreenshot(page, "setup-claim-pending");

  const operator = await browser.newContext({ baseURL, locale: "sv-SE" });
  const operatorPage = await operator.newPage();
  await signIn(operatorPage, DEMO.operator.email);
  await operatorPage.goto("/admin/claims");
  const claim = operatorPage.getByRole("row").filter({ hasText: companyName });
  await expect(claim).toBeVisible({ timeout: within(20_000) });
  await saveScreenshot(operatorPage, "admin-claims");
  await claim.getByRole("button", { name: "Godkänn" }).click();
  await operatorPage
    .getByRole("dialog")
    .filter({ hasText: `Godkänna att ${free.name} tillhör ${companyName}?` })
    .getByRole("button", { name: "Godkänn" })
    .click();
  await expect(operatorPage.getByText("Anspråket är godkänt")).toBeVisible();
  await operatorPage.goto("/admin/activity");
  await expect(operatorPage.getByRole("row").filter({ hasText: companyName }).filter({ hasText: "Leverantörsnamn godkänt" })).toBeVisible({
    timeout: within(20_000),
  });
  await saveScreenshot(operatorPage, "admin-activity");
  await operator.close();

  const mail = await latestMailTo(email);
  expect(mail.subject).toContain(`Godkänt: leverantörsnamnet "${free.name}"`);
  // Straight to the dashboard, as from the mail: the company list this browser kept from before
  // the approval has no names, and the dashboard reads it again rather than trust it.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(companyName);
  await expect(page.getByTestId("setup-pointer")).toHaveCount(0);
  await page.goto("/setup");
  await expect(page.getByTestId("setup-claim").filter({ hasText: free.name }).getByText("Godkänt")).toBeVisible({
    timeout: within(20_000),
  });
  await saveScreenshot(page, "setup-claim-approved");
});
