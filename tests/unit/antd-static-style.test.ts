// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { antdStaticStyle } from "../../scripts/antd-static-style";
import { loadAntdStyles } from "../../src/kernel/shell/antd-styles";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("antd's build-time styles", () => {
  it("hold the first pages' components and end with the map that tells antd not to build them again", () => {
    const css = antdStaticStyle(false);
    for (const component of ["ant-btn", "ant-table", "ant-select", "ant-input", "ant-pagination", "ant-drawer", "ant-col"]) {
      expect(css, component).toContain(`.${component}`);
    }
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}$/.exec(css)?.[1];
    const paths = map?.split(";").map((entry) => entry.split(":")[0]!.split("|")[1]) ?? [];
    expect(paths).toEqual(expect.arrayContaining(["Button-Button", "Table-Table", "Select-Select", "Drawer-Drawer"]));
    // Only what the first pages show: a date picker's styles stay built where one is used.
    expect(css).not.toContain(".ant-picker-panel");
    // The theme for less motion has class names of its own, so it needs its own file.
    const hash = (styles: string) => /:where\(\.(css-[\w-]+)\)/.exec(styles)?.[1];
    expect(hash(antdStaticStyle(true))).not.toBe(hash(css));
  });

  it("are linked just before the app's own styles, where the server puts them, and the shell waits until they have loaded or failed", async () => {
    // As served: the first paint's rules inline in the head, the app's stylesheet after the root.
    document.head.innerHTML = "<style>.fx-frame{display:none}</style>";
    document.body.innerHTML = '<div id="root"></div><link rel="stylesheet" href="/assets/main.css">';
    let done = false;
    const loading = loadAntdStyles(document, [{ href: "/assets/antd-1.css", media: "all" }]).then(() => (done = true));
    const links = [...document.querySelectorAll("link")];
    expect(links.map((link) => [link.getAttribute("href"), link.media])).toEqual([
      ["/assets/antd-1.css", "all"],
      ["/assets/main.css", ""],
    ]);
    expect(links[0]!.previousElementSibling?.id).toBe("root");
    await Promise.resolve();
    expect(done).toBe(false);
    links[0]!.dispatchEvent(new Event("error"));
    await loading;
    expect(done).toBe(true);
  });

  it("do not keep the shell waiting for the other motion theme's file", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" })) as typeof window.matchMedia;
    try {
      const loading = loadAntdStyles(document, [
        { href: "/assets/antd-1.css", media: "(prefers-reduced-motion: no-preference)" },
        { href: "/assets/antd-2.css", media: "(prefers-reduced-motion: reduce)" },
      ]);
      document.head.querySelector('link[href="/assets/antd-2.css"]')!.dispatchEvent(new Event("load"));
      await loading;
      expect(document.head.querySelectorAll("link")).toHaveLength(2);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("are not linked twice when the page's HTML has them, nor at all in development", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/antd-1.css"><link rel="stylesheet" href="/assets/main.css">';
    await loadAntdStyles(document, [{ href: "/assets/antd-1.css", media: "all" }]);
    await loadAntdStyles(document, []);
    expect(document.head.querySelectorAll("link")).toHaveLength(2);
  });
});
