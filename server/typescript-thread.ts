import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** This process runs the server's TypeScript sources (tsx, Vitest), not the build (`npm start`). */
const fromSources = import.meta.url.endsWith(".ts");

/**
 * A worker thread running one of the server's TypeScript modules, named by its source file. From
 * the sources it runs through tsx's loader; in the build, the module's compiled file, which
 * scripts/build-server.mjs writes beside this code under the source's name
 * (`./pglite-thread.ts` → dist-server/pglite-thread.mjs). The build finds these modules by the
 * call's words, `typescriptThread(new URL("./<name>.ts", import.meta.url)`: name them so.
 */
export function typescriptThread(module: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  if (!fromSources) return new Worker(new URL(`./${path.basename(fileURLToPath(module), ".ts")}.mjs`, import.meta.url), options);
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const source = [`require(${JSON.stringify(tsx)}).register();`, `require(${JSON.stringify(fileURLToPath(module))});`].join("\n");
  return new Worker(source, { ...options, eval: true });
}
