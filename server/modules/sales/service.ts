/** The sales module's rules: the whole market, or one company the caller may read; figures from server/market. */
import type { ProductDailyQuery, SalesRankingQuery, SalesScopeQuery, SalesSummaryQuery } from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { readableCompanies } from "../../market/company-access";
import { requestPeriod } from "../../market/latest-day";
import { comparedPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import {
  companyProducts,
  companyTopStores,
  productDailyInStores,
  salesTotals,
  seriesGranularity,
  seriesTotals,
  topProducts,
  topStores,
} from "../../market/sales";

/** The company a companyId names (null: the whole market); a company the caller may not read is answered 404 like an unknown one. */
async function companyOf(db: Database, caller: Caller | undefined, companyId: string | undefined) {
  if (!companyId) return null;
  const [company] = await readableCompanies(db, caller, 1, companyId);
  if (!company) throw new RequestError(404, `No company with id ${companyId} that you may read`, "COMPANY_NOT_FOUND");
  return company;
}

/** The products a companyId names (null: the whole market). */
async function scopeOf(db: Database, caller: Caller | undefined, companyId: string | undefined) {
  const company = await companyOf(db, caller, companyId);
  return company ? companyProducts(db, company.id) : null;
}

export async function salesSummary(db: Database, caller: Caller | undefined, query: SalesSummaryQuery) {
  const products = await scopeOf(db, caller, query.companyId);
  const period = await requestPeriod(db, query);
  const before = comparedPeriod(period, query.compare);
  const [totals, previous] = await Promise.all([salesTotals(db, products, period), salesTotals(db, products, before)]);
  return { period, previousPeriod: before, totals, previous };
}

export async function dailySalesTotals(db: Database, caller: Caller | undefined, query: SalesScopeQuery) {
  const products = await scopeOf(db, caller, query.companyId);
  const period = await requestPeriod(db, query);
  return { period, granularity: seriesGranularity(period), items: await seriesTotals(db, products, period) };
}

export async function bestSellingProducts(db: Database, caller: Caller | undefined, query: SalesRankingQuery) {
  const products = await scopeOf(db, caller, query.companyId);
  const period = await requestPeriod(db, query);
  const ranked = await topProducts(db, products, period, query.sortBy ?? "revenue", query.limit ?? 10);
  const details = await findProducts(
    db,
    ranked.map((r) => r.productId),
  );
  return {
    period,
    items: ranked.map((r, i) => ({
      rank: i + 1,
      product: details.get(r.productId)!,
      units: r.units,
      litres: r.litres,
      revenue: r.revenue,
    })),
  };
}

export async function bestSellingStores(db: Database, caller: Caller | undefined, query: SalesRankingQuery) {
  const company = await companyOf(db, caller, query.companyId);
  const period = await requestPeriod(db, query);
  const [by, limit] = [query.sortBy ?? "revenue", query.limit ?? 10] as const;
  const ranked = company
    ? await companyTopStores(db, company.id, await companyProducts(db, company.id), period, by, limit)
    : await topStores(db, null, period, by, limit);
  return { period, items: ranked.map((r, i) => ({ rank: i + 1, ...r })) };
}

export async function productDailySales(db: Database, query: ProductDailyQuery) {
  const product = await findProduct(db, query.productId);
  if (!product) throw new RequestError(404, `No product with id ${query.productId}`, "PRODUCT_NOT_FOUND");
  const period = await requestPeriod(db, query);
  const storeIds = query["storeIds[]"] ?? [];
  return { period, productId: product.id, storeIds, items: await productDailyInStores(db, product.id, storeIds, period) };
}
