import type { BulkSession, Database } from "../../db/client";
import { withIndexesBuiltAfter } from "../pipeline/bulk-load";
import { refreshRollups, rollUpHistoryMonths } from "../pipeline/rollups";
import { MovementIngestor } from "../pipeline/ingest";
import { addDays } from "./calendar";
import { monthChange, monthStartsBetween } from "./catalogue-changes";
import { firstDailyDay, firstHistoryMonth, historyRows } from "./history";
import { writeNationalProducts, writeNationalSales } from "./national-sales";
import type { Market } from "./market";
import type { Scale } from "./scales";
import { simulateMarket } from "./simulate";

export interface SeedOptions {
  /** The market to write: generated (`buildMarket`) or from the monopoly's files (`buildRealMarket`). */
  market: Market;
  seed: number;
  /** The last simulated day (YYYY-MM-DD). */
  endDate: string;
  /** Days between flushes of the pipeline (all in one transaction); fewer flushes are faster, more use less memory. */
  flushEveryDays?: number;
  onProgress?: (message: string) => void;
  /** Runs last in the seed's transaction (to record that the market exists, atomically). */
  inTransaction?: (session: BulkSession) => Promise<void>;
}

export interface SeedReport {
  scale: string;
  stores: number;
  products: number;
  snapshots: number;
  changes: number;
  dailyRows: number;
  milliseconds: number;
}

/** The first day of movements of a market seeded through `endDate`: with months of history before them, a month's first day. */
export function movementStartDate(scale: Scale, endDate: string): string {
  return scale.historyMonths > 0 ? firstDailyDay(endDate, scale.days) : addDays(endDate, -(scale.days - 1));
}

/**
 * Fills an empty market: catalogue, stores and price history from the generator, then the
 * simulated stock snapshots through the same pipeline as imported ones.
 */
export async function seedMarket(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const { market, seed, endDate } = options;
  const { scale } = market;
  const history = scale.historyMonths > 0;
  const startDate = movementStartDate(scale, endDate);
  const flushEvery = options.flushEveryDays ?? scale.flushEveryDays;
  const totals = { snapshots: 0, changes: 0, dailyRows: 0 };
  // One transaction: a market is seeded whole or not at all.
  await db.bulk(async (session) => {
    const ids = await writeCatalogue(session, market, startDate, endDate);
    options.onProgress?.(
      `catalogue: ${market.products.length} products simulated by store, ${market.range?.products.length ?? 0} sold nationally, ${market.stores.length} sites`,
    );
    await writeNationalProducts(session, market, ids);
    const ingestor = await MovementIngestor.open(db, session);
    const days = new Set<string>();
    const loaded = ["stock_daily", "stock_changes", "store_sales_monthly", "national_sales_daily", "national_sales_monthly"];
    await withIndexesBuiltAfter(session, loaded, async () => {
      if (history) {
        const from = firstHistoryMonth(endDate, scale.historyMonths);
        const rows = await session.copyIn(
          "store_sales_monthly",
          ["product_id", "store_id", "month", "units", "litres", "revenue"],
          historyRows(market, ids, from, startDate, seed),
        );
        options.onProgress?.(`history from ${from}: ${rows} product × store months`);
        const national = await writeNationalSales(session, market, ids, { months: { from, until: startDate } }, seed);
        options.onProgress?.(`the rest of the range: ${national} product months`);
      }
      const national = await writeNationalSales(session, market, ids, { days: { from: startDate, to: endDate } }, seed, {
        from: startDate,
        through: endDate,
      });
      options.onProgress?.(`the rest of the range: ${national} product days`);
      for (const event of simulateMarket(market, ids, endDate, seed, startDate)) {
        if (event.type === "snapshot") {
          ingestor.ingest(event.snapshot);
          continue;
        }
        // Flushing only at the end of a day means no day is ever split between two flushes.
        const last = event.index === event.total - 1;
        if (!last && (event.index + 1) % flushEvery !== 0) continue;
        const report = await ingestor.flush(session, { rollups: false });
        for (const day of report.days) days.add(day);
        totals.snapshots += report.snapshots;
        totals.changes += report.changes;
        totals.dailyRows += report.dailyRows;
        options.onProgress?.(`movements up to ${event.date}: ${totals.snapshots} snapshots, ${totals.dailyRows} store-days`);
      }
    });
    options.onProgress?.("indexes built; rollups");
    await withIndexesBuiltAfter(session, ["product_sales_daily", "product_sales_weekly", "product_sales_monthly"], async () => {
      await refreshRollups(session, [...days].sort());
      if (history) await rollUpHistoryMonths(session, startDate);
    });
    options.onProgress?.("rollups done");
    await options.inTransaction?.(session);
  });
  return {
    scale: scale.name,
    stores: market.stores.length,
    products: market.products.length,
    ...totals,
    milliseconds: Date.now() - started,
  };
}

async function writeCatalogue(session: BulkSession, market: Market, startDate: string, endDate: string) {
  const priceRows: [string, string, number][] = [];
  // The monopoly changes prices on a month's first day: the same changes the simulator shows after.
  const months = monthStartsBetween(startDate, endDate);
  const catalogue = [...market.products, ...(market.range?.products ?? [])];
  const currentPrice = catalogue.map((p) => {
    priceRows.push([p.productNumber, startDate, p.price]);
    let current = p;
    for (const month of months) {
      const next = monthChange(current, month, false);
      if (next.price !== current.price) priceRows.push([p.productNumber, month, next.price]);
      current = next;
    }
    return current.price;
  });
  {
    await session.copyIn(
      "stores",
      [
        "site_id",
        "alias",
        "display_name",
        "address",
        "city",
        "county",
        "latitude",
        "longitude",
        "is_agent",
        "is_active",
        "size_class",
        "opening_hours",
      ],
      market.stores.map((s) => [
        s.siteId,
        s.alias,
        s.displayName,
        s.address,
        s.city,
        s.county,
        s.latitude,
        s.longitude,
        s.isAgent,
        true,
        s.sizeClass,
        s.openingHours ? JSON.stringify(s.openingHours) : null,
      ]),
    );
    await session.copyIn(
      "products",
      [
        "product_number",
        "product_id",
        "name_bold",
        "name_thin",
        "producer_name",
        "supplier_name",
        "country",
        "category_level1",
        "category_level2",
        "category_level3",
        "price",
        "volume_ml",
        "alcohol_percentage",
        "assortment_code",
        "assortment_text",
        "launch_date",
        "discontinued",
        "packaging",
      ],
      catalogue.map((p, i) => [
        p.productNumber,
        p.productId,
        p.nameBold,
        p.nameThin,
        p.producerName,
        p.supplierName,
        p.country,
        p.categoryLevel1,
        p.categoryLevel2,
        p.categoryLevel3,
        currentPrice[i]!,
        p.volumeMl,
        p.alcoholPercentage,
        p.assortmentCode,
        p.assortmentText,
        p.launchDate,
        p.discontinued,
        p.packaging,
      ]),
    );
    await session.copyIn("price_history", ["product_number", "valid_from", "price"], priceRows);
    if (market.source) await writeSource(session, market.source);
    for (const [company, suppliers] of Object.entries(market.companySuppliers)) {
      await session.query(
        `insert into company_suppliers (company_id, supplier_name)
         select c.id, s from companies c, unnest($2::text[]) s where c.name = $1 on conflict do nothing`,
        [company, suppliers],
      );
    }
    const storeIds = new Map(
      (await session.query<{ site_id: string; id: number }>("select site_id, id from stores")).map((r) => [r.site_id, r.id]),
    );
    const productIds = new Map(
      (await session.query<{ product_number: string; id: number }>("select product_number, id from products")).map((r) => [
        r.product_number,
        r.id,
      ]),
    );
    return {
      storeIds: market.stores.map((s) => storeIds.get(s.siteId)!),
      productIds: market.products.map((p) => productIds.get(p.productNumber)!),
      rangeProductIds: (market.range?.products ?? []).map((p) => productIds.get(p.productNumber)!),
    };
  }
}

/** The files' presence matrix (of the market's products) and official yearly sales, as `npm run import` would store them. */
async function writeSource(session: BulkSession, source: NonNullable<Market["source"]>) {
  const { observedOn, pairs } = source.assortment;
  await session.copyIn(
    "store_assortment",
    ["site_id", "product_number", "observed_on", "temporarily_out_of_stock"],
    pairs.map(([siteId, productNumber]) => [siteId, productNumber, observedOn, false]),
  );
  await session.copyIn(
    "article_yearly_sales",
    [
      "year",
      "article_id",
      "product_number",
      "name",
      "producer_name",
      "category",
      "category_detail",
      "price",
      "volume_ml",
      "country",
      "litres",
    ],
    source.yearlySales.map((r) => [
      r.year,
      r.articleId,
      r.productNumber,
      r.name,
      r.producerName,
      r.category,
      r.categoryDetail,
      r.price,
      r.volumeMl,
      r.country,
      r.litres,
    ]),
  );
}
