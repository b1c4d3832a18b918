import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import type { ApiRead, AuditEntry, Invitation, Member, Role } from "../../../contracts";
import { toast, useApiRead, useErrorText, useInvalidatePaths, useIdentity, useSelectedCompany, useTranslation } from "../../kernel";

export type { AuditEntry, Invitation, Member, Role };

export const ROLE_ORDER: readonly Role[] = ["company_user", "company_admin", "super_admin"];
export const ROLE_COLOURS: Record<Role, string> = { company_user: "default", company_admin: "blue", super_admin: "purple" };

/**
 * Which company the page manages: the admin's own; for an operator without one, the company
 * chosen in the header (sent as `companyId`). `none` when there is nothing to manage.
 */
export type OrgScope = { kind: "none" } | { kind: "company"; query: Record<string, string> };

export function useOrgScope(): OrgScope {
  const user = useIdentity();
  const selected = useSelectedCompany();
  if (!user) return { kind: "none" };
  if (user.companyId) return { kind: "company", query: {} };
  if (user.role === "super_admin" && selected) return { kind: "company", query: { companyId: selected.id } };
  return { kind: "none" };
}

/** A read of the organization API for the scope's company. */
export function useOrgRead<T extends BaseRecord>(path: ApiRead<T>, scope: OrgScope, query: Record<string, string | number> = {}) {
  const params = scope.kind === "company" ? { ...scope.query, ...query } : query;
  return useApiRead(path, {
    ...(Object.keys(params).length ? { query: params } : {}),
    queryOptions: { enabled: scope.kind === "company" },
  }).query;
}

interface Change {
  url: string;
  method: "post" | "put" | "delete";
  values?: object;
  /** Translation keys of the success toast. */
  done: string;
  doneText?: string;
  /** Shows a refusal under its form field; answers false when it names none, and the toast says it. */
  showFieldError?: (error: unknown) => boolean;
}

/**
 * A change to members, invitations or the organization, with a toast either way; every
 * organization answer is read again afterwards.
 */
export function useOrgChange(scope: OrgScope) {
  const { t } = useTranslation("company");
  const errorText = useErrorText();
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  const query = scope.kind === "company" ? scope.query : {};
  return {
    isPending: mutation.isPending,
    async run(change: Change): Promise<boolean> {
      try {
        const search = new URLSearchParams(query).toString();
        await mutation.mutateAsync({ url: search ? `${change.url}?${search}` : change.url, method: change.method, values: change.values });
        toast({ title: t(change.done), ...(change.doneText ? { description: change.doneText } : {}), variant: "success" });
        return true;
      } catch (error) {
        if (!change.showFieldError?.(error)) toast({ title: t("org.failed"), description: errorText(error), variant: "destructive" });
        return false;
      } finally {
        await invalidate("organizations");
      }
    },
  };
}

export const fullName = (person: { firstName: string; lastName: string; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
