import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIRST_PAINT_CSS, placeStyles, STYLESHEETS_MARKER } from "../../scripts/vite-first-paint";

const BUILT = `<!doctype html>
<html>
  <head>
    <title>Fenix</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-2.js">
    <link rel="stylesheet" crossorigin href="/assets/main-3.css">
    <link crossorigin rel="stylesheet" href="/assets/print-4.css" media="print">
  </head>
  <body>
    <div id="root"><div class="fx-frame"></div></div>
    ${STYLESHEETS_MARKER}
  </body>
</html>`;

describe("the first paint's styles", () => {
  it("are inline in the head, and the stylesheets follow the app's root in the body", () => {
    const html = placeStyles(BUILT, ".fx-frame{display:none}");
    const head = html.slice(0, html.indexOf("</head>"));
    const body = html.slice(html.indexOf("<body>"));
    expect(head).toContain("<style>.fx-frame{display:none}</style>");
    expect(head).not.toContain('rel="stylesheet"');
    // The entry and its preloads stay in the head: they download from the start.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/main-2.js">');
    expect(body.indexOf('<link rel="stylesheet" crossorigin href="/assets/main-3.css">')).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(body).toContain('<link crossorigin rel="stylesheet" href="/assets/print-4.css" media="print">');
    expect(html).not.toContain(STYLESHEETS_MARKER);
  });

  it("are preloaded from the head, where the links were and in their order, so they download beside the scripts", () => {
    const head = placeStyles(BUILT, "").split("</head>")[0]!;
    const preloads = [...head.matchAll(/<link [^>]*rel="preload" as="style"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/main-3.css">',
      '<link crossorigin rel="preload" as="style" href="/assets/print-4.css" media="print">',
    ]);
    expect(head.indexOf(preloads[0]!)).toBeGreaterThan(head.indexOf('rel="modulepreload"'));
  });

  it("keep a $ in the rules as it is", () => {
    expect(placeStyles(BUILT, `.a::after{content:"$&"}`)).toContain(`<style>.a::after{content:"$&"}</style>`);
  });

  it("need the place for the stylesheets marked in index.html", () => {
    expect(() => placeStyles(BUILT.replace(STYLESHEETS_MARKER, ""), "")).toThrow(/stylesheets/);
    expect(readFileSync("index.html", "utf8")).toContain(STYLESHEETS_MARKER);
  });

  it("style every class of index.html's frame, so it paints styled before any stylesheet has arrived", () => {
    const index = readFileSync("index.html", "utf8");
    const frame = index.slice(index.indexOf('<div id="root">'), index.indexOf(STYLESHEETS_MARKER));
    const classes = new Set([...frame.matchAll(/class="([^"]+)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
    expect(classes.size).toBeGreaterThan(5);
    const css = readFileSync(FIRST_PAINT_CSS, "utf8");
    const unstyled = [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(unstyled).toEqual([]);
  });
});
