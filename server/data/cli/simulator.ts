// npm run simulator -- [--port 4590] [--scale demo|mini] [--seeded-through YYYY-MM-DD] [--key KEY]
// Serves the demo market on the monopoly's web API paths (/sb-api-ecommerce/v1/…) at the
// simulator's clock: point a Fenix at it with MARKET_SOURCE=monopoly, MARKET_SOURCE_URL and
// MARKET_SOURCE_KEY to run the whole collection path. `npm start` without a key runs one itself.
import { stockholmDay } from "../../core/stockholm-day";
import { addDays } from "../generator/calendar";
import { SCALES, type ScaleName } from "../generator/scales";
import { DEMO_MARKET_SEED, demoMarket } from "../seed";
import { SimulatedMarket } from "../source/simulator/simulated-market";
import { startSimulator } from "../source/simulator/simulator-server";

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function usage(message: string): never {
  console.error(message);
  console.error("Usage: npm run simulator -- [--port 4590] [--scale demo|mini] [--seeded-through YYYY-MM-DD] [--key KEY]");
  process.exit(2);
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(option(args, "--port") ?? process.env.SIMULATOR_PORT ?? 4590);
  const scale = (option(args, "--scale") ?? "demo") as ScaleName;
  const seededThrough = option(args, "--seeded-through") ?? addDays(stockholmDay(Date.now()), -1);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) usage("--port must be a port number");
  if (!(scale in SCALES)) usage(`Unknown scale "${scale}".`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(seededThrough)) usage("--seeded-through must be a date, YYYY-MM-DD");
  const started = performance.now();
  const market = await demoMarket(scale, { marketFilesDir: process.env.MARKET_FILES_DIR?.trim() || undefined });
  const simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough });
  const key = option(args, "--key") ?? process.env.SIMULATOR_KEY?.trim();
  const running = await startSimulator({ market: simulated, port, ...(key ? { key } : {}) });
  console.log(
    `\n  The market simulator serves ${market.products.length} products in ${market.stores.length} sites at ${running.url}` +
      ` (the ${scale} market seeded through ${seededThrough}; ready in ${Math.round(performance.now() - started)} ms)\n`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
