import { expect, saveScreenshot, test } from "./fixtures";

test("Swagger UI documents the API at /api/docs", async ({ page }) => {
  await page.goto("/api/docs");
  // Swagger UI renders the whole document (about 60 operations) in the browser before showing it.
  await expect(page.getByText("Fenix API").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("/api/v1/auth/login").first()).toBeVisible();
  await saveScreenshot(page, "api-docs");
});
