/** The segments module's rules: which segment, which period; figures from server/market. */
import type { PeriodQuery, SegmentProductsQuery } from "../../../contracts";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { requestPeriod } from "../../market/latest-day";
import { productSalesMeasures } from "../../market/measures";
import { previousPeriod } from "../../market/period";
import { findProducts } from "../../market/products";
import { salesTotals, seriesGranularity, seriesTotals } from "../../market/sales";
import { listSegments, parseSegmentId, segmentProducts } from "../../market/segments";
import { productIdsOf } from "./queries";

export const allSegments = (db: Database) => listSegments(db);

async function segmentOrThrow(db: Database, id: string) {
  const key = parseSegmentId(id);
  const [segment] = key ? await listSegments(db, key) : [];
  if (!segment || !key) throw new RequestError(404, `No segment ${id}`, "SEGMENT_NOT_FOUND");
  return { segment, key };
}

export async function segmentSales(db: Database, id: string, query: PeriodQuery) {
  const { segment, key } = await segmentOrThrow(db, id);
  const period = await requestPeriod(db, query);
  const products = segmentProducts(key);
  const [totals, previous] = await Promise.all([salesTotals(db, products, period), salesTotals(db, products, previousPeriod(period))]);
  return { segment, period, totals, previous };
}

/** The segment's products ranked by litres, with their share of the segment's litres. */
export async function segmentProductRanking(db: Database, id: string, query: SegmentProductsQuery) {
  const { key } = await segmentOrThrow(db, id);
  const period = await requestPeriod(db, query);
  const ids = await productIdsOf(db, segmentProducts(key));
  const measures = await productSalesMeasures(db, ids, period);
  const total = [...measures.values()].reduce((a, m) => a + m.litres, 0);
  const ranked = [...measures.values()].sort((a, b) => b.litres - a.litres || a.productId - b.productId).slice(0, query.limit ?? 100);
  const details = await findProducts(
    db,
    ranked.map((m) => m.productId),
  );
  return {
    period,
    items: ranked.map((m, i) => ({
      rank: i + 1,
      product: details.get(m.productId)!,
      units: m.units,
      litres: m.litres,
      revenue: m.revenue,
      share: total > 0 ? m.litres / total : 0,
      storesSelling: m.storesSelling,
      velocity: m.velocity,
    })),
  };
}

export async function segmentTrends(db: Database, id: string, query: PeriodQuery) {
  const { key } = await segmentOrThrow(db, id);
  const period = await requestPeriod(db, query);
  return { period, granularity: seriesGranularity(period), items: await seriesTotals(db, segmentProducts(key), period) };
}
