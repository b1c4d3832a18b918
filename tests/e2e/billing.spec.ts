import type { Page } from "@playwright/test";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet, digits, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

const toast = (page: Page) => page.locator(".fx-toast");

test("the demo company's billing shows its plan, module and credits as the API has them", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/billing");
  await expect(page).toHaveURL("/company?tab=subscription");
  const { subscription } = await apiGet<{ subscription: { tier: string; price: number } }>(
    page.request,
    "/subscription/current",
    DEMO.nordvikAdmin.email,
  );
  const { balance } = await apiGet<{ balance: number }>(page.request, "/subscription/credits/balance", DEMO.nordvikAdmin.email);
  const plan = page.getByTestId("current-plan");
  await expect(plan).toContainText("Professionell");
  expect(subscription.tier).toBe("professional");
  await expect(plan).toContainText(/4\s990\skr \/ månad/);
  expect(digits(await page.getByTestId("credit-balance").textContent())).toBe(balance);
  // The module's row (the seeded invoices below name the module too).
  await expect(page.getByRole("row", { name: /Veckoranking/ }).first()).toContainText("Aktiv");
  // What the plan includes is said, and not offered again on top of it.
  await expect(plan).toContainText("Sortimentsoptimering, API-åtkomst");
  await expect(page.getByTestId("included-modules")).toHaveText("Ingår i planen Professionell: Sortimentsoptimering, API-åtkomst.");
  await expect(page.getByRole("button", { name: "Lägg till Ladda upp egen data" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Lägg till (API-åtkomst|Sortimentsoptimering)$/ })).toHaveCount(0);

  // Nordvik's seeded invoices: the plan and the module paid, the credits open.
  await expect(page.getByTestId("invoices").getByRole("row", { name: /500 krediter/ })).toContainText(/Obetald|Förfallen/);
  await expect(page.getByTestId("invoices").getByRole("row", { name: /Planen Professionell/ })).toContainText("Betald");
  await saveScreenshot(page, "billing");
  expect(await seriousOrCritical(page)).toEqual([]);

  // The plans on offer list what each adds, never the pages every company opens without a plan.
  await page.getByRole("button", { name: "Byt plan" }).click();
  await expect(page.getByTestId("plan-professional")).toContainText("API-åtkomst ingår");
  await expect(page.getByTestId("plan-enterprise")).toContainText("Veckoranking ingår");
  for (const open of ["Produktanalys", "Månadsranking", "Försäljningsöversikt"]) {
    await expect(page.getByTestId("plan-enterprise")).not.toContainText(open);
  }
});

test("an admin uploads a file of the company's own data for a module and sees what Fenix read from it", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/company?tab=subscription");
  const card = page.locator(".fx-data-card").filter({ hasText: "Ladda upp egen data" });
  await expect(card.getByRole("combobox", { name: "Modul" })).toBeVisible();
  const csv = Buffer.from("Butik;Artikel;Antal\n0102;7600;12\n1201;7600;4\n0102;1234;9\n", "utf8");
  await card.locator('input[type="file"]').setInputFiles({ name: "egen-forsaljning.csv", mimeType: "text/csv", buffer: csv });
  await card.getByTestId("module-data-send").click();
  await expect(toast(page).filter({ hasText: "Data uppladdad" })).toContainText("Er data har laddats upp och bearbetas");
  const upload = page.getByTestId("module-data-uploads").locator(".ant-list-item").filter({ hasText: "egen-forsaljning.csv" }).first();
  await expect(upload).toContainText("Klar", { timeout: within(20_000) });
  await expect(upload).toContainText("3 rader, 3 kolumner: Butik, Artikel, Antal");
  await expect(upload).toContainText("Veckoranking");
  await saveScreenshot(page, "billing-module-data");

  // Bytes that are not what the name says: refused, with the reason in Swedish.
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: "bild.csv", mimeType: "text/csv", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
  await card.getByTestId("module-data-send").click();
  await expect(toast(page).filter({ hasText: "Uppladdningen misslyckades" })).toContainText(
    "Filens innehåll är inte den CSV- eller Excelfil som namnet säger.",
  );
});

test("an admin without a plan chooses one, adds and cancels a module, buys credits and cancels the plan", async ({ page }) => {
  await signIn(page, DEMO.bryggarhusetAdmin.email);
  await page.goto("/company?tab=subscription");
  await expect(page.getByText("Företaget har ingen plan än. Välj en nedan.")).toBeVisible();

  await page.getByText("Årsvis (2 månader gratis)").click();
  await expect(page.getByTestId("plan-basic")).toContainText(/19\s900\skr \/ år/);
  await page.getByRole("button", { name: "Välj Bas" }).click();
  const choosing = page.getByRole("dialog").filter({ hasText: "Välja Bas?" });
  await expect(choosing).toContainText(/Pris: 19\s900\skr \/ år/);
  await choosing.getByRole("button", { name: "Välj Bas" }).click();
  await expect(toast(page)).toContainText("Planen uppgraderad");
  await expect(page.getByTestId("current-plan")).toContainText("Bas");
  await expect(page.getByTestId("current-plan")).toContainText(/19\s900\skr \/ år/);

  await page.getByRole("button", { name: "Lägg till API-åtkomst" }).click();
  await page.getByRole("dialog").filter({ hasText: "Lägga till API-åtkomst?" }).getByRole("button", { name: "Lägg till" }).click();
  await expect(toast(page)).toContainText("Modulen köpt");
  // The module's row (the invoices below name the module too).
  const row = page.getByRole("row", { name: /API-åtkomst/ }).first();
  await expect(row).toContainText("Aktiv");
  await row.getByRole("button", { name: "Säg upp" }).click();
  await page.getByRole("dialog").filter({ hasText: "Säga upp API-åtkomst?" }).getByRole("button", { name: "Säg upp" }).click();
  await expect(toast(page)).toContainText("Modulen uppsagd");
  await expect(row).toContainText("Uppsagd");
  await expect(row).toContainText("Aktiv till");

  await page.getByRole("button", { name: /Köp 100 krediter/ }).click();
  const buying = page.getByRole("dialog").filter({ hasText: "Köpa 100 krediter?" });
  await expect(buying).toContainText(/Pris: 500\skr/);
  await buying.getByRole("button", { name: "Köp" }).click();
  await expect(toast(page)).toContainText("Krediter köpta");
  await expect(page.getByTestId("credit-balance")).toContainText("100");
  await expect(page.getByTestId("credit-transactions")).toContainText("Köp av 100 krediter");
  const { balance } = await apiGet<{ balance: number }>(page.request, "/subscription/credits/balance", DEMO.bryggarhusetAdmin.email);
  expect(balance).toBe(100);

  await page.getByRole("button", { name: "Säg upp abonnemanget" }).click();
  const dialog = page.getByRole("dialog", { name: "Säga upp abonnemanget?" });
  await dialog.getByRole("textbox").fill("Testar uppsägning");
  await dialog.getByRole("button", { name: "Säg upp" }).click();
  await expect(toast(page)).toContainText("Abonnemanget uppsagt");
  await expect(page.getByTestId("current-plan")).toContainText("Uppsagd");
  await expect(page.getByRole("button", { name: "Behåll Bas" })).toBeVisible();
  await saveScreenshot(page, "billing-cancelled");

  // The company's log names the plan and the module as the page does, never by their keys.
  await page.goto("/company?tab=activity");
  const chosen = page.getByRole("row").filter({ hasText: "Valde en plan" }).first();
  await expect(chosen).toContainText("Bas");
  await expect(chosen).not.toContainText("basic");
  const added = page.getByRole("row").filter({ hasText: "Lade till en modul" }).first();
  await expect(added).toContainText("API-åtkomst");
  await expect(added).not.toContainText("api-access");
});

test("a company user is refused the billing page", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/billing");
  await expect(page.getByText("Åtkomst nekad")).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveCount(0);
});

test("an operator without a company is told there is no subscription, not offered plans", async ({ page }) => {
  await signIn(page, DEMO.operator.email);
  await page.goto("/billing");
  await expect(page.getByText("Du tillhör ingen organisation, så det finns inget abonnemang att visa.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Välj / })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the billing tab fits a phone", async ({ page }) => {
    await signIn(page, DEMO.nordvikAdmin.email);
    await page.goto("/company?tab=subscription");
    await expect(page.getByTestId("current-plan")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "billing-phone");
  });
});
