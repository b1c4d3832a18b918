import { keys, type DataProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import type { Company } from "../../../contracts";

export const COMPANIES_LIMIT = 100;

export type { Company };

const pagination = { currentPage: 1, pageSize: COMPANIES_LIMIT, mode: "server" as const };

/** One user's companies list (its key names the user), shared by the header and the boot's prefetch. */
export function companiesList(userId: string | null) {
  const meta = { user: userId };
  return {
    resource: "companies",
    pagination,
    meta,
    queryKey: keys()
      .data("default")
      .resource("companies")
      .action("list")
      .params({ ...meta, pagination })
      .get(),
  };
}

/** Asks for the companies before any page renders (every signed-in page needs them). */
export function prefetchCompanies(queryClient: QueryClient, dataProvider: DataProvider, userId: string) {
  const { queryKey, ...list } = companiesList(userId);
  return queryClient.prefetchQuery({ queryKey, queryFn: () => dataProvider.getList<Company>(list) });
}
