/** The stores module's rules: which store, which period, which company's products; figures from server/market and ./queries. */
import type { SQL } from "drizzle-orm";
import type {
  ComparedPeriodQuery,
  OptimizationQuery,
  PeriodQuery,
  StoreCategoriesQuery,
  StoreInventoryQuery,
  StoreListQuery,
  StoreProductQuery,
  StoreTopProductsQuery,
} from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { page, pagination } from "../../market/api-schemas";
import { assortmentOptimization, productInStore } from "../../market/assortment";
import { readableCompanies } from "../../market/company-access";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { comparedPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import { companyProducts, seriesGranularity } from "../../market/sales";
import { storeCategories, storeInventory, storeSeries, storeTopProducts, storeTotals } from "../../market/store-figures";
import { storeListing } from "../../market/store-listing";
import { findStoreByRef } from "../../market/stores";
import { openingHours, storeListPage } from "./queries";

export { storeCities, storeFilterValues, storeLocations, storeStatistics } from "./queries";

async function storeOrThrow(db: Database, ref: string) {
  const store = await findStoreByRef(db, ref);
  if (!store) throw new RequestError(404, `No store with number or id ${ref}`, "STORE_NOT_FOUND");
  return store;
}

export async function listStores(db: Database, query: StoreListQuery) {
  const { limit, offset } = page(query);
  const { items, total } = await storeListPage(db, query, limit, offset);
  return { items, pagination: pagination(total, offset, limit) };
}

export async function storeWithHours(db: Database, id: string) {
  const store = await storeOrThrow(db, id);
  return { ...store, openingHours: await openingHours(db, store.id) };
}

export async function storePerformance(db: Database, id: string, query: ComparedPeriodQuery) {
  const store = await storeOrThrow(db, id);
  const period = await requestPeriod(db, query);
  const before = comparedPeriod(period, query.compare);
  const [totals, previous, stock] = await Promise.all([
    storeTotals(db, store.id, period),
    storeTotals(db, store.id, before),
    storeListing(db, store.id),
  ]);
  return { period, previousPeriod: before, totals, previous, stock };
}

export async function storeDailySales(db: Database, id: string, query: PeriodQuery) {
  const store = await storeOrThrow(db, id);
  const period = await requestPeriod(db, query);
  return { period, granularity: seriesGranularity(period), items: await storeSeries(db, store.id, period) };
}

export async function storeBestSellers(db: Database, id: string, query: StoreTopProductsQuery) {
  const store = await storeOrThrow(db, id);
  const period = await requestPeriod(db, query);
  const top = await storeTopProducts(db, store.id, period, query.limit ?? 10);
  const details = await findProducts(
    db,
    top.map((t) => t.productId),
  );
  return {
    period,
    items: top.map((t, i) => ({ rank: i + 1, product: details.get(t.productId)!, units: t.units, litres: t.litres, revenue: t.revenue })),
  };
}

export async function storeCategorySales(db: Database, id: string, query: StoreCategoriesQuery) {
  const store = await storeOrThrow(db, id);
  const period = await requestPeriod(db, query);
  return { period, items: await storeCategories(db, store.id, period, query.sortBy ?? "revenue", query.limit ?? 50) };
}

/** What the store lists; with a companyId, only that company's products (a company the caller may read). */
export async function storeInventoryPage(db: Database, caller: Caller | undefined, id: string, query: StoreInventoryQuery) {
  const store = await storeOrThrow(db, id);
  const { limit, offset } = page(query);
  let products: SQL | undefined;
  if (query.companyId) {
    const [company] = await readableCompanies(db, caller, 1, query.companyId);
    if (!company) throw new RequestError(404, `No company with id ${query.companyId} that you may read`, "COMPANY_NOT_FOUND");
    products = await companyProducts(db, company.id);
  }
  const { total, items } = await storeInventory(db, store.id, await latestDataDay(db), { status: query.status, products }, limit, offset);
  const details = await findProducts(
    db,
    items.map((i) => i.productId),
  );
  return {
    items: items.map(({ productId, ...rest }) => ({ product: details.get(productId)!, ...rest })),
    pagination: pagination(total, offset, limit),
  };
}

export async function storeOptimization(db: Database, id: string, query: OptimizationQuery) {
  const store = await storeOrThrow(db, id);
  const period = await requestPeriod(db, query, "90d");
  const found = await assortmentOptimization(db, store.id, {
    period,
    minTurnoverRate: query.minTurnoverRate ?? 1,
    maxStockoutDays: query.maxStockoutDays ?? 7,
    limit: query.limit ?? 20,
  });
  const details = await findProducts(
    db,
    [...found.add, ...found.slowMovers, ...found.frequentStockouts].map((r) => r.productId),
  );
  const withProduct = <T extends { productId: number }>(rows: T[]) =>
    rows.map(({ productId, ...rest }) => ({ product: details.get(productId)!, ...rest }));
  return {
    period,
    add: withProduct(found.add),
    slowMovers: withProduct(found.slowMovers),
    frequentStockouts: withProduct(found.frequentStockouts),
  };
}

export async function productInStorePerformance(db: Database, id: string, productId: number, query: StoreProductQuery) {
  const store = await storeOrThrow(db, id);
  const product = await findProduct(db, productId);
  if (!product) throw new RequestError(404, `No product with id ${productId}`, "PRODUCT_NOT_FOUND");
  const period = await requestPeriod(db, query);
  return { period, product, ...(await productInStore(db, store.id, product.id, period, query.compareWith ?? "county")) };
}
