// `npm test`. The browser tests' seed (one core, minutes of PGlite) starts first and runs beside
// the type check, lint and build (`test:checks`, side by side), and then beside Vitest, which
// starts as soon as those pass instead of waiting for the seed's end with a core idle. The
// browser tests start once both Vitest and the seed are done. The first failure stops the run.
import { spawn } from "node:child_process";

const children = new Set();

/** Runs `npm run <script>`; the seed's lines are labelled, the rest passed through as they are. */
function npmRun(script, { label } = {}) {
  const child = spawn("npm", ["run", "--silent", script], { stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
  children.add(child);
  if (label) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
  }
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

function stop(code, why) {
  if (why) console.error(`npm test: ${why}`);
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(1));

const seed = npmRun("test:e2e:seed", { label: "seed" });
let seedCode = null;
void seed.then((code) => {
  seedCode = code;
  if (code !== 0) stop(code, "seeding the browser tests' database failed");
});

const checks = await npmRun("test:checks");
if (checks !== 0) stop(checks, "the type check, lint or build failed");
const unit = await npmRun("test:unit");
if (unit !== 0) stop(unit, "the unit or API tests failed");
if (seedCode === null) console.log("npm test: waiting for the browser tests' seed");
if ((await seed) !== 0) stop(1);
stop(await npmRun("test:e2e:seeded"));
