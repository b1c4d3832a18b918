import { useCustom } from "@refinedev/core";
import { dataQuery } from "../../../src/kernel";
import type { ShelfWatch } from "../contracts";

/**
 * The selected company's products out of stock in at least `minStores` stores. The path is an
 * API path below /api/v1, as refine's data provider takes it; `meta: { companyId }` marks the
 * answer as the company's, so the kernel drops it when the user switches company.
 */
export function useShelfWatch(companyId: string | undefined, minStores: number) {
  const { query } = useCustom<ShelfWatch>({
    url: `shelf-watch/companies/${companyId}`,
    method: "get",
    config: { query: { minStores } },
    meta: { companyId },
    queryOptions: { enabled: !!companyId },
  });
  return dataQuery(query);
}
