import type { AppContext } from "../../core/context";
import type { DemoSource, RangeDays } from "../../data/source/demo-source";
import { httpMarketSource } from "../../data/source/http-source";
import type { MarketSource } from "../../data/source/market-source";

/** The collector's source for this process, started once: the monopoly's API, the demo's simulator, or none. */
export interface FeedSource {
  /** Resolves once the source is ready (the simulator replays the demo market first); null when there is none. */
  ready(): Promise<MarketSource | null>;
  /** What the demo source did when it started (null before, or for another source). */
  started(): Promise<{ simulator: string; caughtUp: number } | null>;
  /** The simulator's address once it serves in this process, without waiting for it (null before, or for another source). */
  simulatorUrl(): string | null;
  /** The demo's range goes on with its market (see DemoSource.addRangeDays); nothing for another source. */
  addRangeDays(day: string): Promise<RangeDays>;
  close(): Promise<void>;
}

export function feedSource(ctx: AppContext): FeedSource {
  const { mode, url, key } = ctx.config.marketSource;
  let started: Promise<DemoSource | null> | null = null;
  let simulatorUrl: string | null = null;
  const monopoly = mode === "monopoly" ? httpMarketSource({ baseUrl: url, key: key! }) : null;
  return {
    async ready() {
      if (mode === "off") return null;
      if (monopoly) return monopoly;
      // The generator (calendar, random streams) loads only where a demo market is simulated.
      started ??= import("../../data/source/demo-source")
        .then(({ startDemoSource }) => startDemoSource(ctx.db, { marketFilesDir: ctx.config.marketFilesDir }))
        .then((demo) => {
          simulatorUrl = demo?.simulator.url ?? null;
          return demo;
        });
      return (await started)?.source ?? null;
    },
    async started() {
      const demo = await started;
      return demo ? { simulator: demo.simulator.url, caughtUp: demo.caughtUp } : null;
    },
    simulatorUrl: () => simulatorUrl,
    async addRangeDays(day) {
      const demo = await started;
      return demo ? demo.addRangeDays(day) : { productDays: 0, unlisted: 0 };
    },
    async close() {
      const demo = await started?.catch(() => null);
      await demo?.simulator.close();
    },
  };
}
