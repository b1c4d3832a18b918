import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO, expect, pageAtRest, saveScreenshot, signIn, signInWithForm, test, within } from "./fixtures";
import { apiGet, seriousOrCritical } from "./market-helpers";

test.use({ locale: "sv-SE" });

/** The seven top links of docs/PRODUCT.md §4 Shell, in order, and the page each opens. */
const TOP_LINKS = [
  ["Dashboard", "/"],
  ["Produktanalys", "/analysis"],
  ["Products", "/products"],
  ["Stores", "/stores"],
  ["Monthly ranking", "/monthly-ranking"],
  ["Artdisk", "/artdisk"],
  ["Weekly ranking", "/weekly-ranking"],
] as const;

interface Found {
  id: number;
  productNameBold: string;
  productNumber: string;
}

/** A real product of the demo market, found the way the header finds it. */
async function demoProduct(page: Page, q: string): Promise<Found> {
  const [first] = await apiGet<Found[]>(page.request, `/search/products?q=${encodeURIComponent(q)}&limit=1`);
  expect(first, `a demo product for "${q}"`).toBeTruthy();
  return first!;
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Sök produkter" });

async function chooseFromSearch(page: Page, product: Found) {
  await searchBox(page).fill(product.productNumber);
  const option = page.getByRole("option").filter({ hasText: product.productNameBold }).first();
  await expect(option).toBeVisible();
  await option.click();
}

test("the header search finds a real product and takes each kind of page to the right place", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  const product = await demoProduct(page, "vodka");

  await page.goto("/help");
  await searchBox(page).fill(product.productNameBold.slice(0, 5));
  await expect(page.getByRole("option").first()).toBeVisible();
  expect(await page.getByRole("option").count()).toBeLessThanOrEqual(8);
  // Compact rows, not the page-load notice's large centred card: each result a line of name and a
  // line of facts, and the list's rows all in view without scrolling.
  const rows = await page.getByRole("listbox").evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="option"]')].map((option) => {
      const r = option.getBoundingClientRect();
      return {
        height: r.height,
        inView: r.top >= box.top - 1 && r.bottom <= box.bottom + 1,
        centred: getComputedStyle(option.querySelector(".fx-result")!).textAlign === "center",
      };
    });
  });
  for (const row of rows) expect(row).toEqual({ height: expect.any(Number), inView: true, centred: false });
  expect(Math.max(...rows.map((row) => row.height))).toBeLessThanOrEqual(72);
  await expect(page.getByRole("option").first()).toContainText(" ml · ");
  await saveScreenshot(page, "header-search-desktop", { fullPage: false });

  await chooseFromSearch(page, product);
  await expect(page).toHaveURL(`/product/${product.id}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("fenix-selected-product") ?? "null"));
  expect(stored).toMatchObject({ id: product.id, productNameBold: product.productNameBold, productNumber: product.productNumber });

  for (const [from, to] of [
    ["/", `/?product=${product.id}`],
    ["/sales-dashboard?period=7d", `/?product=${product.id}`],
    ["/analysis", `/analysis?product=${product.id}`],
    // the comparison page keeps what it compared, and the chosen product becomes its main product
    ["/comparison?product=1&products=2,3", `/comparison?product=${product.id}&products=${product.id},1,2,3`],
  ] as const) {
    await page.goto(from);
    await chooseFromSearch(page, product);
    await expect(page).toHaveURL(to);
  }

  // clearing the header search on a comparison drops the product and the others from the query
  await page.goto(`/comparison?product=${product.id}&products=2,3&period=30d`);
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Ta bort ${product.productNameBold}`, exact: true })
    .click();
  await expect(page).toHaveURL("/comparison?period=30d");

  // Enter with nothing highlighted opens the products page with the text
  await searchBox(page).fill("rött vin");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/products?search=r%C3%B6tt+vin");

  await page.goto("/help");
  await searchBox(page).fill("qqxqzzq");
  await expect(page.getByText("Inga produkter hittades")).toBeVisible();
  await expect(page.getByRole("link", { name: "sök på produktsidan" })).toHaveAttribute("href", "/products?search=qqxqzzq");
});

test("an operator switches company in the header, and the choice survives a reload", async ({ page }) => {
  await signIn(page, DEMO.operator.email);
  await page.goto("/help");
  const select = page.getByTestId("company-select");
  // The first company by name is chosen at first; other tests register companies, so which one varies.
  await expect(select).not.toContainText("Nordvik Vin & Sprit AB");
  await select.click();
  // With more than eight companies the select searches.
  await page.keyboard.type("Nordvik");
  await page.getByRole("option", { name: "Nordvik Vin & Sprit AB" }).click();
  await expect(select).toContainText("Nordvik Vin & Sprit AB");
  await page.reload();
  await expect(page.getByTestId("company-select")).toContainText("Nordvik Vin & Sprit AB");
  await saveScreenshot(page, "header-desktop", { fullPage: false });
  expect(await seriousOrCritical(page, "header")).toEqual([]);
});

test("a member of one company sees its name in the header, not a choice of one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/help");
  // Read out as what it is: "Företag: Nordvik Vin & Sprit AB".
  await expect(page.getByTestId("company-name")).toHaveText("Företag: Nordvik Vin & Sprit AB");
  await expect(page.getByTestId("company-select")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Företag", exact: true })).toHaveCount(0);
  expect(await seriousOrCritical(page, "header")).toEqual([]);
});

test("a visitor without a session gets a header without the app's menus, search or company choice", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Sidan hittades inte" }).or(page.getByText("Sidan hittades inte"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Fenix – till startsidan" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toHaveCount(0);
  await expect(page.getByRole("combobox")).toHaveCount(0);
  // The user menu still offers the language and signing in.
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Logga in" })).toBeVisible();

  // Signed in, the same page not found has the whole header.
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/no-such-page");
  await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeVisible();
});

test("the user menu names the user, the organisation and the role", async ({ page }) => {
  await signIn(page, DEMO.nordvikAdmin.email);
  await page.goto("/help");
  await page.getByTestId("user-menu").click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(DEMO.nordvikAdmin.name);
  await expect(page.getByTestId("user-organization")).toHaveText("Nordvik Vin & Sprit AB");
  await expect(menu).toContainText("Företagsadministratör");
  await expect(menu.getByRole("menuitem", { name: "Företagshantering" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Fakturering" }).click();
  await expect(page).toHaveURL("/company?tab=subscription");
  await expect(page.getByRole("tab", { name: "Abonnemang" })).toHaveAttribute("aria-selected", "true");
});

test("a company user's menu has neither company management nor billing", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/help");
  await page.getByTestId("user-menu").click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Profil" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Företagshantering" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Fakturering" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger repeats the navigation and the search toggle opens a search with six results", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    const product = await demoProduct(page, "vodka");
    await page.goto("/help");
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Ändringslogg" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Sök produkter" }).click();
    await searchBox(page).fill(product.productNameBold.slice(0, 4));
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(await page.getByRole("option").count()).toBeLessThanOrEqual(6);
    await saveScreenshot(page, "header-phone-search", { fullPage: false });
    await searchBox(page).fill(product.productNumber);
    await page.getByRole("option").filter({ hasText: product.productNameBold }).first().click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await saveScreenshot(page, "header-phone", { fullPage: false });
    expect(await seriousOrCritical(page, "header")).toEqual([]);
  });
});

test("the debug panel lists the calls, and a call copied as cURL answers the same from a terminal", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await signIn(page, DEMO.operator.email);
  await page.goto("/help");
  await searchBox(page).fill("vodka");
  await expect(page.getByRole("option").first()).toBeVisible();

  await page.getByTestId("debug-button").click();
  const panel = page.getByRole("dialog");
  await panel.getByRole("textbox", { name: "Filtrera på URL, metod eller status" }).fill("search/products");
  const call = panel.getByTestId("debug-call").first();
  await expect(call).toContainText("/api/v1/search/products");
  await expect(call).toContainText("200");
  await call.click();
  await panel.getByRole("button", { name: "Kopiera som cURL" }).first().click();
  await expect(panel.getByRole("button", { name: "Kopierat!" })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain("curl -X GET");
  const status = execFileSync("bash", ["-c", `${curl} -s -o /dev/null -w '%{http_code}'`]).toString();
  expect(status).toBe("200");
  await saveScreenshot(page, "debug-panel", { fullPage: false });

  await panel.getByRole("button", { name: "Rensa" }).click();
  await expect(panel.getByText("Inga API-anrop ännu")).toBeVisible();
});

test("the debug button is for operators and for users who turn it on, and never covers the page's end", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
  await expect(page.getByTestId("debug-button")).toHaveCount(0);
  // The cards above the switch have their data: a card filling in would move the switch under the click.
  await expect(page.locator(".ant-skeleton, .ant-spin-spinning")).toHaveCount(0);
  const debugSwitch = page.getByRole("switch", { name: "Visa felsökningspanelen" });
  await debugSwitch.click();
  await expect(debugSwitch).toBeChecked();
  await expect(page.getByTestId("debug-button")).toBeVisible();
  await page.goto("/products");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("debug-button")).toBeVisible();
  // Scrolled to the end, the footer is clear of the button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = (await page.getByTestId("debug-button").boundingBox())!;
  const footer = (await page.getByRole("contentinfo").boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(footer.y + footer.height);
  await saveScreenshot(page, "debug-button-end-of-page", { fullPage: false });

  // Another person at this browser: nothing of the first one's stays (tokens, cached answers, the switch).
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.operator.email);
  await page.goto("/help");
  await expect(page.getByTestId("debug-button")).toBeVisible();
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("the header's links read as the specification lists them, and the page's own link is the active one", async ({ page }) => {
    await signIn(page, DEMO.nordvikUser.email);
    const product = await demoProduct(page, "vodka");
    const nav = page.getByRole("banner").getByRole("navigation").first();
    for (const [path, active] of [
      ["/sales-dashboard", "Dashboard"],
      ["/", "Dashboard"],
      [`/product/${product.id}`, "Products"],
      ["/products", "Products"],
      ["/analysis", "Produktanalys"],
      ["/monthly-ranking", "Monthly ranking"],
      ["/artdisk", "Artdisk"],
      ["/weekly-ranking", "Weekly ranking"],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole("link")).toHaveText(TOP_LINKS.map(([name]) => name));
      await expect(nav.locator('[aria-current="page"]'), path).toHaveText([active]);
    }
  });

  test("each of the seven top links opens its page", async ({ page }) => {
    test.setTimeout(within(120_000));
    await signIn(page, DEMO.nordvikUser.email);
    await page.goto("/help");
    const nav = page.getByRole("banner").getByRole("navigation").first();
    for (const [name, path] of TOP_LINKS) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page, name).toHaveURL(path);
      await expect(nav.locator('[aria-current="page"]'), path).toHaveText([name]);
      await expect(page.getByRole("heading", { level: 1 }).first(), name).toBeVisible();
    }
  });
});

/** antd's <style> tags built in the page for the given components (none when the build's stylesheet holds them). */
const builtAtRunTime = (page: Page, components: string[]) =>
  page.evaluate(
    (names) =>
      [...document.querySelectorAll("style")].filter((style) => names.some((name) => style.textContent?.includes(`.${name}`))).length,
    components,
  );

test("antd's styles for the first pages come from the build's stylesheet, after a reload and after signing in on the form", async ({
  page,
}) => {
  const components = ["ant-btn", "ant-table", "ant-select", "ant-input", "ant-pagination"];
  await page.goto("/login");
  await expect(page.locator('link[href*="/assets/antd-"]')).toHaveCount(0);
  await signInWithForm(page, DEMO.nordvikUser.email);
  await expect(page.getByTestId("period-select")).toBeVisible();
  // One file per motion theme, each for its media query (the tests run with reduced motion).
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(2);
  expect(await builtAtRunTime(page, components)).toBe(0);

  await page.goto("/products");
  const table = page.locator(".ant-table").first();
  await expect(table.locator("tbody tr.ant-table-row").first()).toBeVisible();
  expect(await builtAtRunTime(page, components)).toBe(0);
  // Styled all the same: antd's grey on the sorted column's header and the theme's accent on the active page button.
  await expect(table.locator('thead th[aria-sort="ascending"]')).toHaveCSS("background-color", "rgb(240, 240, 240)");
  await expect(page.locator(".ant-pagination-item-active").first()).toHaveCSS("border-color", "rgb(180, 56, 31)");
});

test("a signed-in page's code arrives in a few files before its first render: the app shell and the layouts as one file each", async ({
  page,
}) => {
  await signIn(page, DEMO.nordvikUser.email);
  for (const [path, firstContent] of [
    ["/", page.getByTestId("kpi-units")],
    ["/products", page.locator(".ant-table tbody tr.ant-table-row").first()],
  ] as const) {
    // From a blank page: the previous page's late requests (the dashboard's charts) are not this page's.
    await page.goto("about:blank");
    const scripts = new Set<string>();
    let painted = false;
    const listen = (request: { url(): string; resourceType(): string }) => {
      if (!painted && request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    };
    page.on("request", listen);
    await page.goto(path);
    await expect(firstContent).toBeVisible();
    painted = true;
    page.off("request", listen);
    // The entry (3 files), the page, the shell, the layouts, a translation chunk and a few of the
    // page's own: 31 files when the shell's code came as some twenty small chunks shared with pages.
    expect([...scripts].filter((file) => /\/assets\/(shell|layouts)-/.test(file))).toHaveLength(2);
    expect(scripts.size, [...scripts].join("\n")).toBeLessThanOrEqual(12);
  }
});

test("a signed-in page shows its frame before its code has arrived, and the app renders in its place", async ({ page }) => {
  // All of the app's code is held back: what shows comes with the HTML and its stylesheets.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Signed out: nothing of a signed-in page's frame; the visitor is on the way to sign in.
  await page.goto("/products", { waitUntil: "commit" });
  await expect(page.locator(".fx-frame")).toBeAttached();
  await expect(page.locator(".fx-frame")).toBeHidden();

  await signIn(page, DEMO.nordvikUser.email);
  await page.goto("/products", { waitUntil: "commit" });
  const frameLogo = page.locator(".fx-frame .fx-logo svg");
  await expect(frameLogo).toBeVisible();
  await saveScreenshot(page, "products-frame", { fullPage: false });
  const framed = await frameLogo.boundingBox();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");
  await expect(page.locator(".fx-frame")).toHaveCount(0);
  // The header's logo is where the frame had it: the bar does not jump when the app takes over.
  expect(await page.locator(".fx-header .fx-logo img").boundingBox()).toEqual(framed);
});

test("the frame paints before the stylesheets have arrived, and the app's code waits for them", async ({ page }) => {
  await signIn(page, DEMO.nordvikUser.email);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  // The app's scripts run before DOMContentLoaded: while it has not fired, none of them has run.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => document.documentElement.setAttribute("data-loaded", "")),
  );
  const pageCode = page.waitForResponse(/\/assets\/ProductsPage-[^/]+\.js$/);
  // The app's entry script, as the build wrote it into the page the server sends.
  const entrySrc = /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync("dist/index.html", "utf8"))![1]!;
  const entry = page.waitForResponse((response) => new URL(response.url()).pathname === entrySrc);
  await page.goto("/products", { waitUntil: "commit" });
  // Styled by the rules inlined in the HTML: the header's white bar at its height, the logo in it.
  await expect(page.locator(".fx-frame .fx-logo svg")).toBeVisible();
  const bar = page.locator(".fx-frame .fx-header");
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
  expect((await bar.boundingBox())?.height).toBe(57);
  // Painted, not only laid out: a stylesheet in the head would hold back every paint until it came.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  // The page's code is in, but nothing of the app is drawn without its styles.
  await pageCode;
  await entry;
  await pageAtRest(page);
  expect(await page.locator("html").getAttribute("data-loaded")).toBeNull();
  await expect(page.locator(".fx-frame")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");
  await expect(page.locator(".fx-header .fx-logo img")).toBeVisible();
});
