import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import { createMatcher, type CatalogueArticle } from "../server/data/weekly-lists/match";
import { parseVolumeMl } from "../server/data/weekly-lists/normalise";
import { describeMachine } from "./machine";

const ROWS = 1000;

/** `npm run bench -- matching`: how fast a weekly list is matched against the real wine catalogue. */
export function writeMatching(): void {
  const dir = process.env.SHARED_DATA_DIR ?? path.resolve("../shared/data");
  const text = readFileSync(path.join(dir, "systembolaget-wines-national-catalogue-2026-08-22.csv"), "utf8").replace(/^\uFEFF/, "");
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const catalogue: CatalogueArticle[] = data.map((row, index) => ({
    id: index + 1,
    productNumber: row.Varunummer!,
    name: row.Namn!,
    producer: row.Producent || null,
    volumeMl: parseVolumeMl(row.Volym),
  }));
  const machine = describeMachine();
  let started = performance.now();
  const matcher = createMatcher(catalogue);
  const prepareMs = performance.now() - started;
  // Rows as a supplier writes them: no article number, the name in capitals and the vintage added.
  const rows = Array.from({ length: ROWS }, (_, i) => catalogue[(i * 7919) % catalogue.length]!).map((a, i) => ({
    articleNumber: null,
    name: `${a.name.toUpperCase()} ${2015 + (i % 9)}`,
    producer: i % 3 === 0 ? null : a.producer,
    volumeMl: a.volumeMl,
  }));
  started = performance.now();
  const times: number[] = [];
  for (const row of rows) {
    const t0 = performance.now();
    matcher.match(row);
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const lines = [
    "# Matching a weekly list",
    "",
    `${machine.date.slice(0, 10)}, ${machine.cpu}, Node ${machine.node}. The real wine catalogue (${catalogue.length.toLocaleString("en")} articles); ${ROWS} rows by name, producer and volume (no article number).`,
    "",
    "| Measure | Result |",
    "|---|---|",
    `| Preparing the catalogue (trigram index) | ${prepareMs.toFixed(0)} ms |`,
    `| ${ROWS} rows | ${(totalMs / 1000).toFixed(2)} s (${Math.round(ROWS / (totalMs / 1000))} rows/s) |`,
    `| One row, median / p95 / max | ${p(0.5)} / ${p(0.95)} / ${times.at(-1)!.toFixed(1)} ms |`,
    "",
    "A list holds at most 5,000 rows (`MAX_LIST_ROWS`); the job yields to waiting requests every five rows.",
    "",
    "Reproduce: `npm run bench -- matching`.",
    "",
  ];
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/matching.md", lines.join("\n"));
  console.log(lines.join("\n"));
}
