import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet } from "./market-helpers";

test.use({ locale: "sv-SE" });

const toast = (page: Page) => page.locator(".fx-toast");

/** The confirmation every purchase asks for: it names the price and the period; confirmed with `ok`. */
async function confirm(page: Page, title: string | RegExp, price: RegExp, ok: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: title });
  await expect(dialog).toContainText(price);
  await expect(dialog).toContainText("Exkl. moms (25 %)");
  await dialog.getByRole("button", { name: ok }).click();
}

test("a company admin without the module sees the upgrade card, buys the module after a confirmation, uses it and gets the invoice", async ({
  page,
}) => {
  // A company of its own on the Bas plan (the demo companies' plans are other tests' to change);
  // a new company without a plan buys plan and module in one step (upgrade-path.spec.ts).
  const stamp = Date.now();
  const admin = `sortiment-${stamp}@sortiment-e2e.example`;
  const password = "a long enough password 2026";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email: admin, password, firstName: "Stina", lastName: "Sortiment", companyName: `Sortiment ${stamp} AB` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { tokens } = (await registered.json()) as { tokens: { accessToken: string } };
  const plan = await page.request.put("/api/v1/subscription/current", {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { tier: "basic", billingPeriod: "monthly" },
  });
  expect(plan.status()).toBe(200);
  await signIn(page, admin, password);
  const { items } = await apiGet<{ items: { id: string }[] }>(page.request, "/stores?limit=1");
  await page.goto(`/stores/${items[0]!.id}`);
  const upgrade = page.getByTestId("upgrade-card");
  await expect(upgrade).toContainText("Modulen Sortimentsoptimering behövs");
  await expect(upgrade).toContainText(/1\s490\skr per månad/);
  await expect(upgrade).toContainText("Konkurrensanalys");
  await saveScreenshot(page, "commercial-upgrade-card");

  await upgrade.getByRole("link", { name: "Till Fakturering" }).click();
  await expect(page).toHaveURL("/company?tab=subscription&module=store-optimization");
  // One step: the module on top of the running plan, for its billing period.
  const offer = page.getByTestId("module-offer");
  await expect(offer).toContainText("Lägg till Sortimentsoptimering");
  await expect(offer).toContainText(/1\s490\skr \/ månad/);
  await saveScreenshot(page, "commercial-module-offer");
  await offer.getByRole("button", { name: "Köp Sortimentsoptimering" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Lägga till Sortimentsoptimering?" });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, "commercial-confirm-module");
  await confirm(page, "Lägga till Sortimentsoptimering?", /Pris: 1\s490\skr \/ månad/, "Lägg till");
  await expect(toast(page)).toContainText("Modulen köpt");
  await expect(offer).toContainText("Företaget har nu Sortimentsoptimering");
  await expect(page.getByRole("row", { name: /Sortimentsoptimering/ }).first()).toContainText("Aktiv");

  const invoices = page.getByTestId("invoices");
  const invoiceRow = invoices.getByRole("row", { name: /Sortimentsoptimering/ });
  await expect(invoiceRow).toContainText(/1\s863\skr/);
  await saveScreenshot(page, "commercial-invoices");
  const download = page.waitForEvent("download");
  await invoiceRow.getByRole("button", { name: /Ladda ner faktura/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fenix-invoice-\d+\.html$/);

  // Back at the store, without a reload: the optimisation is open.
  await offer.getByRole("button", { name: "Tillbaka till sidan" }).click();
  await expect(page).toHaveURL(/\/stores\//);
  await expect(page.getByRole("heading", { name: "Värt att lägga till (säljer i liknande butiker)" })).toBeVisible();
  await expect(page.getByTestId("upgrade-card")).toHaveCount(0);
  await saveScreenshot(page, "commercial-feature-open");
});

test("the operator edits a plan's price after a confirmation and the Billing tab shows it", async ({ page, browser }) => {
  await signIn(page, DEMO.operator.email);
  await page.goto("/admin/plans");
  const plans = page.getByTestId("admin-plans");
  const enterprise = plans.getByRole("row", { name: /Företag/ });
  await expect(enterprise).toContainText(/11\s990\skr/);
  await enterprise.getByRole("button", { name: "Ändra Företag" }).click();
  const edit = page.getByRole("dialog", { name: "Ändra Företag" });
  await edit.getByLabel("Pris per månad").fill("12490");
  await edit.getByRole("button", { name: "Spara" }).click();
  const confirmation = page.getByRole("dialog").filter({ hasText: "Spara nya priser för Företag?" });
  await expect(confirmation).toContainText(/12\s490\skr per månad/);
  await saveScreenshot(page, "commercial-admin-confirm");
  await confirmation.getByRole("button", { name: "Spara" }).click();
  await expect(toast(page)).toContainText("Sparat");
  await expect(enterprise).toContainText(/12\s490\skr/);
  await saveScreenshot(page, "commercial-admin-plans");

  const customer = await browser.newPage({ locale: "sv-SE" });
  await signIn(customer, DEMO.nordvikAdmin.email);
  await customer.goto("/company?tab=subscription");
  await customer.getByRole("button", { name: "Byt plan" }).click();
  await expect(customer.getByTestId("plan-enterprise")).toContainText(/12\s490\skr \/ månad/);
  await saveScreenshot(customer, "commercial-billing-new-price");
  await customer.close();

  // The catalogue as it was, for the other specs.
  await enterprise.getByRole("button", { name: "Ändra Företag" }).click();
  await page.getByRole("dialog", { name: "Ändra Företag" }).getByLabel("Pris per månad").fill("11990");
  await page.getByRole("dialog", { name: "Ändra Företag" }).getByRole("button", { name: "Spara" }).click();
  await page.getByRole("dialog").filter({ hasText: "Spara nya priser för Företag?" }).getByRole("button", { name: "Spara" }).click();
  await expect(enterprise).toContainText(/11\s990\skr/);
});

test("the operator marks a company's invoice paid after a confirmation, and the company's Billing tab shows it paid", async ({
  page,
  browser,
}) => {
  test.setTimeout(within(120_000)); // two browsers, a registration and a purchase on a busy two-core machine
  // A company of its own, with one invoice (100 credits, 500 kr + 25 % VAT).
  const email = `betalning-${Date.now()}@betalning-${Date.now()}.example.test`;
  const password = "correct horse battery staple";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password, firstName: "Berit", lastName: "Betalare", companyName: `Betalbolaget ${Date.now()}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { tokens, user } = (await registered.json()) as { tokens: { accessToken: string }; user: { companyId: string } };
  const bought = await page.request.post("/api/v1/subscription/credits/purchase", {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { packageId: "credits-100", paymentMethodId: "default" },
  });
  expect(bought.status()).toBe(201);
  const listed = await page.request.get("/api/v1/subscription/invoices", { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const [invoice] = ((await listed.json()) as { data: { invoices: { number: number }[] } }).data.invoices;

  await signIn(page, email, password);
  await page.goto("/company?tab=subscription");
  const state = page.getByTestId(`invoice-state-${invoice!.number}`);
  await expect(state).toContainText("Obetald");

  const operatorContext = await browser.newContext({ locale: "sv-SE" });
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.operator.email);
  await operator.goto(`/admin/invoices?companyId=${user.companyId}`);
  const row = operator.getByTestId("admin-invoices").getByRole("row", { name: new RegExp(`^${invoice!.number}\\b`) });
  await expect(row).toContainText(/625\skr/);
  await expect(row).toContainText("Obetald");
  await row.getByRole("button", { name: "Markera betald" }).click();
  const dialog = operator.getByRole("dialog").filter({ hasText: `Markera faktura ${invoice!.number} som betald?` });
  await expect(dialog).toContainText(/625\skr inkl\. moms/);
  await saveScreenshot(operator, "admin-invoice-mark-paid");
  await dialog.getByRole("button", { name: "Markera betald" }).click();
  await expect(toast(operator)).toContainText("Fakturan är markerad som betald");
  // The list shows unpaid invoices by default: the paid one leaves it, and is found under "Betalda".
  await expect(operator.getByText("Inga obetalda fakturor.")).toBeVisible();
  // antd draws the chosen value over the select's input.
  await operator.getByRole("combobox", { name: "Betalning" }).click({ force: true });
  // (A role query would also find antd's hidden list for screen readers, whose "Obetalda" holds "Betalda".)
  await operator
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: /^Betalda$/ })
    .click();
  await expect(operator.getByTestId(`admin-invoice-state-${invoice!.number}`)).toContainText("Betald");
  await saveScreenshot(operator, "admin-invoices-paid");
  await operatorContext.close();

  await page.reload();
  await expect(state).toContainText("Betald");
  await expect(state).not.toContainText("Obetald");
  await saveScreenshot(page, "billing-invoice-paid");
});
