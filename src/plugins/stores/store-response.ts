import type { Store as ContractStore, StoreWithHours } from "../../../contracts";

/** A store as the API sends it: the list's rows, or one store with its opening hours. */
export type Store = ContractStore & Partial<Pick<StoreWithHours, "openingHours">>;

/** The names the display rule reads; other APIs of the monopoly's data name a store `storeName`. */
interface StoreNames {
  siteName?: string | null;
  storeName?: string | null;
  alias?: string | null;
}

/** An answer that does not have the shape of a store: retrying will not fix it. */
export class StoreResponseError extends Error {
  override name = "StoreResponseError";
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStore = (value: unknown): value is Store => isObject(value) && typeof value.id === "number";

/** Display name: siteName, then storeName, then alias, then 'Unknown Store'. */
export function storeDisplayName(store: StoreNames, unknown = "Unknown Store"): string {
  return store.siteName || store.storeName || store.alias || unknown;
}

/**
 * The rows of a list answer (the data provider has taken them out of their envelope), or the
 * error the page shows when one of them is not a store.
 */
export function readStoreRows(rows: readonly unknown[]): Store[] {
  if (!rows.every(isStore)) throw new StoreResponseError("Invalid store array response structure");
  return rows as Store[];
}

/** A single store answer ({ data: store }), or the error the page shows. */
export function readStore(body: unknown): Store {
  if (!isObject(body) || body.data === null || body.data === undefined) throw new StoreResponseError("Store data is null or undefined");
  if (!isStore(body.data)) throw new StoreResponseError("Invalid single store response structure");
  return body.data;
}
