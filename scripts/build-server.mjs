// `npm run build:server`: the server as JavaScript in dist-server/, which `npm start` runs with plain
// Node (no TypeScript loader). One file per entry, all in that one folder (server/project-root.ts
// counts on it): main.mjs, each data CLI (server/data/cli/<name>.ts → <name>.mjs), and each module the
// server runs on a worker thread (server/typescript-thread.ts starts `./<name>.ts` as <name>.mjs);
// the code they share, and what they import lazily, in chunk-*.mjs. Packages stay in node_modules.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const outdir = "dist-server";
/** Packages only the market generator or S3 storage use: the server imports them when it needs them. */
const LAZY_PACKAGES = /^(date-holidays|pure-rand|@aws-sdk\/)/;

const entryPoints = { main: "server/main.ts" };
const add = (name, file) => {
  if (entryPoints[name]) throw new Error(`two entries would be ${outdir}/${name}.mjs: ${entryPoints[name]} and ${file}`);
  entryPoints[name] = file;
};
for (const file of readdirSync("server/data/cli")) if (file.endsWith(".ts")) add(path.basename(file, ".ts"), `server/data/cli/${file}`);
const threadStart = /typescriptThread\(new URL\("\.\/([\w-]+)\.ts", import\.meta\.url\)/g;
for (const file of readdirSync("server", { recursive: true, withFileTypes: true })) {
  if (!file.isFile() || !file.name.endsWith(".ts")) continue;
  const source = readFileSync(path.join(file.parentPath, file.name), "utf8");
  for (const [, name] of source.matchAll(threadStart)) add(name, path.join(file.parentPath, `${name}.ts`));
}

rmSync(outdir, { recursive: true, force: true });
const { metafile } = await esbuild.build({
  entryPoints,
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});

// scripts/build-if-stale.mjs rebuilds when server/ or contracts/ change: the bundle holds nothing else.
const outside = Object.keys(metafile.inputs).filter((input) => !/^(server|contracts)\//.test(input));
if (outside.length)
  throw new Error(`the server imports ${outside.join(", ")}: add it to the inputs of scripts/build-if-stale.mjs, then here`);

// Node imports the packages as ES modules do, which tsx is lenient about: a file inside a package
// without an exports map is named with its extension ("dayjs/plugin/utc.js").
const packages = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)));
const unresolved = [...packages].filter((name) => {
  try {
    const url = import.meta.resolve(name);
    return url.startsWith("file:") && !existsSync(fileURLToPath(url));
  } catch {
    return true;
  }
});
if (unresolved.length) throw new Error(`Node cannot import ${unresolved.join(", ")}: name the file with its extension, or install it`);

// What main.mjs loads before it listens: none of the lazily imported packages.
const loaded = new Set();
const visit = (file) => {
  if (loaded.has(file)) return;
  loaded.add(file); // an output file, or a package
  for (const { path: imported, kind } of metafile.outputs[file]?.imports ?? []) if (kind === "import-statement") visit(imported);
};
visit(`${outdir}/main.mjs`);
const eager = [...loaded].filter((name) => LAZY_PACKAGES.test(name));
if (eager.length) throw new Error(`${outdir}/main.mjs imports ${eager.join(", ")} at start: import the module that uses it with import()`);

console.log(
  `built the server: ${Object.keys(entryPoints)
    .map((name) => `${outdir}/${name}.mjs`)
    .join(", ")}`,
);
