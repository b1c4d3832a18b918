import type { Database } from "../../db/client";
import { writeSetting } from "../settings";

/** The `app_settings` key an import raises, so every instance's cache sees the change. */
export const MARKET_DATA_CHANGED_KEY = "market_data_changed";

/** Marks the market data as changed (an import of any kind); part of the cache's fingerprint. */
export async function markMarketDataChanged(db: Database): Promise<void> {
  await writeSetting(db, MARKET_DATA_CHANGED_KEY, `${new Date().toISOString()} ${Math.random().toString(36).slice(2)}`);
}
