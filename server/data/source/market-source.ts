import type { CatalogueEntry, ProductSearchAnswer, SourceSite, StoreStock } from "./source-shapes";

/** A page of `/productsearch/search`: 30 products; the monopoly caps paging near 10,000 results. */
export interface ProductSearchQuery {
  page: number;
  categoryLevel1?: string;
  country?: string;
}

/** What a collection did with the source, for the feed's run log. */
export interface SourceCounters {
  requests: number;
  retries: number;
  failures: number;
  /** The source's time at its latest answer (its `Date` header): what a round dates its changes by. */
  answeredAt: Date | null;
}

/**
 * The monopoly's public data, read: its web API over HTTP (`http-source.ts`), or the simulator
 * serving the demo market on the same paths (`simulator/`). Every answer is checked against its
 * shape (`source-shapes.ts`) before anything is written.
 */
export interface MarketSource {
  /** Every site, stores and agents. */
  sites(): Promise<SourceSite[]>;
  /** The whole catalogue, a few fields a product (`lastModified` says which to read again). */
  catalogue(): Promise<CatalogueEntry[]>;
  searchProducts(query: ProductSearchQuery): Promise<ProductSearchAnswer>;
  /** The product's stock in every store that lists it, and when the source says it answered (its `Date`). */
  productStock(productId: string): Promise<{ observedAt: Date; storeStocks: StoreStock[] }>;
  readonly counters: SourceCounters;
}
