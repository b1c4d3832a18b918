import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { testDatabases } from "./helpers/databases";
import { TEST_API_KEY, useTestApp } from "./helpers/app";

// The build's inline script (scripts/vite-head-script.ts), which the CSP allows by its hash, of
// the text as served: with the application key filled in, should the script ever name it.
const EARLY_SCRIPT = 'globalThis.earlyRenewal="__FENIX_APP_API_KEY__";';
const staticDir = mkdtempSync(path.join(tmpdir(), "fenix-static-"));
writeFileSync(
  path.join(staticDir, "index.html"),
  `<html><head><meta name="fenix-app-key" content="__FENIX_APP_API_KEY__"><script>${EARLY_SCRIPT}</script><link rel="preload" as="style" crossorigin href="/assets/main-1.css"></head><body><div id="root">app</div><link rel="stylesheet" crossorigin href="/assets/main-1.css"></body></html>`,
);
mkdirSync(path.join(staticDir, "assets"));
writeFileSync(path.join(staticDir, "assets", "main-abc123.js"), "console.log('app')");
writeFileSync(path.join(staticDir, "assets", "main-abc123.js.br"), brotliCompressSync("console.log('app')"));
writeFileSync(path.join(staticDir, "assets", "main-abc123.js.map"), '{"version":3,"sources":["../src/secret-source.ts"]}');
// As the build writes it (scripts/vite-route-preloads.ts): each page's code beyond the entry's,
// the translations it waits for in each language, and antd's build-time styles for a page with the app shell.
const locales = (...chunks: string[]) => ({
  sv: ["/locales/sv/common.json", ...chunks.map((chunk) => `/assets/sv-${chunk}.js`)],
  en: ["/locales/en/common.json", ...chunks.map((chunk) => `/assets/en-${chunk}.js`)],
});
writeFileSync(
  path.join(staticDir, "route-preloads.json"),
  JSON.stringify([
    { path: "/stores/:storeId", files: ["/assets/StorePage-1.js", "/assets/Layouts-1.js"], locales: locales("stores", "menus") },
    { path: "/stores", files: ["/assets/StoresPage-1.js", "/assets/Layouts-1.js"], locales: locales("stores", "menus") },
    { path: "/stores/map", files: ["/assets/StoreMapPage-1.js", "/assets/Layouts-1.js"], locales: locales("stores", "menus") },
    { path: "/login", files: ["/assets/LoginPage-1.js"], locales: locales("auth"), styles: [] },
    {
      path: "/",
      files: ["/assets/DashboardPage-1.js", "/assets/Layouts-1.js"],
      locales: locales("dashboard", "menus"),
      styles: [
        { href: "/assets/antd-1.css", media: "(prefers-reduced-motion: no-preference)" },
        { href: "/assets/antd-2.css", media: "(prefers-reduced-motion: reduce)" },
      ],
    },
  ]),
);
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"( media="[^"]+")?>/g)].map((m) => `${m[1]}${m[2] ?? ""}`);
const stylePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)"( media="[^"]+")?>/g)].map((m) => `${m[1]}${m[2] ?? ""}`);
const fetched = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("serving the built frontend", () => {
  const t = useTestApp(testDatabases[0]!, { STATIC_DIR: staticDir });

  it("answers a client-side route with index.html carrying the application key", async () => {
    const res = await t.app.inject({ url: "/product/123?x=1", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`content="${TEST_API_KEY}"`);
    expect(res.body).not.toContain("__FENIX_APP_API_KEY__");
  });

  it("lists the code of the page asked for as modulepreload links in the head, and only that page's", async () => {
    const page = async (url: string) => (await t.app.inject({ url, headers: { accept: "text/html", "accept-language": "sv-SE" } })).body;
    const login = await page("/login?redirect=%2Fstores");
    expect(preloaded(login)).toEqual(["/assets/LoginPage-1.js", "/assets/sv-auth.js"]);
    expect(login.indexOf("modulepreload")).toBeLessThan(login.indexOf("</head>"));
    expect(preloaded(await page("/"))).toEqual([
      "/assets/DashboardPage-1.js",
      "/assets/Layouts-1.js",
      "/assets/sv-dashboard.js",
      "/assets/sv-menus.js",
    ]);
    expect(preloaded(await page("/stores"))).toEqual([
      "/assets/StoresPage-1.js",
      "/assets/Layouts-1.js",
      "/assets/sv-stores.js",
      "/assets/sv-menus.js",
    ]);
    expect(preloaded(await page("/stores/0102"))).toEqual([
      "/assets/StorePage-1.js",
      "/assets/Layouts-1.js",
      "/assets/sv-stores.js",
      "/assets/sv-menus.js",
    ]);
    // A static path wins over a parameter in the same place, wherever the build listed it; case does not matter, as to the router.
    expect(preloaded(await page("/stores/map"))).toContain("/assets/StoreMapPage-1.js");
    expect(preloaded(await page("/Stores/0102/"))).toContain("/assets/StorePage-1.js");
    expect(preloaded(await page("/no/such/page"))).toEqual([]);
  });

  it("links a page's own stylesheets before the app's, so the app's rules win over antd's", async () => {
    const page = async (url: string) => (await t.app.inject({ url, headers: { accept: "text/html" } })).body;
    expect(stylesheets(await page("/"))).toEqual([
      '/assets/antd-1.css media="(prefers-reduced-motion: no-preference)"',
      '/assets/antd-2.css media="(prefers-reduced-motion: reduce)"',
      "/assets/main-1.css",
    ]);
    expect(stylesheets(await page("/login"))).toEqual(["/assets/main-1.css"]);
    // A list without styles (a build from before they existed) serves the page as it was.
    expect(stylesheets(await page("/stores"))).toEqual(["/assets/main-1.css"]);
  });

  it("puts the stylesheets after the page's frame and preloads them from the head, in the same order", async () => {
    const html = (await t.app.inject({ url: "/", headers: { accept: "text/html" } })).body;
    const [head, body] = html.split("</head>") as [string, string];
    expect(stylesheets(head)).toEqual([]);
    expect(stylesheets(body)).toEqual(stylePreloads(head));
    expect(stylePreloads(head)).toHaveLength(3);
    expect(body.indexOf("<link")).toBeGreaterThan(body.indexOf('<div id="root">'));
  });

  it("preloads the translations in the language the browser asks for first, Swedish when it asks for none the app has", async () => {
    const login = async (acceptLanguage?: string) => {
      const res = await t.app.inject({
        url: "/login",
        headers: { accept: "text/html", ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
      });
      expect(res.headers.vary).toMatch(/accept-language/i);
      return { fetched: fetched(res.body), chunks: preloaded(res.body).filter((file) => /\/(sv|en)-/.test(file!)) };
    };
    expect(await login("en-GB,en;q=0.9,sv;q=0.8")).toEqual({ fetched: ["/locales/en/common.json"], chunks: ["/assets/en-auth.js"] });
    expect(await login("de-DE, sv;q=0.5, en;q=0.7")).toEqual({ fetched: ["/locales/en/common.json"], chunks: ["/assets/en-auth.js"] });
    expect(await login("de ;q=0.9, en ; q=0.8")).toEqual({ fetched: ["/locales/en/common.json"], chunks: ["/assets/en-auth.js"] });
    expect(await login("sv")).toEqual({ fetched: ["/locales/sv/common.json"], chunks: ["/assets/sv-auth.js"] });
    expect(await login("fr-FR,de;q=0.8")).toEqual({ fetched: ["/locales/sv/common.json"], chunks: ["/assets/sv-auth.js"] });
    expect(await login()).toEqual({ fetched: ["/locales/sv/common.json"], chunks: ["/assets/sv-auth.js"] });
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await t.app.inject({ url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("does not serve source maps", async () => {
    const res = await t.app.inject({ url: "/assets/main-abc123.js.map" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("secret-source");
  });

  it("sends HSTS only over TLS, and a CSP that allows no third-party script and no inline one but the page's own", async () => {
    const plain = await t.app.inject({ url: "/assets/main-abc123.js" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const script = /script-src ([^;]*)/.exec(String(plain.headers["content-security-policy"]))?.[1];
    const page = await t.app.inject({ url: "/stores", headers: { accept: "text/html" } });
    const served = /<script>([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(served).toBe(EARLY_SCRIPT.replace("__FENIX_APP_API_KEY__", TEST_API_KEY));
    expect(script).toBe(`'self' 'sha256-${createHash("sha256").update(served!).digest("base64")}'`);
    expect(String(plain.headers["content-security-policy"])).toMatch(/default-src 'self'/);
  });

  it("sends the precompressed file to a client that accepts it", async () => {
    const res = await t.app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("console.log('app')");
  });

  it("compresses large API answers", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps API 404s as JSON and missing files as 404", async () => {
    const api = await t.app.inject({ url: "/api/v2/x", headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe("Not Found");
    const asset = await t.app.inject({ url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(asset.statusCode).toBe(404);
  });
});

describe("the start page", () => {
  const t = useTestApp(testDatabases[0]!, { STATIC_DIR: staticDir });

  it("answers / with the app", async () => {
    const res = await t.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">app</div>`);
  });
});

describe("security headers", () => {
  const t = useTestApp(testDatabases[0]!, { STATIC_DIR: staticDir });

  it("forbid framing and sniffing and set a strict content security policy", async () => {
    const res = await t.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("keep account answers out of caches", async () => {
    const res = await t.app.inject({ url: "/api/v1/auth/options" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

const login = { path: "/login", files: ["/assets/LoginPage-1.js"], locales: locales("auth") };
for (const [what, list] of [
  ["of another version (no translations)", JSON.stringify([{ path: "/login", files: ["/assets/LoginPage-1.js"] }])],
  ["naming a file elsewhere", JSON.stringify([{ ...login, files: ["https://elsewhere.example/x.js"] }])],
  ["carrying markup", JSON.stringify([{ ...login, files: ['/assets/x.js"><script>alert(1)</script>'] }])],
  ["with an entry that is not a route", JSON.stringify([login, null])],
  ["naming a stylesheet elsewhere", JSON.stringify([{ ...login, styles: [{ href: "https://elsewhere.example/x.css", media: "all" }] }])],
  ["carrying markup in a media query", JSON.stringify([{ ...login, styles: [{ href: "/assets/x.css", media: '"><script>' }] }])],
  ["cut short", JSON.stringify([login]).slice(0, 40)],
] as const) {
  describe(`a build whose preload list is ${what}`, () => {
    const build = mkdtempSync(path.join(tmpdir(), "fenix-static-"));
    writeFileSync(path.join(build, "index.html"), "<html><head></head><body>app</body></html>");
    writeFileSync(path.join(build, "route-preloads.json"), list);
    const t = useTestApp(testDatabases[0]!, { STATIC_DIR: build });

    it("still serves every page, without preload links", async () => {
      const res = await t.app.inject({ url: "/login", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<body>app</body>");
      expect(res.body).not.toContain("preload");
      expect(res.body).not.toContain("stylesheet");
    });
  });
}
