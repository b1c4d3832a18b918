/** The products module's rules: who may filter by which company, which product, which period; figures from server/market and ./queries. */
import type { ComparedPeriodQuery, PeriodQuery, PriceChangesQuery, ProductExportQuery, ProductListQuery } from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { page, pagination } from "../../market/api-schemas";
import { requestPeriod, latestStockDay } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { comparedPeriod } from "../../market/period";
import { dailySales, monthlySales, salesByStore } from "../../market/product-sales";
import { seriesGranularity } from "../../market/sales";
import { findProduct, findProducts, listProducts } from "../../market/products";
import { productIdSet } from "../../market/sales";
import { PRICE_BANDS, segmentId, segmentOf } from "../../market/segments";
import { openStockOuts } from "../../market/stock-outs";
import { productsCsv } from "./csv";
import { productsXlsx } from "./xlsx";
import { XLSX_CONTENT_TYPE } from "../../core/xlsx-table";
import { productYearlySales } from "../../market/yearly-sales";
import { currentStock, dataAvailability, priceChanges, priceHistory, stockCounts } from "./queries";

export { catalogueCategories, catalogueStatistics } from "./queries";

/** More than the whole catalogue (about 25,000 articles), so an export is never cut short silently. */
const EXPORT_MAX_ROWS = 100_000;

async function productOrThrow(db: Database, id: number) {
  const product = await findProduct(db, id);
  if (!product) throw new RequestError(404, `No product with id ${id}`, "PRODUCT_NOT_FOUND");
  return product;
}

/** A company filter is for one's own company (any, for a super_admin). */
function checkCompanyFilter(caller: Caller | undefined, companyId: string | undefined) {
  if (!companyId || caller?.role === "super_admin" || caller?.companyId === companyId) return;
  throw new RequestError(403, "You can only filter by your own company", "FOREIGN_COMPANY_FILTER", "companyId");
}

const order = (query: ProductExportQuery) => ({ sortBy: query.sortBy ?? "name", sortOrder: query.sortOrder ?? "asc" });

export async function productListPage(db: Database, caller: Caller | undefined, query: ProductListQuery) {
  const { limit, offset } = page(query);
  checkCompanyFilter(caller, query.companyId);
  const { items, total } = await listProducts(db, query, { limit, offset, ...order(query) });
  return { items, pagination: pagination(total, offset, limit) };
}

/** The whole filtered list as CSV for the reader's Excel (see productsCsv). */
/** The products of a filter as a file: CSV for the reader's Excel, or a workbook. */
export async function productListFile(db: Database, caller: Caller | undefined, query: ProductExportQuery) {
  checkCompanyFilter(caller, query.companyId);
  const { language = "en", format = "csv", ...filter } = query;
  const { items } = await listProducts(db, filter, { limit: EXPORT_MAX_ROWS, offset: 0, ...order(filter) });
  if (format === "xlsx") {
    return { body: await productsXlsx(items, language), contentType: XLSX_CONTENT_TYPE, filename: "fenix-products.xlsx" };
  }
  return { body: productsCsv(items, language), contentType: "text/csv; charset=utf-8", filename: "fenix-products.csv" };
}

export const product = productOrThrow;

export async function productSales(db: Database, id: number, query: ComparedPeriodQuery) {
  const product = await productOrThrow(db, id);
  const period = await requestPeriod(db, query);
  const before = comparedPeriod(period, query.compare);
  const [daily, measures, earlier] = await Promise.all([
    seriesGranularity(period) === "month"
      ? monthlySales(db, [product.id], { from: period.dataFrom ?? period.from, to: period.dataTo ?? period.to })
      : dailySales(db, [product.id], period),
    productMeasures(db, [product.id], period),
    productMeasures(db, [product.id], before),
  ]);
  const { productId: _omit, ...totals } = measures.get(product.id)!;
  const { productId: _omitToo, ...previous } = earlier.get(product.id)!;
  const key = segmentOf(product);
  const segment = key ? { id: segmentId(key), categoryLevel2: key.category, priceBand: PRICE_BANDS[key.band]!.label } : null;
  return { period, previousPeriod: before, totals, previous, granularity: seriesGranularity(period), daily, segment };
}

export async function productStockOuts(db: Database, id: number, limit: number) {
  const product = await productOrThrow(db, id);
  const asOf = await latestStockDay(db);
  const items = await openStockOuts(db, productIdSet([product.id]), asOf, limit);
  return { asOf, items: items.map(({ productId: _omit, ...out }) => out) };
}

export async function productSalesByStore(db: Database, id: number, query: PeriodQuery) {
  const product = await productOrThrow(db, id);
  const period = await requestPeriod(db, query, "90d");
  return { period, items: await salesByStore(db, product.id, period) };
}

export async function recentPriceChanges(db: Database, query: PriceChangesQuery) {
  const period = await requestPeriod(db, query);
  const changes = await priceChanges(db, period, query.limit ?? 100);
  const details = await findProducts(
    db,
    changes.map((c) => c.productId),
  );
  return {
    period,
    items: changes.map(({ productId, ...change }) => ({
      product: details.get(productId)!,
      ...change,
      changePercent: Math.round(((change.newPrice - change.oldPrice) / change.oldPrice) * 1000) / 10,
    })),
  };
}

export async function productPriceHistory(db: Database, id: number) {
  const product = await productOrThrow(db, id);
  return priceHistory(db, product.productNumber);
}

/** Stores listing the product, in and out of stock, units on shelves and the last 30 days' stock-outs. */
export async function productStockSummary(db: Database, id: number) {
  const product = await productOrThrow(db, id);
  const period = await requestPeriod(db, { period: "30d" });
  const [counts, measures] = await Promise.all([stockCounts(db, product.id), productMeasures(db, [product.id], period)]);
  const m = measures.get(product.id)!;
  return {
    storesListing: m.storesListing,
    inStock: counts.inStock,
    outOfStock: counts.outOfStock,
    stock: m.stock,
    weeksOfSupply: m.weeksOfSupply,
    staleStores: m.staleStores,
    outOfStockDays30d: m.outOfStockDays,
    lostUnits30d: m.lostUnits,
    lostRevenue30d: m.lostRevenue,
  };
}

export async function productCurrentStock(db: Database, id: number) {
  const product = await productOrThrow(db, id);
  return currentStock(db, product.id);
}

export async function productDataAvailability(db: Database, id: number) {
  const product = await productOrThrow(db, id);
  return dataAvailability(db, product.id);
}

/** The official national litres per year of a product, where imported. */
export async function productYearlySalesOf(db: Database, id: number) {
  const found = await findProduct(db, id);
  if (!found) throw new RequestError(404, `No product with id ${id}`, "PRODUCT_NOT_FOUND");
  return productYearlySales(db, found.productNumber);
}
