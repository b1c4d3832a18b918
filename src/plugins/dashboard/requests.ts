import type { CustomGet, PagePrefetchContext, PeriodChoice } from "../../kernel";

/** How many products, stores and stock-outs the dashboard's lists show. */
export const TOP = 10;

// The selected company's data names it (`meta: { companyId }`): the kernel drops it on a switch.

export const companySales = (companyId: string, period: PeriodChoice): CustomGet => ({
  url: `companies/${companyId}/sales`,
  query: { period },
  meta: { companyId },
});

export const companyTopProducts = (companyId: string, period: PeriodChoice): CustomGet => ({
  url: `companies/${companyId}/products`,
  query: { period, limit: TOP },
  meta: { companyId },
});

export const companyTopStores = (companyId: string, period: PeriodChoice): CustomGet => ({
  url: "sales/top-stores",
  query: { companyId, period, limit: TOP },
  meta: { companyId },
});

export const companyStockOuts = (companyId: string): CustomGet => ({
  url: `companies/${companyId}/stock-outs`,
  query: { limit: TOP },
  meta: { companyId },
});

/** The company dashboard's four calls, started before its code has rendered (not for one product's view). */
export function prefetchCompanyDashboard({ companyId, search, period }: PagePrefetchContext): CustomGet[] {
  const product = Number(search.get("product"));
  if (!companyId || (Number.isInteger(product) && product > 0)) return [];
  const chosen = period();
  return [
    companySales(companyId, chosen),
    companyTopProducts(companyId, chosen),
    companyTopStores(companyId, chosen),
    companyStockOuts(companyId),
  ];
}
