/** The rankings module's rules: windows, scopes, cursors, company marking; figures from snapshots and server/market. */
import {
  RANKING_FLAGS,
  type MarketPositionQuery,
  type ProducerRankingQuery,
  type RankingAnalysisQuery,
  type RankingEntry,
  type RankingScope,
  type RankingsQuery,
  type SalesPerformanceQuery,
  type StoreOptimizationQuery,
} from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { readableCompanies } from "../../market/company-access";
import { dataBounds } from "../../market/latest-day";
import { findProduct } from "../../market/products";
import { companyProductIds, productIdSet } from "../../market/sales";
import { segmentId, segmentOf, segmentProducts } from "../../market/segments";
import { findStores } from "../../market/stores";
import { decodeCursor, encodeCursor } from "./cursor";
import { toEntry, toWindow } from "./entries";
import {
  aboveMedianStores,
  allEntries,
  entryCount,
  entryPage,
  monthlyPlaces,
  scopeStores,
  snapshotById,
  storeFiguresOf,
  type EntryFilter,
  type SnapshotRow,
} from "./queries";
import { listingMedianVelocity, median } from "./rank";
import { rankingSnapshot, scopeKey, type StoreScope } from "./snapshot";
import { closedMonths, rankingWindow } from "./window";

const MOVERS = 10;
const RIVALS = 5;

const scopeOf = (q: RankingScope): StoreScope => ({ profile: q.storeProfile ?? null, counties: [...new Set(q.counties ?? [])].sort() });

/** The ids of a company's products, when the caller may read it (404 like an unknown company otherwise). */
async function ownProducts(db: Database, caller: Caller | undefined, companyId: string | undefined): Promise<Set<number>> {
  if (!companyId) return new Set();
  const [company] = await readableCompanies(db, caller, 1, companyId);
  if (!company) throw new RequestError(404, `No company with id ${companyId} that you may read`, "COMPANY_NOT_FOUND");
  return new Set(await companyProductIds(db, company.id));
}

async function snapshotFor(db: Database, q: RankingScope): Promise<SnapshotRow> {
  return rankingSnapshot(db, rankingWindow(q.period ?? "1m", await dataBounds(db)), scopeOf(q));
}

export async function rankings(db: Database, caller: Caller | undefined, q: RankingsQuery) {
  const own = await ownProducts(db, caller, q.companyId);
  if (q.ownOnly && !q.companyId) throw new RequestError(400, "ownOnly needs a companyId", "RANKING_OWN_NEEDS_COMPANY");
  let snapshot: SnapshotRow;
  let after = 0;
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor);
    if (!cursor) throw new RequestError(400, "The cursor is not one this API gave", "RANKING_CURSOR_INVALID");
    const found = await snapshotById(db, cursor.snapshotId);
    if (!found)
      throw new RequestError(
        410,
        "This ranking has been replaced by a newer one; start again from the first page",
        "RANKING_CURSOR_EXPIRED",
      );
    if (found.scope !== scopeKey(scopeOf(q)))
      throw new RequestError(400, "The cursor belongs to another store scope", "RANKING_CURSOR_MISMATCH");
    snapshot = found;
    after = cursor.position;
  } else {
    snapshot = await snapshotFor(db, q);
  }
  const wanted = [
    q.topPerformers && "topPerformer",
    q.risingStars && "risingStar",
    q.storePlacementOpportunities && "placementOpportunity",
    q.delistingRisk && "delistingRisk",
  ] as const;
  const filter: EntryFilter = {
    segments: q.segments,
    categories: q.categories,
    priceBands: q.priceBands,
    flagBits: RANKING_FLAGS.reduce((bits, flag, i) => (wanted.includes(flag) ? bits | (1 << i) : bits), 0),
    products: q.ownOnly ? productIdSet([...own]) : null,
  };
  const limit = q.limit ?? 1000;
  const [rows, total] = await Promise.all([entryPage(db, snapshot.id, filter, after, limit + 1), entryCount(db, snapshot.id, filter)]);
  const page = rows.slice(0, limit).map((r) => toEntry(r, own));
  const hasMore = rows.length > limit;
  return {
    window: toWindow(snapshot),
    rankings: page,
    pagination: { total, hasMore, nextCursor: hasMore ? encodeCursor(snapshot.id, page.at(-1)!.position) : null },
  };
}

export async function rankingAnalysis(db: Database, caller: Caller | undefined, q: RankingAnalysisQuery) {
  const own = await ownProducts(db, caller, q.companyId);
  const snapshot = await snapshotFor(db, q);
  const entries = (await allEntries(db, snapshot.id, { categories: q.categories, priceBands: q.priceBands })).map((r) => toEntry(r, own));
  const bySegment = new Map<string, typeof entries>();
  for (const e of entries) {
    let list = bySegment.get(e.segment);
    if (!list) bySegment.set(e.segment, (list = []));
    list.push(e);
  }
  const segments = [...bySegment.values()].map((list) => {
    const revenue = list.reduce((a, e) => a + e.revenue, 0);
    const shares = list.map((e) => e.share).sort((a, b) => b - a);
    const first = list[0]!;
    return {
      segment: first.segment,
      category: first.category,
      categoryLevel1: first.categoryLevel1,
      priceBand: first.priceBand,
      products: list.length,
      units: list.reduce((a, e) => a + e.units, 0),
      litres: round(
        list.reduce((a, e) => a + e.litres, 0),
        3,
      ),
      revenue: round(revenue, 2),
      previousRevenue: round(
        list.reduce((a, e) => a + e.previousRevenue, 0),
        2,
      ),
      leaderShare: shares[0] ?? 0,
      top3Share: shares.slice(0, 3).reduce((a, s) => a + s, 0),
      hhi: Math.round(shares.reduce((a, s) => a + (s * 100) ** 2, 0)),
      ownProducts: list.filter((e) => e.own).length,
    };
  });
  segments.sort((a, b) => b.revenue - a.revenue || a.segment.localeCompare(b.segment));
  const moved = entries
    .filter((e) => e.previousRank !== null && e.previousRank !== e.rank)
    .map((e) => ({
      productId: e.productId,
      name: e.name,
      volumeMl: e.volumeMl,
      producer: e.producer,
      segment: e.segment,
      rank: e.rank,
      previousRank: e.previousRank!,
      change: e.previousRank! - e.rank,
      revenue: e.revenue,
      own: e.own,
    }));
  const count = (flag: (typeof RANKING_FLAGS)[number]) => entries.filter((e) => e.flags.includes(flag)).length;
  return {
    window: toWindow(snapshot),
    totals: {
      products: entries.length,
      units: entries.reduce((a, e) => a + e.units, 0),
      litres: round(
        entries.reduce((a, e) => a + e.litres, 0),
        3,
      ),
      revenue: round(
        entries.reduce((a, e) => a + e.revenue, 0),
        2,
      ),
    },
    flagCounts: {
      topPerformer: count("topPerformer"),
      risingStar: count("risingStar"),
      placementOpportunity: count("placementOpportunity"),
      delistingRisk: count("delistingRisk"),
    },
    segments,
    movers: {
      up: [...moved]
        .sort((a, b) => b.change - a.change || b.revenue - a.revenue)
        .filter((m) => m.change > 0)
        .slice(0, MOVERS),
      down: [...moved]
        .sort((a, b) => a.change - b.change || b.revenue - a.revenue)
        .filter((m) => m.change < 0)
        .slice(0, MOVERS),
    },
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const perLitre = (e: RankingEntry) => (e.price !== null && e.volumeMl ? (e.price * 1000) / e.volumeMl : null);

export async function competitiveAnalysis(db: Database, caller: Caller | undefined, productId: number, q: RankingScope) {
  const own = await ownProducts(db, caller, q.companyId);
  if (!(await findProduct(db, productId))) throw new RequestError(404, `No product with id ${productId}`, "PRODUCT_NOT_FOUND");
  const snapshot = await snapshotFor(db, q);
  const [row] = await allEntries(db, snapshot.id, { productId });
  if (!row)
    throw new RequestError(404, "The product sold nothing in this window, so it has no place in the ranking", "RANKING_PRODUCT_NOT_RANKED");
  const product = toEntry(row, own);
  const target = perLitre(product) ?? 0;
  const rivals = (await allEntries(db, snapshot.id, { segments: [product.segment] }))
    .map((r) => toEntry(r, own))
    .filter((e) => e.productId !== productId)
    .sort((a, b) => Math.abs((perLitre(a) ?? 0) - target) - Math.abs((perLitre(b) ?? 0) - target) || a.rank - b.rank)
    .slice(0, RIVALS);
  return { window: toWindow(snapshot), product, rivals };
}

export async function producerRanking(db: Database, caller: Caller | undefined, q: ProducerRankingQuery) {
  const own = await ownProducts(db, caller, q.companyId);
  const snapshot = await snapshotFor(db, q);
  const entries = (await allEntries(db, snapshot.id, {})).map((r) => toEntry(r, own));
  const market = entries.reduce((a, e) => a + e.revenue, 0);
  const producers = new Map<string, { products: number; revenue: number; litres: number; segmentLeads: number; own: boolean }>();
  for (const e of entries) {
    const name = e.producer ?? e.supplier;
    if (!name) continue;
    const p = producers.get(name) ?? { products: 0, revenue: 0, litres: 0, segmentLeads: 0, own: false };
    p.products += 1;
    p.revenue += e.revenue;
    p.litres += e.litres;
    if (e.rank === 1) p.segmentLeads += 1;
    p.own ||= e.own;
    producers.set(name, p);
  }
  const items = [...producers]
    .sort(([a, x], [b, y]) => y.revenue - x.revenue || a.localeCompare(b))
    .slice(0, q.limit ?? 50)
    .map(([producer, p], i) => ({
      rank: i + 1,
      producer,
      products: p.products,
      revenue: round(p.revenue, 2),
      litres: round(p.litres, 3),
      share: market > 0 ? p.revenue / market : 0,
      segmentLeads: p.segmentLeads,
      own: p.own,
    }));
  return { window: toWindow(snapshot), items };
}

export async function marketPosition(db: Database, productId: number, q: MarketPositionQuery) {
  const product = await findProduct(db, productId);
  if (!product) throw new RequestError(404, `No product with id ${productId}`, "PRODUCT_NOT_FOUND");
  const key = segmentOf({ categoryLevel2: product.categoryLevel2, price: product.price, volumeMl: product.volumeMl });
  const closed = closedMonths(await dataBounds(db));
  const profile = q.storeProfile ?? null;
  if (!key || !closed) return { productId, segment: key ? segmentId(key) : null, storeProfile: profile, history: [] };
  const wanted = closed.last.subtract((q.months ?? 12) - 1, "month");
  const first = wanted.isBefore(closed.first) ? closed.first : wanted;
  const range = { from: first.format("YYYY-MM-DD"), to: closed.last.endOf("month").format("YYYY-MM-DD") };
  const stores = await scopeStores(db, profile, []);
  const places = await monthlyPlaces(db, productId, segmentProducts(key), range, stores);
  return {
    productId,
    segment: segmentId(key),
    storeProfile: profile,
    history: places.map((p) => ({
      month: p.month,
      rank: p.rank,
      segmentSize: p.size,
      revenue: round(p.revenue, 2),
      share: p.share,
      percentile: p.rank === null ? null : p.size > 1 ? round(((p.size - p.rank) / (p.size - 1)) * 100, 1) : 100,
    })),
  };
}

/** The company's ranked products with their segments' medians. */
async function ownEntries(db: Database, caller: Caller | undefined, q: SalesPerformanceQuery | StoreOptimizationQuery) {
  const own = await ownProducts(db, caller, q.companyId);
  const snapshot = await snapshotFor(db, q);
  const mine = (await allEntries(db, snapshot.id, { products: productIdSet([...own]) })).map((r) => toEntry(r, own));
  const segments = [...new Set(mine.map((e) => e.segment))];
  const peers = segments.length ? (await allEntries(db, snapshot.id, { segments })).map((r) => toEntry(r, own)) : [];
  const medians = new Map<string, { revenue: number; velocity: number; listingVelocity: number; storesSelling: number }>();
  for (const segment of segments) {
    const list = peers.filter((e) => e.segment === segment);
    medians.set(segment, {
      revenue: median(list.map((e) => e.revenue)),
      velocity: median(list.map((e) => e.velocity)),
      listingVelocity: listingMedianVelocity(list),
      storesSelling: median(list.map((e) => e.storesSelling)),
    });
  }
  return { snapshot, mine, medians };
}

export async function salesPerformance(db: Database, caller: Caller | undefined, q: SalesPerformanceQuery) {
  const { snapshot, mine, medians } = await ownEntries(db, caller, q);
  const index = (value: number, base: number) => (base > 0 ? round((value / base) * 100, 1) : null);
  return {
    window: toWindow(snapshot),
    items: mine.map((entry) => {
      const m = medians.get(entry.segment)!;
      return {
        entry,
        segmentMedianRevenue: round(m.revenue, 2),
        segmentMedianVelocity: m.velocity,
        segmentMedianStoresSelling: m.storesSelling,
        revenueIndex: index(entry.revenue, m.revenue),
        velocityIndex: index(entry.velocity, m.velocity),
      };
    }),
  };
}

export async function storeOptimization(db: Database, caller: Caller | undefined, q: StoreOptimizationQuery) {
  const { snapshot, mine, medians } = await ownEntries(db, caller, q);
  const scope = scopeOf(q);
  const stores = await scopeStores(db, scope.profile, scope.counties);
  const range = { from: snapshot.window_from, to: snapshot.window_to };
  // Strong as the placement rule has it: at least as fast as the segment's median store listing.
  const strong = mine.filter((e) => e.velocity >= medians.get(e.segment)!.listingVelocity);
  const [above, figures] = await Promise.all([
    aboveMedianStores(db, range, stores, [...new Set(strong.map((e) => e.segment))]),
    storeFiguresOf(db, range, productIdSet(mine.map((e) => e.productId)), stores),
  ]);
  const listed = new Set(figures.listed.map((l) => `${l.storeId}:${l.productId}`));
  const sold = new Map(figures.sold.map((s) => [`${s.storeId}:${s.productId}`, s.revenue]));
  const plans = new Map<number, { toAdd: RankingEntry[]; underperforming: RankingEntry[] }>();
  const planOf = (storeId: number) => plans.get(storeId) ?? plans.set(storeId, { toAdd: [], underperforming: [] }).get(storeId)!;
  for (const { storeId, segment } of above) {
    for (const e of strong) if (e.segment === segment && !listed.has(`${storeId}:${e.productId}`)) planOf(storeId).toAdd.push(e);
  }
  const byId = new Map(mine.map((e) => [e.productId, e]));
  for (const l of figures.listed) {
    const e = byId.get(l.productId);
    if (e && !sold.has(`${l.storeId}:${l.productId}`)) planOf(l.storeId).underperforming.push(e);
  }
  const chosen = [...plans]
    .sort(([a, x], [b, y]) => y.toAdd.length + y.underperforming.length - (x.toAdd.length + x.underperforming.length) || a - b)
    .slice(0, q.limit ?? 50);
  const details = await findStores(
    db,
    chosen.map(([id]) => id),
  );
  const item = (storeId: number) => (e: RankingEntry) => ({
    productId: e.productId,
    name: e.name,
    segment: e.segment,
    rank: e.rank,
    velocity: e.velocity,
    revenue: round(sold.get(`${storeId}:${e.productId}`) ?? 0, 2),
  });
  return {
    window: toWindow(snapshot),
    items: chosen.flatMap(([storeId, plan]) => {
      const store = details.get(storeId);
      if (!store) return [];
      return [
        {
          storeId,
          siteId: store.siteId,
          name: store.displayName,
          city: store.city,
          county: store.county,
          profile: store.sizeClass,
          toAdd: plan.toAdd.sort((a, b) => b.velocity - a.velocity).map(item(storeId)),
          underperforming: plan.underperforming.sort((a, b) => a.rank - b.rank).map(item(storeId)),
        },
      ];
    }),
  };
}
