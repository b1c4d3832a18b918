import { mkdirSync } from "node:fs";
import { calibrationTable, withinTolerance, type CalibrationRow } from "../server/data/generator/real-calibration";
import { findMarketFiles, readMarketFiles } from "../server/data/generator/real-files";
import { buildRealMarket } from "../server/data/generator/real-market";
import { SCALES } from "../server/data/generator/scales";
import { DEMO_MARKET_SEED } from "../server/data/seed";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";

const shown = (row: CalibrationRow, value: number) =>
  row.measure.includes("SEK") || row.measure.includes("M litres")
    ? value.toFixed(1)
    : row.measure.includes("median") || row.measure.includes("Spearman")
      ? value.toFixed(2)
      : `${(value * 100).toFixed(1)} %`;

const tolerance = (row: CalibrationRow) =>
  row.kind === "factor"
    ? `×${row.tolerance} either way`
    : row.kind === "relative"
      ? `±${row.tolerance * 100} %`
      : row.measure.includes("Spearman")
        ? `±${row.tolerance}`
        : `±${row.tolerance * 100} pp`;

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
    `${describeMachine().date}. The demo holds ${(market.products.length + (market.range?.products.length ?? 0)).toLocaleString("en")} of the ${files.catalogue.length.toLocaleString("en")} products the 2022 stores listed — every one that today's ${market.stores.filter((s) => !s.isAgent).length} stores list — with their official 2018 litres (a product launched since sells like the median of its peers). ${market.products.length.toLocaleString("en")} of them (the demo companies' portfolios, the best sellers of their segments and of every category) are simulated store by store (${pairs.toLocaleString("en")} store × product pairs from the 2022 presence matrix); the other ${(market.range?.products.length ?? 0).toLocaleString("en")} are sold nationally in the stores that list them.`,
    "",
    "*Real, market*: every listed product (litres: its official 2018 figure, none for a product launched since). *Real, demo's products*: the same measure over the demo's products only. *Demo*: the demo's model (its stores' listings and daily rates, the range's national rates, a year of its calendar; the stock-out rows simulate October and November). The tolerance applies against the column named in *Held to*.",
    "",
    "| Measure | Real, market | Real, demo's products | Demo | Tolerance | Held to | Within |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.measure} | ${shown(r, r.realMarket)} | ${shown(r, r.realSubset)} | ${shown(r, r.demo)} | ${tolerance(r)} | ${r.against === "market" ? "market" : "demo's products"} | ${withinTolerance(r) ? "yes" : "**no**"} |`,
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
