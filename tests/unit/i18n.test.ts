// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage, createI18n, currentLanguage, LANGUAGE_STORAGE_KEY } from "../../src/providers/i18n";

const commonFile = (lng: string) => readFileSync(`public/locales/${lng}/common.json`, "utf8");
const noBundles = () => undefined;

/** Serves public/locales; the English file first answers with the given failure statuses. */
function serveLocales(englishFailures: number[] = []) {
  const queue = [...englishFailures];
  return vi.fn(async (url: string) => {
    const lng = /\/locales\/(\w+)\//.exec(url)?.[1] ?? "sv";
    const status = lng === "en" ? (queue.shift() ?? 200) : 200;
    if (status !== 200) return new Response("error", { status });
    return new Response(commonFile(lng), { status: 200, headers: { "content-type": "application/json" } });
  });
}

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0] ?? "");
}

describe("i18n", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    [["en-US", "en"], "en", "Loading…"],
    [["sv-SE"], "sv", "Laddar…"],
    [["de-DE", "fr"], "sv", "Laddar…"],
    [["de-DE", "en-GB"], "en", "Loading…"],
  ])("detects browser languages %j as %s", async (browser, expected, loading) => {
    vi.stubGlobal("fetch", serveLocales());
    setBrowserLanguages(browser);
    const i18n = await createI18n({ bundled: noBundles });
    expect(currentLanguage(i18n)).toBe(expected);
    expect(i18n.t("loading")).toBe(loading);
    expect(document.documentElement.lang).toBe(i18n.language);
  });

  it("lets a stored choice win over the browser language", async () => {
    vi.stubGlobal("fetch", serveLocales());
    setBrowserLanguages(["en-GB"]);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "sv");
    const i18n = await createI18n({ bundled: noBundles });
    expect(currentLanguage(i18n)).toBe("sv");
  });

  it("stores only an explicit choice", async () => {
    vi.stubGlobal("fetch", serveLocales());
    setBrowserLanguages(["en-GB"]);
    const i18n = await createI18n({ bundled: noBundles });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await chooseLanguage(i18n, "sv");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("sv");
    expect(i18n.t("loading")).toBe("Laddar…");
  });

  it("retries a translation file after a 5xx answer", async () => {
    const fetch = serveLocales([503, 502]);
    vi.stubGlobal("fetch", fetch);
    setBrowserLanguages(["en"]);
    const i18n = await createI18n({ bundled: noBundles, retryTimeout: 1 });
    await vi.waitFor(() => expect(i18n.t("loading")).toBe("Loading…"));
    const enCalls = fetch.mock.calls.filter(([url]) => String(url).includes("/locales/en/common.json"));
    expect(enCalls).toHaveLength(3);
  });

  it("retries after a network failure", async () => {
    let failures = 1;
    const ok = serveLocales();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.includes("/en/") && failures-- > 0) throw new TypeError("Failed to fetch");
        return ok(url);
      }),
    );
    setBrowserLanguages(["en"]);
    const i18n = await createI18n({ bundled: noBundles, retryTimeout: 1 });
    await vi.waitFor(() => expect(i18n.t("loading")).toBe("Loading…"));
  });

  it("does not retry a 4xx answer", async () => {
    const fetch = vi.fn(async () => new Response("missing", { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    setBrowserLanguages(["en"]);
    await createI18n({ bundled: noBundles, retryTimeout: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const enCalls = fetch.mock.calls.filter((args: unknown[]) => String(args[0]).includes("/locales/en/"));
    expect(enCalls).toHaveLength(1);
  });

  it("loads a plugin's namespace from its bundle, not over HTTP", async () => {
    const fetch = serveLocales();
    vi.stubGlobal("fetch", fetch);
    setBrowserLanguages(["en"]);
    const bundle = vi.fn(async () => ({ default: { title: "Help" } }));
    const i18n = await createI18n({ bundled: (ns) => (ns === "help" ? bundle : undefined) });
    await i18n.loadNamespaces("help");
    expect(i18n.t("title", { ns: "help" })).toBe("Help");
    expect(bundle).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("help"))).toBe(false);
  });
});
