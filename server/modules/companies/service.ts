/** The companies module's rules: only companies the caller may read; figures of their products from server/market. */
import type { CompanyProductsQuery, ComparedPeriodQuery } from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import { linkSupplier, unlinkSupplier } from "../../data/company-suppliers";
import type { Database } from "../../db/client";
import { page, pagination } from "../../market/api-schemas";
import { readableCompanies } from "../../market/company-access";
import { requestPeriod, latestStockDay } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { comparedPeriod } from "../../market/period";
import { findProducts } from "../../market/products";
import { companyProducts, rankedProductPage, salesTotals, seriesGranularity, seriesTotals } from "../../market/sales";
import {
  chosenSegmentProducts,
  listSegments,
  parseSegmentId,
  sameSegmentProducts,
  segmentIdsOf,
  type SegmentKey,
} from "../../market/segments";
import { latestSnapshotAt, openStockOuts } from "../../market/stock-outs";
import { chosenSegmentIds } from "./segments-queries";

export const companiesOf = (db: Database, caller: Caller | undefined, limit: number) => readableCompanies(db, caller, limit);

/** The company, if the caller may read it; otherwise 404, as for an unknown one. */
export async function readableCompany(db: Database, caller: Caller | undefined, id: string) {
  const [company] = await readableCompanies(db, caller, 1, id);
  if (!company) throw new RequestError(404, `No company with id ${id} that you may read`, "COMPANY_NOT_FOUND");
  return company;
}

/** The company's products with their figures, best sellers (by revenue) first, one page. */
export async function companyProductPage(db: Database, caller: Caller | undefined, id: string, query: CompanyProductsQuery) {
  const company = await readableCompany(db, caller, id);
  const period = await requestPeriod(db, query);
  const { limit, offset } = page(query);
  const { ids, total } = await rankedProductPage(db, await companyProducts(db, company.id), period, limit, offset);
  const [details, measures] = await Promise.all([findProducts(db, ids), productMeasures(db, ids, period)]);
  const items = ids.map((productId) => {
    const m = measures.get(productId)!;
    return {
      product: details.get(productId)!,
      units: m.units,
      litres: m.litres,
      revenue: m.revenue,
      storesListing: m.storesListing,
      storesSelling: m.storesSelling,
      velocity: m.velocity,
      outOfStockDays: m.outOfStockDays,
      lostUnits: m.lostUnits,
      lostRevenue: m.lostRevenue,
    };
  });
  return { period, items, pagination: pagination(total, offset, limit) };
}

export async function companySales(db: Database, caller: Caller | undefined, id: string, query: ComparedPeriodQuery) {
  const company = await readableCompany(db, caller, id);
  const period = await requestPeriod(db, query);
  const before = comparedPeriod(period, query.compare);
  const [products, chosen] = await Promise.all([companyProducts(db, company.id), chosenSegmentIds(db, company.id)]);
  // The company's own choice of segments, else those its products belong to.
  const compared = chosen.length > 0 ? chosenSegmentProducts(company.id) : sameSegmentProducts(products);
  const [totals, previous, daily, segmentDaily, latest, segments] = await Promise.all([
    salesTotals(db, products, period),
    salesTotals(db, products, before),
    seriesTotals(db, products, period),
    seriesTotals(db, compared, period),
    latestSnapshotAt(db),
    (chosen.length > 0 ? Promise.resolve(chosen) : segmentIdsOf(db, products)).then((ids) =>
      listSegments(
        db,
        ids.map(parseSegmentId).filter((k): k is SegmentKey => k !== null),
      ),
    ),
  ]);
  return {
    period,
    previousPeriod: before,
    totals,
    previous,
    granularity: seriesGranularity(period),
    daily,
    segmentDaily,
    comparison: { chosen: chosen.length > 0, segments },
    latestSnapshotAt: latest,
  };
}

export async function companyStockOuts(db: Database, caller: Caller | undefined, id: string, limit: number) {
  const company = await readableCompany(db, caller, id);
  const asOf = await latestStockDay(db);
  const outs = await openStockOuts(db, await companyProducts(db, company.id), asOf, limit);
  const details = await findProducts(db, [...new Set(outs.map((o) => o.productId))]);
  return { asOf, items: outs.map(({ productId, ...out }) => ({ product: details.get(productId)!, ...out })) };
}

const LINK_REFUSALS = {
  unknown_company: { status: 404, code: "COMPANY_NOT_FOUND" },
  not_linked: { status: 404, code: "SUPPLIER_NOT_LINKED" },
  unknown_supplier: { status: 422, code: "SUPPLIER_NOT_FOUND" },
} as const;

/** Links (or unlinks) a catalogue supplier name to a company; refusals name similar suppliers. */
export async function changeSupplierLink(db: Database, action: "link" | "unlink", companyId: string, supplierName: string) {
  const outcome = action === "link" ? await linkSupplier(db, companyId, supplierName) : await unlinkSupplier(db, companyId, supplierName);
  if (!outcome.ok) {
    const hint = outcome.suggestions?.length ? ` Did you mean: ${outcome.suggestions.join("; ")}?` : "";
    const { status, code } = LINK_REFUSALS[outcome.reason];
    throw new RequestError(status, outcome.message + hint, code);
  }
  return { companyId: outcome.companyId, supplierName: outcome.supplierName, products: outcome.products, changed: outcome.changed };
}
