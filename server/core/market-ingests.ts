import type { FastifyBaseLogger } from "fastify";

/** New stock data this process wrote: a stock round (the command-line importers run in a process of their own). */
export interface MarketIngest {
  /** The source's time of the round's observation. */
  observedAt: string;
}

export type IngestListener = (ingest: MarketIngest) => Promise<void>;

/**
 * Where the modules that act on new market data (alerts) hear of it, without knowing who wrote it:
 * the feed's stock rounds say `ingested`, a module listens with `onIngest` (from its
 * `jobs` registration). A listener's failure is logged and never fails the ingest.
 */
export interface MarketIngests {
  onIngest(listener: IngestListener): void;
  ingested(ingest: MarketIngest): Promise<void>;
}

export function createMarketIngests(log: Pick<FastifyBaseLogger, "error">): MarketIngests {
  const listeners: IngestListener[] = [];
  return {
    onIngest: (listener) => void listeners.push(listener),
    async ingested(ingest) {
      for (const listener of listeners) {
        try {
          await listener(ingest);
        } catch (error) {
          log.error({ err: error, ingest }, "a module failed to take up new market data");
        }
      }
    },
  };
}
