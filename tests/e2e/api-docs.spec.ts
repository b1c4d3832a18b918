import { DEMO, expect, saveScreenshot, signIn, storeSession, test, within } from "./fixtures";

test("Swagger UI documents the API at /api/docs", async ({ page }) => {
  await page.goto("/api/docs");
  // Swagger UI renders the whole document in the browser before showing it.
  await expect(page.getByText("Fenix API").first()).toBeVisible({ timeout: within(15_000) });
  await expect(page.getByText("/api/v1/auth/login").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Authentication", exact: true }).first()).toBeVisible();
  await saveScreenshot(page, "api-docs");
});

test("try-it on /api/docs answers with the signed-in user's own companies", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/api/docs#/companies/listCompanies");
  const operation = page.locator("#operations-companies-listCompanies");
  await expect(operation).toBeVisible({ timeout: within(15_000) });
  // The app renews the token it keeps while it is open; no app runs here, and on a busy machine
  // Swagger UI can take longer to render the document than the test server's 20-second tokens live.
  await storeSession(page, DEMO.nordvikUser.email);
  await operation.getByRole("button", { name: "Execute" }).click();
  const response = operation.locator(".live-responses-table .response").first();
  await expect(response.locator(".response-col_status")).toHaveText("200", { timeout: within(15_000) });
  await expect(response.locator(".response-col_description")).toContainText("Nordvik");
  await expect(response.locator(".response-col_description")).not.toContainText("Bryggarhuset");
  await saveScreenshot(page, "api-docs-try-it");
});
