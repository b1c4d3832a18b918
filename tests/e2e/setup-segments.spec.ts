import type { Page } from "@playwright/test";
import type { Segment } from "../../contracts";
import { DEMO, expect, saveScreenshot, signIn, test, within } from "./fixtures";
import { apiGet } from "./market-helpers";

test.use({ locale: "sv-SE" });

const segmentsCard = (page: Page) => page.getByTestId("setup-segments");

test("an admin chooses the segments to compare against on /setup, and the dashboard's comparison follows", async ({ page }) => {
  test.setTimeout(within(120_000));
  const admin = DEMO.bryggarhusetAdmin.email;
  await signIn(page, admin);
  const all = await apiGet<Segment[]>(page.request, "/segments", admin);
  const [company] = await apiGet<{ id: string }[]>(page.request, "/companies", admin);
  const token = await page.evaluate(() => localStorage.getItem("fenix-access-token"));
  // From the company's default: no choice of its own.
  const reset = await page.request.put(`/api/v1/companies/${company!.id}/segments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { segments: [] },
  });
  expect(reset.status()).toBe(200);
  const own = await apiGet<{ fromProducts: Segment[] }>(page.request, `/companies/${company!.id}/segments`, admin);
  // The two busiest segments Bryggarhuset has no products in.
  const picks = all
    .filter((s) => !own.fromProducts.some((o) => o.id === s.id))
    .sort((a, b) => b.products - a.products)
    .slice(0, 2);

  await page.goto("/");
  const note = page.getByTestId("comparison-note");
  await expect(note).toContainText("Jämförs med segmenten för era produkter");
  await expect(page.getByRole("img", { name: /mot Deras segment/ })).toBeVisible();

  await note.getByRole("link", { name: "Välj segment" }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(segmentsCard(page)).toContainText("Tills ni väljer jämför instrumentpanelen med segmenten för era egna produkter");
  const select = segmentsCard(page).getByRole("combobox", { name: "Välj segment" });
  for (const segment of picks) {
    await select.click();
    await page.keyboard.type(segment.categoryLevel2);
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: `${segment.products} produkter` })
      .filter({ hasText: segment.categoryLevel2 })
      .first()
      .click();
  }
  await segmentsCard(page).getByRole("button", { name: "Spara segment" }).click();
  await expect(page.getByText("Segmenten är sparade")).toBeVisible();
  await saveScreenshot(page, "setup-segments-chosen");

  const chosen = await apiGet<{ chosen: Segment[] }>(page.request, `/companies/${company!.id}/segments`, admin);
  expect(chosen.chosen.map((s) => s.id).sort()).toEqual(picks.map((s) => s.id).sort());

  await page.getByRole("button", { name: "Till instrumentpanelen" }).click();
  await expect(note).toContainText("Jämförs med segmenten ni valt");
  await expect(page.getByRole("img", { name: /mot Valda segment/ })).toBeVisible();
  await saveScreenshot(page, "dashboard-chosen-segments");

  await note.getByRole("link", { name: "Välj segment" }).click();
  await segmentsCard(page).getByRole("button", { name: "Jämför med mina produkters segment" }).click();
  await expect(page.getByText("Segmenten är sparade")).toBeVisible();
  await expect(segmentsCard(page)).toContainText("Tills ni väljer");
  await page.goto("/");
  await expect(note).toContainText("Jämförs med segmenten för era produkter");
});
