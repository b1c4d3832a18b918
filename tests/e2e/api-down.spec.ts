import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { SecondServer } from "./second-server";

test.use({ locale: "sv-SE" });

test("stopping the API server shows the orange banner and the Swedish notice; starting it again clears them", async ({ browser }) => {
  test.setTimeout(within(120_000));
  const server = await SecondServer.create();
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.baseURL, locale: "sv-SE" });
    const page = await context.newPage();
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjälp");

    await server.stop();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByTestId("api-banner")).toContainText("API-tjänsten har problem");
    await expect(page.getByTestId("api-notice")).toContainText("API är inte tillgänglig");
    await expect(page.getByTestId("api-notice")).toContainText(/Senast kontrollerad: \d{2}:\d{2}:\d{2}/);
    await saveScreenshot(page, "api-server-stopped");

    await server.start();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByTestId("api-notice")).toHaveCount(0);
    await expect(page.getByTestId("api-banner")).toHaveCount(0);
    await context.close();
  } finally {
    await server.dispose();
  }
});
