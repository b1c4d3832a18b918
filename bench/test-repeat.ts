// npm run test:repeat [-- --runs 3] [-- <playwright arguments, e.g. a spec file>]: the browser
// suite several times on one build and one seed, each run on its own copy of the seeded database;
// reports every test that failed in any run, and writes the runs' times to bench/results/tests.md.
// Exits 1 when any test failed once: a flaky test is fixed, never retried.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";
import { SEEDED_DIR } from "../tests/e2e/seeded-data-dir";

interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; results: { status: string; duration: number }[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

function* specsOf(suite: JsonSuite): Generator<JsonSpec> {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1");
const playwrightArgs = runsAt >= 0 ? args.filter((_, i) => i !== runsAt && i !== runsAt + 1) : args;

const work = mkdtempSync(path.join(tmpdir(), "fenix-e2e-repeat-"));
const pristine = path.join(work, "seeded");
try {
  execFileSync("npm", ["run", "build:stale"], { stdio: "inherit" });
  const seedStarted = performance.now();
  execFileSync("npx", ["tsx", "tests/e2e/seed-data-dir.ts"], { stdio: "inherit" });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  renameSync(SEEDED_DIR, pristine);

  const results: { minutes: number; passed: number; failed: string[] }[] = [];
  const failures = new Map<string, number>();
  for (let run = 1; run <= runs; run++) {
    // A copy whose name the suite's teardown recognises (it removes `fenix-e2e-*` directories).
    const dataDir = path.join(work, `fenix-e2e-run-${run}`);
    cpSync(pristine, dataDir, { recursive: true });
    const report = path.join(work, `report-${run}.json`);
    const started = performance.now();
    spawnSync("npx", ["playwright", "test", "--reporter=list,json", ...playwrightArgs], {
      stdio: "inherit",
      env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: `${dataDir}-mail`, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    });
    const minutes = (performance.now() - started) / 60_000;
    if (!existsSync(report)) throw new Error(`run ${run} wrote no report (${report})`);
    const json = JSON.parse(readFileSync(report, "utf8")) as { suites: JsonSuite[] };
    let passed = 0;
    const failed: string[] = [];
    for (const spec of json.suites.flatMap((suite) => [...specsOf(suite)]))
      for (const test of spec.tests) {
        const status = test.results.at(-1)?.status;
        if (status === "passed") passed++;
        else if (status !== "skipped") {
          const name = `${spec.file}:${spec.line} › ${spec.title} (${status ?? "did not run"})`;
          failed.push(name);
          failures.set(name, (failures.get(name) ?? 0) + 1);
        }
      }
    results.push({ minutes, passed, failed });
    console.log(`run ${run} of ${runs}: ${passed} passed, ${failed.length} failed in ${minutes.toFixed(1)} min`);
  }

  const machine = describeMachine();
  const lines = [
    "## The browser suite, repeated (`npm run test:repeat`)",
    "",
    `${machine.date.slice(0, 16).replace("T", " ")} UTC, ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, time limits × ${process.env.E2E_TIME_SCALE ?? "as measured"}; one build, one seed (${seedSeconds.toFixed(0)} s), ${runs} runs${playwrightArgs.length ? ` of \`${playwrightArgs.join(" ")}\`` : ""}.`,
    "",
    "| Run | Minutes | Passed | Failed |",
    "|---|---|---|---|",
    ...results.map((r, i) => `| ${i + 1} | ${r.minutes.toFixed(1)} | ${r.passed} | ${r.failed.length} |`),
    "",
    failures.size === 0
      ? "No test failed in any run."
      : ["Tests that failed at least once:", "", ...[...failures].map(([name, times]) => `- ${name}: ${times} of ${runs} runs`)].join("\n"),
  ];
  writeResultsSection("bench/results/tests.md", "## The browser suite, repeated", lines, "# Tests: time and stability\n");
  console.log(lines.join("\n"));
  process.exitCode = failures.size === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
