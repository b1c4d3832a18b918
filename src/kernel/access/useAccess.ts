import { useCan } from "@refinedev/core";
import { useCallback } from "react";
import { useSession } from "../../providers/auth/react";
import { decideAccess } from "../../providers/auth/refine-providers";
import type { Role } from "../../providers/auth/user";

export interface Access {
  /** Still waiting for the access-control provider's answer. */
  pending: boolean;
  allowed: boolean;
}

/**
 * Whether the signed-in user may open what needs `requiredRole`, asked of refine's access-control
 * provider (which answers from the session machine). The answer is cached per user, so a new
 * sign-in never sees the previous user's. The provider's rule, applied to the session already in
 * hand, is the first answer: a page renders without waiting a round of the query cache.
 */
export function useAccess(requiredRole: Role = "company_user", resource = "route"): Access {
  const user = useSession().user;
  const userId = user?.id ?? null;
  const answer = useCan({
    resource,
    action: "access",
    params: { requiredRole, user: userId },
    queryOptions: { initialData: () => (user ? decideAccess(user.role, { requiredRole }) : undefined) },
  });
  return { pending: answer.isPending && answer.data === undefined, allowed: answer.data?.can === true };
}

/**
 * A check for any role, for lists of entries (menus) that each name theirs: one question per
 * role, so the number of hooks stays fixed. Until answered, an entry is left out.
 */
export function useRoleCheck(): (requiredRole: Role | undefined) => boolean {
  const user = useAccess("company_user", "menu").allowed;
  const admin = useAccess("company_admin", "menu").allowed;
  const superAdmin = useAccess("super_admin", "menu").allowed;
  return useCallback(
    (requiredRole) => ({ company_user: user, company_admin: admin, super_admin: superAdmin })[requiredRole ?? "company_user"],
    [user, admin, superAdmin],
  );
}
