// `npm start` builds the frontend only when its inputs changed since the last build, so a
// second start does not wait for Vite. The stamp is a digest of every input's path, size and
// modification time.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const inputs = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/vite-route-preloads.ts",
  "scripts/vite-antd-static-style.ts",
  "scripts/antd-static-style.ts",
  "package-lock.json",
  "scripts/precompress.mjs",
];
const stampFile = path.join("dist", ".build-stamp");

function* walk(entry) {
  const stats = statSync(entry);
  if (stats.isDirectory()) for (const child of readdirSync(entry).sort()) yield* walk(path.join(entry, child));
  else yield `${entry}:${stats.size}:${stats.mtimeMs}`;
}

const digest = createHash("sha256");
for (const input of inputs) if (existsSync(input)) for (const line of walk(input)) digest.update(`${line}\n`);
const stamp = digest.digest("hex");

if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp && existsSync("dist/index.html")) {
  console.log("frontend build is up to date");
} else {
  execSync("npm run build", { stdio: "inherit" });
  writeFileSync(stampFile, stamp);
}
