import { expect, saveScreenshot, test } from "./fixtures";

test("Swagger UI documents the API at /api/docs", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByText("Fenix API").first()).toBeVisible();
  await expect(page.getByText("/api/v1/auth/login").first()).toBeVisible();
  await saveScreenshot(page, "api-docs");
});
