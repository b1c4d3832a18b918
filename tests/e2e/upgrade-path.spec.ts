import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

// docs/PRODUCT.md §10 Subscriptions: every gate says what it needs before the work, and leads an admin
// in one step to where it is bought; a member is told to ask an admin.

test("a member learns that the weekly import needs a module before choosing a file, and whom to ask", async ({ page }) => {
  await signIn(page, DEMO.bryggarhusetUser.email);
  await page.goto("/weekly-ranking");
  await page.getByTestId("weekly-upload").click();
  const dialog = page.getByRole("dialog", { name: "Ladda upp en veckolista" });
  const upgrade = dialog.getByTestId("upgrade-card");
  await expect(upgrade).toContainText("Modulen Veckoranking behövs");
  await expect(upgrade).toContainText("Be en företagsadministratör lägga till Veckoranking under Fakturering.");
  // Billing is the admins': no link a member could only be refused at.
  await expect(upgrade.getByRole("link")).toHaveCount(0);
  // The file picker is not offered: nothing to choose before the module is there.
  await expect(dialog.getByTestId("weekly-upload-file")).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Ladda upp och importera" })).toBeDisabled();
  await saveScreenshot(page, "upgrade-weekly-member");
});

test("a new company's admin sees that the export needs a module before asking, and buys plan and module in one step", async ({ page }) => {
  test.setTimeout(within(120_000));
  const stamp = Date.now();
  const email = `uppgradering-${stamp}@uppgradering-e2e.example`;
  const password = "a long enough password 2026";
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password, firstName: "Ulla", lastName: "Uppgradering", companyName: `Uppgradering ${stamp} AB` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, password);

  await page.goto("/products");
  await page.getByTestId("export-products").click();
  await expect(page.getByTestId("export-products-needs")).toHaveText("Export av hela listan kräver API-åtkomst");
  await expect(page.getByTestId("export-products-csv")).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Till Fakturering" }).click();
  await expect(page).toHaveURL("/company?tab=subscription&module=api-access");

  const offer = page.getByTestId("module-offer");
  await expect(offer).toContainText("Lägg till API-åtkomst");
  await expect(offer.getByTestId("offer-professional")).toContainText("API-åtkomst ingår i Professionell");
  await expect(offer.getByTestId("offer-professional")).toContainText(/4\s990\skr \/ månad/);
  // Bas does not include it: the plan and the module, 1 990 + 1 990 kr.
  await expect(offer.getByTestId("offer-basic")).toContainText(/3\s980\skr \/ månad/);
  await saveScreenshot(page, "upgrade-offer-no-plan");
  expect(await seriousOrCritical(page)).toEqual([]);

  await offer.getByRole("button", { name: "Välj Bas med API-åtkomst" }).click();
  const confirmation = page.getByRole("dialog").filter({ hasText: "Välja Bas med API-åtkomst?" });
  await expect(confirmation).toContainText(/Pris: 3\s980\skr \/ månad/);
  await expect(confirmation).toContainText(/Bas 1\s990\skr \+ API-åtkomst 1\s990\skr/);
  await confirmation.getByRole("button", { name: "Välj och köp" }).click();
  await expect(offer).toContainText("Företaget har nu API-åtkomst");
  await expect(page.getByTestId("current-plan")).toContainText("Bas");
  await expect(page.getByRole("row", { name: /API-åtkomst/ }).first()).toContainText("Aktiv");

  await offer.getByRole("button", { name: "Tillbaka till sidan" }).click();
  await expect(page).toHaveURL("/products");
  await page.getByTestId("export-products").click();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-products-csv").click();
  expect((await download).suggestedFilename()).toBe("fenix-products.csv");
});
