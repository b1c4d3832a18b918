import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../providers/http/client";
import { useEffect } from "react";
import { useApi, useSession } from "../../providers/auth/react";
import { isCompanyScoped } from "../../providers/query";
import { selectedCompanyId, useSelectedCompanyId } from "../../providers/selection";

export const COMPANIES_LIMIT = 100;
export const COMPANIES_STALE_MS = 30 * 60_000;

export interface Company {
  id: string;
  name: string;
}

/** The companies query of one user; the kernel also starts it as soon as a session is restored. */
export function companiesQuery(api: HttpClient, userId: string | null) {
  return queryOptions({
    queryKey: ["companies", { limit: COMPANIES_LIMIT, user: userId }],
    enabled: userId !== null,
    staleTime: COMPANIES_STALE_MS,
    queryFn: async () => (await api.get<{ data: Company[] }>("/companies", { limit: COMPANIES_LIMIT })).data,
  });
}

/** The companies the signed-in user may read (members: their own; operators: all). */
export function useCompanies() {
  const api = useApi();
  const { user } = useSession();
  return useQuery(companiesQuery(api, user?.id ?? null));
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
