import { DEMO, expect, signIn, test } from "./fixtures";

test.use({ locale: "sv-SE" });

test("the store pages say a server refusal in Swedish, and a store answer of the wrong shape in the specified words", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);

  // The list refused as the API refuses a bad query: never the schema's English on the page.
  await page.route(/\/api\/v1\/stores\?/, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        statusCode: 400,
        error: "Bad Request",
        message: "querystring/limit must be <= 500",
        code: "VALIDATION_FAILED",
        field: "limit",
        rule: "maximum",
        limit: 500,
      }),
    }),
  );
  await page.goto("/stores");
  await expect(page.getByTestId("stores-error")).toContainText(
    "Något av det du angav är inte giltigt. Kontrollera fälten och försök igen.",
  );
  await expect(page.getByTestId("stores-error")).not.toContainText("querystring");

  // One store whose answer has no store in it: the message of docs/PRODUCT.md §8 Errors, word for word.
  await page.route(/\/api\/v1\/stores\/0102$/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: null }) }),
  );
  await page.goto("/stores/0102");
  await expect(page.getByTestId("store-error")).toContainText("Store data is null or undefined");
});
