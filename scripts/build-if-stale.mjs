// `npm start` builds the frontend and the server only when their inputs changed since their last
// build, so a second start does not wait for Vite. Each build's stamp is a digest of every input's
// path, size and modification time. `node scripts/build-if-stale.mjs server` checks the server's alone
// (the data CLIs run its build).
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const builds = {
  frontend: {
    command: "npm run build:frontend",
    output: "dist/index.html",
    stamp: "dist/.build-stamp",
    inputs: [
      "src",
      "public",
      "index.html",
      "vite.config.ts",
      "scripts/vite-route-preloads.ts",
      "scripts/vite-antd-static-style.ts",
      "scripts/antd-static-style.ts",
      "package-lock.json",
      "scripts/precompress.mjs",
    ],
  },
  server: {
    command: "npm run build:server",
    output: "dist-server/main.mjs",
    stamp: "dist-server/.build-stamp",
    // scripts/build-server.mjs fails when the bundle holds a file from elsewhere.
    inputs: ["server", "contracts", "tsconfig.json", "package-lock.json", "scripts/build-server.mjs"],
  },
};

function* walk(entry) {
  const stats = statSync(entry);
  if (stats.isDirectory()) for (const child of readdirSync(entry).sort()) yield* walk(path.join(entry, child));
  else yield `${entry}:${stats.size}:${stats.mtimeMs}`;
}

const asked = process.argv.slice(2);
for (const name of asked.length ? asked : Object.keys(builds)) {
  const build = builds[name];
  if (!build) throw new Error(`no build named ${name}: ${Object.keys(builds).join(", ")}`);
  const digest = createHash("sha256");
  for (const input of build.inputs) if (existsSync(input)) for (const line of walk(input)) digest.update(`${line}\n`);
  const stamp = digest.digest("hex");

  if (existsSync(build.stamp) && readFileSync(build.stamp, "utf8") === stamp && existsSync(build.output)) {
    console.log(`${name} build is up to date`);
  } else {
    execSync(build.command, { stdio: "inherit" });
    writeFileSync(build.stamp, stamp);
  }
}
