// A Vite plugin: index.html's first paint needs no stylesheet from the network. The rules it needs
// (src/kernel/first-paint.css) are inlined into the head, and the stylesheet links Vite writes into
// the head move to the body after the app's root (index.html's STYLESHEETS_MARKER). A stylesheet in
// the body holds back the paint of what comes after it only, so the page's frame paints as soon as
// the HTML is in (one round trip sooner on a phone's network); the app's scripts still wait for
// every stylesheet the parser has found before they run, so the app never draws unstyled. Each
// moved stylesheet is preloaded from the head, where it was: found last in the body, it waited
// behind the scripts for one of HTTP/1.1's six connections, and the app with it (a throttled phone's
// product rows came 300 ms later).
import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import type { Plugin } from "vite";

export const FIRST_PAINT_CSS = "src/kernel/first-paint.css";
export const STYLESHEETS_MARKER = "<!-- fenix: stylesheets -->";
const STYLESHEET_LINK = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g;

/** A stylesheet's link as a preload of the same file (media included): it downloads, and does not apply. */
const stylePreload = (stylesheetLink: string) => `    ${stylesheetLink.trim().replace(/\brel="stylesheet"/, 'rel="preload" as="style"')}\n`;

/** index.html with the first paint's rules inline and the stylesheets after the root, preloaded from the head. */
export function placeStyles(html: string, firstPaintCss: string): string {
  if (!html.includes(STYLESHEETS_MARKER)) throw new Error(`index.html has no ${STYLESHEETS_MARKER} after the app's root`);
  const head = html.slice(0, html.indexOf("</head>"));
  const links = head.match(STYLESHEET_LINK) ?? [];
  // The preloads take the first link's place in the head; the links themselves leave it.
  const first = links.length > 0 ? head.search(STYLESHEET_LINK) : head.length;
  const withoutLinks =
    head.slice(0, first) + links.map(stylePreload).join("") + head.slice(first).replace(STYLESHEET_LINK, "") + html.slice(head.length);
  // Replaced by functions: a "$" in the CSS or a link is text, not a replacement pattern.
  return withoutLinks
    .replace("</head>", () => `  <style>${firstPaintCss}</style>\n  </head>`)
    .replace(STYLESHEETS_MARKER, () => links.map((link) => link.trim()).join("\n    "));
}

export function firstPaintPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: "fenix-first-paint",
    configResolved(config) {
      root = path.resolve(config.root);
      building = config.command === "build";
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        const source = readFileSync(path.join(root, FIRST_PAINT_CSS), "utf8");
        const { code } = await transform(source, { loader: "css", minify: true });
        const placed = placeStyles(html, code.trim());
        // A build links the app's stylesheet (in development the app's code adds its styles): one not
        // found where Vite writes it would quietly keep holding back the first paint.
        const head = placed.slice(0, placed.indexOf("</head>"));
        if (building && (!head.includes('rel="preload" as="style"') || head.search(STYLESHEET_LINK) !== -1)) {
          throw new Error("the build's stylesheet link was not moved from the head into the body: see scripts/vite-first-paint.ts");
        }
        return placed;
      },
    },
  };
}
