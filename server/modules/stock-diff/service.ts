/** The stock-diff module's rules: a product, a store or both, which must exist; movements from server/market. */
import type { StockDiffQuery, StockMetricsQuery } from "../../../contracts";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { requestPeriod } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { daysWithData } from "../../market/period";
import { findProduct } from "../../market/products";
import { dailyDiff, hourlyDiff } from "../../market/stock-diff";
import { findStore } from "../../market/stores";

/** A product, a store or both must be named, and exist. */
async function checkScope(db: Database, query: { productId?: number; storeId?: number }) {
  if (query.productId === undefined && query.storeId === undefined)
    throw new RequestError(400, "querystring must name a productId, a storeId or both", "PRODUCT_OR_STORE_REQUIRED");
  if (query.productId !== undefined && !(await findProduct(db, query.productId)))
    throw new RequestError(404, `No product with id ${query.productId}`, "PRODUCT_NOT_FOUND");
  if (query.storeId !== undefined && !(await findStore(db, query.storeId)))
    throw new RequestError(404, `No store with id ${query.storeId}`, "STORE_NOT_FOUND");
  return { productId: query.productId, storeId: query.storeId };
}

export async function hourlyMovements(db: Database, query: StockDiffQuery) {
  const scope = await checkScope(db, query);
  const period = await requestPeriod(db, query, "7d");
  return { period, items: (await hourlyDiff(db, scope, period)).map(({ at, ...rest }) => ({ hour: at, ...rest })) };
}

export async function dailyMovements(db: Database, query: StockDiffQuery) {
  const scope = await checkScope(db, query);
  const period = await requestPeriod(db, query);
  return { period, items: (await dailyDiff(db, scope, period)).map(({ at, ...rest }) => ({ date: at, ...rest })) };
}

/** A product's movement totals over a period, its average daily sales, stock-outs and supply. */
export async function stockMetrics(db: Database, query: StockMetricsQuery) {
  const scope = await checkScope(db, query);
  const period = await requestPeriod(db, query);
  const [days, measures] = await Promise.all([dailyDiff(db, scope, period), productMeasures(db, [query.productId], period)]);
  const m = measures.get(query.productId)!;
  const sum = (key: "sold" | "delivered" | "corrected") => days.reduce((a, d) => a + d[key], 0);
  return {
    period,
    sold: sum("sold"),
    delivered: sum("delivered"),
    corrected: sum("corrected"),
    averageDailyUnits: period.daysWithData > 0 ? Math.round((sum("sold") / daysWithData(period)) * 100) / 100 : 0,
    outOfStockDays: m.outOfStockDays,
    lostUnits: m.lostUnits,
    lostRevenue: m.lostRevenue,
    stock: m.stock,
    weeksOfSupply: m.weeksOfSupply,
  };
}
