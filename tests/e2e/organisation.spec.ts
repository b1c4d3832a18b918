import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, latestMailTo, saveScreenshot, signIn, test, within } from "./fixtures";

test.use({ locale: "sv-SE" });

const PASSWORD = "a long organisation passphrase";

/** curl, as an integrator would call the API: the HTTP status of GET /api/v1/products with the key. */
function curlStatus(baseURL: string, key: string): number {
  const out = execFileSync("curl", [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code}",
    "-H",
    `X-API-Key: ${key}`,
    `${baseURL}/api/v1/products?limit=1`,
  ]);
  return Number(out.toString());
}

async function memberRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test("an admin invites a colleague who accepts, is promoted, then removed and signed out; a personal key works with curl until revoked", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(within(120_000));
  const stamp = Date.now();
  const companyName = `Organisation Test ${stamp} AB`;
  const adminEmail = `admin-${stamp}@organisation-e2e.example`;
  const colleagueEmail = `kim-${stamp}@organisation-e2e.example`;
  // A company of its own, so the demo companies other journeys read stay as they are.
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email: adminEmail, password: PASSWORD, firstName: "Alva", lastName: "Admin", companyName },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, adminEmail, PASSWORD);

  // The admin invites a colleague.
  await page.goto("/company");
  await expect(page.getByRole("tab", { name: "Medlemmar" })).toHaveAttribute("aria-selected", "true");
  await expect(await memberRow(page, adminEmail)).toBeVisible({ timeout: within(20_000) });
  await page.getByRole("button", { name: "Bjud in en kollega" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Bjud in en kollega" });
  await dialog.getByLabel("E-postadress").fill(colleagueEmail);
  await dialog.getByRole("button", { name: "Skicka inbjudan" }).click();
  await expect(page.getByText("Inbjudan skickad")).toBeVisible();
  await page.getByRole("tab", { name: "Inbjudningar" }).click();
  await expect(page).toHaveURL(/tab=invitations/);
  await expect(await memberRow(page, colleagueEmail)).toBeVisible();
  await saveScreenshot(page, "company-invitations");

  // The mail a person would get, in Swedish, with the link.
  const mail = await latestMailTo(colleagueEmail);
  expect(mail.subject).toBe(`Inbjudan till ${companyName} i Fenix`);
  expect(mail.html).toContain("Acceptera inbjudan");
  const link = new URL(/https?:\/\/\S+\/accept-invite\?token=\S+/.exec(mail.text)![0]);

  // The colleague, in a browser of their own, accepts and lands on the dashboard.
  const colleagueContext = await browser.newContext({ locale: "sv-SE", reducedMotion: "reduce" });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`${link.pathname}${link.search}`);
  await expect(colleague.getByRole("heading", { name: "Gå med i ett företag i Fenix" })).toBeVisible();
  await expect(colleague.getByText("Alva Admin har bjudit in dig till")).toBeVisible();
  await expect(colleague.getByRole("cell", { name: "Användare" })).toBeVisible();
  await colleague.getByLabel("Förnamn").fill("Kim");
  await colleague.getByLabel("Efternamn").fill("Kollega");
  await colleague.getByLabel("Välj ett lösenord").fill(PASSWORD);
  await saveScreenshot(colleague, "accept-invite");
  await colleague.getByRole("button", { name: "Acceptera och skapa konto" }).click();
  await expect(colleague).toHaveURL(/\/$/, { timeout: within(20_000) });
  await expect(colleague.getByRole("heading", { level: 1 })).toHaveText(`Försäljning – ${companyName}`, { timeout: within(20_000) });
  await colleague.getByTestId("user-menu").click();
  await expect(colleague.getByRole("menu").getByRole("menuitem", { name: "Företagshantering" })).toHaveCount(0);
  await colleague.keyboard.press("Escape");

  // The link works once.
  const reuse = await colleagueContext.newPage();
  await reuse.goto(`${link.pathname}${link.search}`);
  await expect(reuse.getByText("Inbjudan har redan använts")).toBeVisible();
  await expect(reuse.getByRole("link", { name: "Tillbaka till inloggningen" })).toHaveAttribute("href", "/login");
  await saveScreenshot(reuse, "accept-invite-used");
  await reuse.close();

  // The admin makes them company admin; after a reload their menu has company management.
  await page.getByRole("tab", { name: "Medlemmar" }).click();
  const row = await memberRow(page, colleagueEmail);
  await expect(row).toBeVisible();
  await expect(row.getByRole("combobox", { name: "Roll för Kim Kollega" })).toBeVisible();
  await row.locator(".ant-select").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Företagsadministratör" }).click();
  await expect(page.getByText("Rollen ändrad")).toBeVisible();
  await expect(row.getByText("Företagsadministratör").first()).toBeVisible();
  await saveScreenshot(page, "company-members");
  await colleague.reload();
  await colleague.getByTestId("user-menu").click();
  await expect(colleague.getByRole("menu").getByRole("menuitem", { name: "Företagshantering" })).toBeVisible();
  await colleague.keyboard.press("Escape");

  // The admin removes them: the colleague's open tab is signed out on its next call.
  await row.getByRole("button", { name: "Ta bort" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Ta bort Kim Kollega från företaget?" });
  await confirm.getByRole("button", { name: "Ta bort" }).click();
  await expect(page.getByText("Medlemmen borttagen")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: colleagueEmail })).toHaveCount(0);
  await colleague.getByRole("banner").getByRole("link", { name: "Produkter" }).first().click();
  await expect(colleague).toHaveURL(/\/login/, { timeout: within(20_000) });
  await colleagueContext.close();

  // The activity tab lists what happened.
  await page.getByRole("tab", { name: "Aktivitet" }).click();
  await expect(page.getByText("Tog bort en medlem")).toBeVisible();
  await expect(page.getByText("Ändrade en roll")).toBeVisible();
  await expect(page.getByText("Gick med i företaget")).toBeVisible();
  await saveScreenshot(page, "company-activity");

  // A personal key from /profile works with curl and stops when revoked.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/profile");
  const card = page.getByTestId("api-keys");
  await card.getByRole("button", { name: "Skapa API-nyckel" }).click();
  const create = page.getByRole("dialog", { name: "Ny API-nyckel" });
  await create.getByLabel("Namn").fill("Curl-test");
  await create.getByRole("button", { name: "Spara" }).click();
  const secret = (await card.getByTestId("api-key-secret").textContent())!.trim();
  expect(secret).toMatch(/^fnx_/);
  await card.getByRole("button", { name: "Kopiera nyckeln" }).click();
  await expect(card.getByRole("button", { name: "Kopierad" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(card.getByRole("button", { name: "Kopiera nyckeln" })).toBeVisible({ timeout: within(4_000) });
  await expect(card.getByTestId("api-key-example")).toContainText(`X-API-Key: ${secret}`);
  await expect(card.getByRole("link", { name: "API-dokumentation" })).toHaveAttribute("href", "/api/docs");
  expect(curlStatus(baseURL!, secret)).toBe(200);
  expect(curlStatus(baseURL!, secret)).toBe(200);
  await card.getByRole("button", { name: "Jag har sparat den" }).click();
  await expect(card.getByTestId("api-key-secret")).toHaveCount(0);
  // The calls appear with the next read of the list (usage is counted in batches).
  await page.reload();
  await expect(page.getByTestId("api-keys").getByRole("row").filter({ hasText: "Curl-test" })).toContainText("2", {
    timeout: within(20_000),
  });
  await expect(page.getByTestId("api-keys").getByTestId("chart")).toBeVisible();
  await saveScreenshot(page, "profile-api-keys");
  await page.getByTestId("api-keys").getByRole("button", { name: "Återkalla Curl-test" }).click();
  await page.getByRole("dialog").filter({ hasText: "Återkalla ”Curl-test”?" }).getByRole("button", { name: "Återkalla" }).click();
  await expect(page.getByText("API-nyckeln återkallad")).toBeVisible();
  expect(curlStatus(baseURL!, secret)).toBe(401);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("members and invitations fit a phone: addresses whole, each one's role and actions under it", async ({ page }) => {
    const stamp = Date.now();
    // Addresses as long as people's: they fit a line of a phone's table.
    const adminEmail = `alva.${stamp % 1_000_000}@telefon.example`;
    const colleagueEmail = `kim.${stamp % 1_000_000}@telefon.example`;
    const registered = await page.request.post("/api/v1/auth/register", {
      data: { email: adminEmail, password: PASSWORD, firstName: "Alva", lastName: "Admin", companyName: `Telefon ${stamp} AB` },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await signIn(page, adminEmail, PASSWORD);
    await page.goto("/company");
    await page.getByRole("button", { name: "Bjud in en kollega" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Bjud in en kollega" });
    await dialog.getByLabel("E-postadress").fill(colleagueEmail);
    await dialog.getByRole("button", { name: "Skicka inbjudan" }).click();
    await expect(page.getByText("Inbjudan skickad")).toBeVisible();

    for (const [tab, email] of [
      ["members", adminEmail],
      ["invitations", colleagueEmail],
    ] as const) {
      await page.goto(`/company?tab=${tab}`);
      const address = page.locator(".fx-email").filter({ hasText: email });
      await expect(address).toBeVisible({ timeout: within(20_000) });
      // One line: the address is not broken mid-word to make room for other columns.
      expect(await address.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))).toBeLessThan(
        1.5,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      // Its role and actions are on screen, under the address, not clipped at the card's edge.
      const button = page.getByRole("button", { name: tab === "members" ? "Ta bort" : "Återkalla inbjudan" }).first();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await saveScreenshot(page, `company-${tab}-phone`);
    }
  });
});
