// npm run bench: measures and reports; never fails on a figure. Results go to bench/results/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describeMachine } from "./machine";
import { measurePageWeights } from "./page-weight";
import { startWithNpm } from "./server";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function builtJavaScript() {
  const dir = "dist/assets";
  const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    raw += statSync(path.join(dir, file)).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, rawBytes: raw, gzipBytes: gzip };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  // As on a clean clone: the first start builds the frontend.
  rmSync("dist/.build-stamp", { force: true });
  try {
    const first = await startWithNpm({ DATA_DIR: dataDir }, port);
    const pages = await measurePageWeights(first.baseUrl, [
      { path: "/login" },
      { path: "/help", signedInAs: "user@nordvik.example" },
      { path: "/profile", signedInAs: "user@nordvik.example" },
    ]);
    await first.stop();
    const second = await startWithNpm({ DATA_DIR: dataDir }, port);
    await second.stop();
    const bundle = builtJavaScript();

    const report = {
      machine: describeMachine(),
      startup: { freshDataDirMs: first.readyMs, reusedDataDirMs: second.readyMs },
      bundle,
      pages,
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/foundation.json", `${JSON.stringify(report, null, 2)}\n`);
    const lines = [
      "# Foundation benchmarks",
      "",
      `Machine: ${report.machine.cpu}, ${report.machine.memoryGiB} GiB, ${report.machine.os}, Node ${report.machine.node}; ${report.machine.date}`,
      "",
      "| Measure | Value |",
      "|---|---|",
      `| \`npm start\` → first served page, as on a clean clone (frontend build, new data directory, migrations, demo seed) | ${first.readyMs} ms |`,
      `| \`npm start\` → first served page, second start (build and data reused) | ${second.readyMs} ms |`,
      `| Built JavaScript, all chunks (${bundle.files} files) | ${kb(bundle.rawBytes)} raw, ${kb(bundle.gzipBytes)} gzip |`,
      ...pages.map(
        (p) =>
          `| JavaScript loaded by ${p.path} (cold cache, ${p.scripts} files) | ${kb(p.jsGzipBytes)} gzip (${kb(p.jsTransferredBytes)} on the wire as brotli, ${kb(p.jsDecodedBytes)} decoded); loaded in ${p.loadMs} ms |`,
      ),
      "",
      "Reproduce: `npm run bench`.",
      "",
    ];
    writeFileSync("bench/results/foundation.md", lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
