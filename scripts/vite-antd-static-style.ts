// A Vite plugin: at build time, antd's first-paint styles as CSS files (scripts/antd-static-style.ts),
// one per motion theme, each with a content hash in its name and the media query it is for. The
// server links them in the HTML of every page with the app shell (route-preloads.json's `styles`),
// before the app's own CSS, so the app's rules win as they did over antd's run-time <style> tags;
// `virtual:antd-static-style` gives the client the same list for a page that loads the shell later
// (the sign-in page). In development the list is empty: styles are built at run time.
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { antdStaticStyle } from "./antd-static-style";

const VIRTUAL = "virtual:antd-static-style";
const RESOLVED = `\0${VIRTUAL}`;

export interface StyleSheet {
  /** From the site's root ("/assets/antd-….css"). */
  href: string;
  /** When it applies: the theme's motion matches the system's setting (src/kernel/theme.ts). */
  media: string;
}

const THEMES = [
  { reducedMotion: false, media: "(prefers-reduced-motion: no-preference)" },
  { reducedMotion: true, media: "(prefers-reduced-motion: reduce)" },
] as const;

export interface AntdStaticStyleApi {
  /** The files the build has made (none before the client's modules have loaded, or in development). */
  sheets(): StyleSheet[];
}

export function antdStaticStylePlugin(): Plugin<AntdStaticStyleApi> {
  let sheets: StyleSheet[] = [];
  let isBuild = false;
  return {
    name: "fenix-antd-static-style",
    api: { sheets: () => sheets },
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!isBuild) return "export default [];";
      sheets = THEMES.map(({ reducedMotion, media }) => {
        const css = antdStaticStyle(reducedMotion);
        // Production class names are `css-<hash>`; built under another NODE_ENV, none would match the page's.
        if (!css.includes(":where(.css-") || css.includes("css-dev-only")) {
          this.error("antd static style: not built with production class names (run the build with NODE_ENV=production)");
        }
        const fileName = `assets/antd-${createHash("sha256").update(css).digest("base64url").slice(0, 8)}.css`;
        this.emitFile({ type: "asset", fileName, source: css });
        return { href: `/${fileName}`, media };
      });
      return `export default ${JSON.stringify(sheets)};`;
    },
  };
}
