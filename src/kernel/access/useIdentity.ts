import { keys, useGetIdentity } from "@refinedev/core";
import { useCallback } from "react";
import { useSession } from "../../providers/auth/react";
import type { SessionUser } from "../../providers/auth/user";

/**
 * The signed-in user, asked of refine's auth provider (`useGetIdentity`), or null when signed out.
 * As in `useAccess`, the session's user is the first answer and is part of the key, so a page never
 * waits a round of the query cache and a sign-in or profile change is the next answer at once.
 */
export function useIdentity(): SessionUser | null {
  const user = useSession().user;
  const answer = useGetIdentity<SessionUser | null>({
    queryOptions: { queryKey: [...keys().auth().action("identity").get(), user], initialData: user },
  });
  return answer.data ?? null;
}

/** After the user changed their own profile (name, language, two-factor): the identity's next answer. */
export function useIdentityUpdate(): (user: SessionUser) => void {
  const { setUser } = useSession();
  return useCallback((user: SessionUser) => setUser(user), [setUser]);
}
