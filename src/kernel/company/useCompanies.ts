import { useList } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../../providers/auth/react";
import { isCompanyScoped } from "../../providers/query";
import { selectedCompanyId, useSelectedCompanyId } from "../../providers/selection";
import { companiesList, type Company } from "./companies-query";

export type { Company };

/** The companies the signed-in user may read (members: their own; operators: all). */
export function useCompanies() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { queryKey, ...list } = companiesList(userId);
  const { query, result } = useList<Company>({ ...list, queryOptions: { queryKey, enabled: userId !== null } });
  return { ...query, data: query.data ? result.data : undefined };
}

/**
 * The company the pages show: the stored choice when the user may still read it, else the
 * first. Null while there are none (or they are loading).
 */
export function useSelectedCompany(): Company | null {
  const companies = useCompanies().data;
  const storedId = useSelectedCompanyId();
  const selected = companies?.find((c) => c.id === storedId) ?? companies?.[0] ?? null;
  useEffect(() => {
    if (selected && selected.id !== storedId) selectedCompanyId.set(selected.id);
  }, [selected, storedId]);
  return selected;
}

/** Switching company drops every cached company-scoped answer, so no page shows the old one. */
export function useSwitchCompany(): (id: string) => void {
  const queryClient = useQueryClient();
  return (id) => {
    if (id === selectedCompanyId.get()) return;
    selectedCompanyId.set(id);
    queryClient.removeQueries({ predicate: isCompanyScoped });
  };
}
