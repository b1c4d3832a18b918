import { apiRead } from "../../../contracts/api-path";
import { comparedQuery, comparisonOf, type Comparison } from "../../../contracts/comparison";
import type { CustomGet, PagePrefetchContext, PeriodChoice } from "../../kernel";

/** How many products, stores and stock-outs the dashboard's lists show. */
export const TOP = 10;

// The selected company's data names it (`meta: { companyId }`): the kernel drops it on a switch.

export const companySales = (companyId: string, period: PeriodChoice, compare: Comparison) =>
  ({
    url: apiRead("companies/{id}/sales", { id: companyId }),
    query: comparedQuery(period, compare),
    meta: { companyId },
  }) satisfies CustomGet;

export const companyTopProducts = (companyId: string, period: PeriodChoice) =>
  ({
    url: apiRead("companies/{id}/products", { id: companyId }),
    query: { period, limit: TOP },
    meta: { companyId },
  }) satisfies CustomGet;

export const companyTopStores = (companyId: string, period: PeriodChoice) =>
  ({
    url: apiRead("sales/top-stores"),
    query: { companyId, period, limit: TOP },
    meta: { companyId },
  }) satisfies CustomGet;

export const companyStockOuts = (companyId: string) =>
  ({
    url: apiRead("companies/{id}/stock-outs", { id: companyId }),
    query: { limit: TOP },
    meta: { companyId },
  }) satisfies CustomGet;

/** The company dashboard's four calls, started before its code has rendered (not for one product's view). */
export function prefetchCompanyDashboard({ companyId, search, period }: PagePrefetchContext): CustomGet[] {
  const product = Number(search.get("product"));
  if (!companyId || (Number.isInteger(product) && product > 0)) return [];
  const chosen = period();
  return [
    companySales(companyId, chosen, comparisonOf(search.get("compare"))),
    companyTopProducts(companyId, chosen),
    companyTopStores(companyId, chosen),
    companyStockOuts(companyId),
  ];
}
