// A Vite plugin: index.html gets, right after its application-key meta tag, an inline script that,
// before the app's code has downloaded, asks for the session's renewal
// (src/providers/http/early-renewal.ts) and lets the page's frame show for a stored session on a
// page with a header (src/kernel/routing/first-frame.ts). Inline, since a script file would cost a
// round trip first; the server allows it in its Content-Security-Policy by the script's hash
// (server/core/frontend.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { routesInPluginIndex } from "./vite-route-preloads";

const META = /<meta name="fenix-app-key"[^>]*>/;

/** The paths of the routes without a header (layout "none"), from the plugins' index.ts. */
function bareRoutes(root: string): string[] {
  const plugins = path.join(root, "src/plugins");
  return readdirSync(plugins).flatMap((plugin) => {
    const index = path.join(plugins, plugin, "index.ts");
    let source: string;
    try {
      source = readFileSync(index, "utf8");
    } catch {
      return [];
    }
    return routesInPluginIndex(source)
      .filter((route) => !route.withLayout)
      .map((route) => route.path);
  });
}

async function compileHeadScript(root: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        'import { startEarlyRenewal } from "./src/providers/http/early-renewal";',
        'import { showFirstFrame } from "./src/kernel/routing/first-frame";',
        "startEarlyRenewal();",
        `showFirstFrame(${JSON.stringify(bareRoutes(root))});`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text.trim();
}

export function headScriptPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "fenix-head-script",
    configResolved(config) {
      root = path.resolve(config.root);
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        if (!META.test(html)) throw new Error("index.html has no fenix-app-key meta tag for its head script to follow");
        const code = await compileHeadScript(root);
        return html.replace(META, (meta) => `${meta}\n    <script>${code}</script>`);
      },
    },
  };
}
