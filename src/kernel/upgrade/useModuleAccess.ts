import { apiRead, type ModuleType } from "../../../contracts";
import { useIdentity } from "../access/useIdentity";
import { useApiRead } from "../data/useApiRead";

/**
 * Whether the company has a module (by its plan or bought), as the server's gate decides
 * (GET /subscription/access): a page says so before the user does the work the gate would refuse.
 * Undefined while it loads, when not `enabled` (nothing asked) or when it cannot be told (then the
 * server's refusal says it).
 */
export function useModuleAccess(module: ModuleType, { enabled = true }: { enabled?: boolean } = {}): boolean | undefined {
  const signedIn = useIdentity() !== null;
  const { query } = useApiRead(apiRead("subscription/access"), { queryOptions: { enabled: enabled && signedIn, retry: false } });
  return query.data ? query.data.data.modules.includes(module) : undefined;
}
