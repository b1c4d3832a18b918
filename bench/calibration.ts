import { mkdirSync } from "node:fs";
import { calibrationTable, withinTolerance, type CalibrationRow } from "../server/data/generator/real-calibration";
import { findMarketFiles, readMarketFiles } from "../server/data/generator/real-files";
import { buildRealMarket } from "../server/data/generator/real-market";
import { SCALES } from "../server/data/generator/scales";
import { DEMO_MARKET_SEED } from "../server/data/seed";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";

const shown = (row: CalibrationRow, value: number) =>
  row.measure.includes("SEK")
    ? value.toFixed(1)
    : row.measure.includes("median") || row.measure.includes("Spearman")
      ? value.toFixed(2)
      : `${(value * 100).toFixed(1)} %`;

/** `npm run bench -- calibration`: the demo market against the monopoly's files, as a table. */
export function writeCalibration(): void {
  const dir = findMarketFiles(process.env.SHARED_DATA_DIR);
  if (!dir) throw new Error("The monopoly's files were not found (../shared/data or SHARED_DATA_DIR)");
  const files = readMarketFiles(dir);
  const market = buildRealMarket(files, SCALES.demo, DEMO_MARKET_SEED);
  const rows = calibrationTable(files, market);
  const pairs = market.listings.reduce((n, l) => n + l.products.length, 0);
  const lines = [
    "# The demo market against the monopoly's files",
    "",
    `${describeMachine().date}. The demo keeps ${market.products.length} of the ${files.catalogue.length.toLocaleString("en")} products the 2022 stores listed (the demo companies' portfolios, the best sellers of their segments and of every category) in all ${market.stores.filter((s) => !s.isAgent).length} stores (${pairs.toLocaleString("en")} store × product pairs from the 2022 presence matrix); their yearly litres are the official 2018 figures.`,
    "",
    "*Real, market*: every listed product with an official 2018 figure. *Real, demo's products*: the same measure over the demo's products only — the figure the demo must reproduce where it is a subset. *Demo*: the demo's model (its stores' listings and daily rates, a year of its calendar). The tolerance applies against the column named in *Held to*.",
    "",
    "| Measure | Real, market | Real, demo's products | Demo | Tolerance | Held to | Within |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.measure} | ${shown(r, r.realMarket)} | ${shown(r, r.realSubset)} | ${shown(r, r.demo)} | ${r.kind === "relative" ? `±${r.tolerance * 100} %` : r.measure.includes("Spearman") ? `±${r.tolerance}` : `±${r.tolerance * 100} pp`} | ${r.against === "market" ? "market" : "demo's products"} | ${withinTolerance(r) ? "yes" : "**no**"} |`,
    ),
    "",
    "The weekday and month profiles are assumptions (the files hold no daily or monthly sales): Friday the peak, Saturday's short day second, December the peak month; see server/data/generator/calendar.ts.",
    "",
    "Reproduce: `npm run bench -- calibration` (the test tests/unit/demo-calibration.test.ts holds the same tolerances).",
    "",
  ];
  mkdirSync("bench/results", { recursive: true });
  // The table's part of the file: the sections after it (the generated market's targets, the demo's size) stay.
  writeResultsSection("bench/results/calibration.md", lines[0]!, lines);
  console.log(lines.join("\n"));
}
