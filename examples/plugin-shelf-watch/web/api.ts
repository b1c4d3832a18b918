import { apiRead } from "../../../contracts";
import { dataQuery, useApiRead } from "../../../src/kernel";
import type { ShelfWatch } from "../contracts";

// The example's own read, added to the app's typed paths (contracts/api-reads.ts).
declare module "../../../contracts/api-reads" {
  interface ApiReads {
    "shelf-watch/companies/{id}": ShelfWatch;
  }
}

/**
 * The selected company's products out of stock in at least `minStores` stores. `meta: { companyId }`
 * marks the answer as the company's, so the kernel drops it when the user switches company.
 */
export function useShelfWatch(companyId: string | undefined, minStores: number) {
  const { query } = useApiRead(apiRead("shelf-watch/companies/{id}", { id: companyId ?? "" }), {
    query: { minStores },
    meta: { companyId },
    queryOptions: { enabled: !!companyId },
  });
  return dataQuery(query);
}
