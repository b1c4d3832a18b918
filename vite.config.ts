import react from "@vitejs/plugin-react";
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { antdStaticStylePlugin } from "./scripts/vite-antd-static-style";
import { firstPaintPlugin } from "./scripts/vite-first-paint";
import { headScriptPlugin } from "./scripts/vite-head-script";
import { routePreloads } from "./scripts/vite-route-preloads";

function appVersion(): string {
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  try {
    return `${version}+${execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()}`;
  } catch {
    return version;
  }
}

const apiTarget = process.env.FENIX_API_URL ?? "http://localhost:3000";

const antdStyles = antdStaticStylePlugin();
const preloads = routePreloads({ shellStyles: () => antdStyles.api!.sheets() });

export default defineConfig({
  plugins: [react(), antdStyles, preloads, headScriptPlugin(), firstPaintPlugin()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  build: {
    outDir: "dist",
    // The maps are written for whoever decodes a stack trace on the server, but never served
    // (server/core/frontend.ts): a `sourceMappingURL` comment in every file would name a 404.
    sourcemap: "hidden",
    chunkSizeWarningLimit: 1200,
    // Browsers without `<link rel="modulepreload">` (Firefox before 115, Safari before 17) load the
    // same modules without it, only later: the polyfill is bytes every first paint pays for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is in the entry's chunk: every page loads all of
          // it before its first render anyway, and as 14 files it waited on round trips (six at a
          // time over HTTP/1.1). Lighthouse mobile /login: 74 → 82, blocking time 294 → 123 ms.
          // The app shell's and the layouts' code as a file each (shellGroups): Lighthouse A/B
          // desktop / 96 → 99, mobile 61 → 70; the dashboard's 31 files before its first paint became 8.
          groups: [{ name: "boot", tags: ["$initial"] }, ...preloads.api!.shellGroups(), ...preloads.api!.localeGroups()],
          // The small common chunks (under 6 KiB of source; a dashboard had 38 of its 67 files below
          // that) are copied into the chunks that read them, rolldown's runtime keeping one state
          // per module: a page with a header loads 29 files instead of 67 (+5 % bytes). Lighthouse
          // desktop A/B: / 92 → 96, /products 95 → 97; at 20 KiB the bigger chunks' evaluation added
          // 140 ms of blocking time. Style modules stay files (Vite's CSS plugin emits a chunk's CSS
          // from every chunk that lists its modules).
          experimentalInlineCommonChunks: { maxSize: 6 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
      treeshake: {
        // Refine imports papaparse at the top of its single-file bundle for useExport/useImport,
        // which Fenix does not use (CSV comes from the API); evaluating it has no side effects.
        //
        // The kernel's public index only re-exports: declared free of side effects, an importer
        // depends on the modules whose exports it uses. Every plugin's index.ts imports
        // `definePlugin` from it, and the boot imports every index.ts — without this, the whole
        // kernel (tables, charts, exports, search, contracts) was in the code every page, /login
        // too, loads before its first render. The contracts are TypeBox schemas (building them has no
        // side effects): the client imports a few constants from them (ROLES), not every schema.
        // @refinedev/antd (the admin tables) imports a markdown renderer it never uses here.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/](papaparse|react-markdown|remark-gfm)[\\/]/.test(id) ||
          /[\\/]src[\\/]kernel[\\/]index\.ts$/.test(id) ||
          /[\\/]contracts[\\/][^\\/]+\.ts$/.test(id)
            ? false
            : undefined,
      },
    },
  },
  server: {
    proxy: { "/api": apiTarget, "/health": apiTarget },
  },
});
