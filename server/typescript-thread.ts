import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

const requireHere = createRequire(import.meta.url);
const TSX_API = requireHere.resolve("tsx/cjs/api");

/**
 * A worker thread running a TypeScript module, as `npm start` runs the server (through tsx),
 * whatever started this process (tsx, Vitest).
 */
export function typescriptThread(module: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  const source = [`require(${JSON.stringify(TSX_API)}).register();`, `require(${JSON.stringify(fileURLToPath(module))});`].join("\n");
  return new Worker(source, { ...options, eval: true });
}
