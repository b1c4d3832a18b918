// A Vite plugin: index.html gets, right after its application-key meta tag, an inline script that
// asks for the session's renewal before the app's code has downloaded
// (src/providers/http/early-renewal.ts). Inline, since a script file would cost a round trip first;
// the server allows it in its Content-Security-Policy by the script's hash (server/core/frontend.ts).
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const META = /<meta name="fenix-app-key"[^>]*>/;

async function compileEarlyRenewal(root: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: 'import { startEarlyRenewal } from "./src/providers/http/early-renewal"; startEarlyRenewal();',
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

export function earlyRenewalPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "fenix-early-renewal",
    configResolved(config) {
      root = path.resolve(config.root);
    },
    async transformIndexHtml(html) {
      if (!META.test(html)) throw new Error("index.html has no fenix-app-key meta tag for the early renewal to read");
      const code = await compileEarlyRenewal(root);
      return html.replace(META, (meta) => `${meta}\n    <script>${code}</script>`);
    },
  };
}
