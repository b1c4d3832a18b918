import { stockholmDay } from "../../core/stockholm-day";
import type { Database } from "../../db/client";
import { parseCatalogue } from "../importers/catalogue";
import { parseStores } from "../importers/stores";
import { writeProducts, writeStores } from "../importers/write";
import type { MarketSource, ProductSearchQuery } from "../source/market-source";

/** The monopoly's search pages stop near 10,000 results: a larger slice is split further. */
const SEARCH_CAP = 10_000;
const PAGE_SIZE = 30;

export interface CatalogueCollectionReport {
  sites: number;
  /** Products the search listed, de-duplicated. */
  products: number;
  /** Products the search said it holds but its pages did not reach (a slice over the cap that no split brought under it). */
  unreached: number;
  /** New launches, moves and delistings in the article register. */
  events: number;
  requests: number;
}

/**
 * The daily catalogue round: every site, then every product the search lists — by category, and a
 * category over the search's cap by country — upserted with the importers' own writers (prices
 * that changed become price history, new products launches). What the pages could not reach is
 * counted in the report, never dropped in silence. Changes are dated by the source's clock.
 */
export async function collectCatalogue(db: Database, source: MarketSource): Promise<CatalogueCollectionReport> {
  const requestsBefore = source.counters.requests;
  const sites = await source.sites();
  await writeStores(db, parseStores(sites));

  const catalogue = await source.catalogue();
  const categories = [...new Set(catalogue.map((entry) => entry.categoryLevel1).filter((c): c is string => Boolean(c)))].sort();
  const records = new Map<string, Record<string, unknown>>();
  let unreached = 0;

  async function slice(query: Omit<ProductSearchQuery, "page">): Promise<{ docCount: number }> {
    const first = await source.searchProducts({ ...query, page: 1 });
    const pages = Math.ceil(Math.min(first.metadata.docCount, SEARCH_CAP) / PAGE_SIZE);
    // A product may come on two pages: the last one read wins.
    const add = (products: readonly Record<string, unknown>[]) => {
      for (const product of products) records.set(String(product.productNumber), product);
    };
    add(first.products);
    for (let page = 2; page <= pages; page++) add((await source.searchProducts({ ...query, page })).products);
    return { docCount: first.metadata.docCount };
  }

  for (const category of categories) {
    const whole = await slice({ categoryLevel1: category });
    if (whole.docCount <= SEARCH_CAP) continue;
    // Over the cap: country by country, every country its first pages named.
    const inCategory = () => [...records.values()].filter((r) => r.categoryLevel1 === category);
    const countries = new Set(inCategory().flatMap((r) => (typeof r.country === "string" ? [r.country] : [])));
    for (const country of [...countries].sort()) await slice({ categoryLevel1: category, country });
    unreached += Math.max(0, whole.docCount - inCategory().length);
  }

  const parsed = records.size > 0 ? parseCatalogue([...records.values()]) : null;
  // Dated by the source's clock, as the stock rounds are: a price change from the day it answered.
  const asOf = stockholmDay((source.counters.answeredAt ?? new Date()).getTime());
  const written = parsed ? await writeProducts(db, parsed.rows, asOf) : null;
  return {
    sites: sites.length,
    products: records.size,
    unreached,
    events: written?.events ?? 0,
    requests: source.counters.requests - requestsBefore,
  };
}
