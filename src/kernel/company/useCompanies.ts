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

/**
 * The id of the company the pages show, known before the companies list has arrived: a member's
 * own company (the only one they may read), else (an operator) the stored choice; once the list
 * is there, the selected company's, or null when there is none. A page that starts its company's
 * calls with it sends them beside the list's request, right after sign-in, not one round trip later.
 */
export function useActiveCompanyId(): string | null {
  const { user } = useSession();
  const arrived = useCompanies().data !== undefined;
  const selected = useSelectedCompany();
  const storedId = useSelectedCompanyId();
  if (arrived) return selected?.id ?? null;
  return user?.companyId ?? storedId ?? null;
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
