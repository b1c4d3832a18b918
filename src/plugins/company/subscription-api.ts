import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage, toast, useApi, useSession, useTranslation, type HttpClient } from "../../kernel";

export type BillingPeriod = "monthly" | "yearly";

export interface Subscription {
  tier: string;
  billingPeriod: BillingPeriod;
  status: "active" | "cancelling";
  price: number;
  currency: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  cancelReason: string | null;
}

export interface Plan {
  tier: string;
  monthlyPrice: number;
  yearlyPrice: number;
  userLimit: number | null;
  features: string[];
}

export interface ActiveModule {
  id: string;
  type: string;
  billingPeriod: BillingPeriod;
  status: "active" | "cancelling";
  price: number;
  currentPeriodEnd: string;
  activeUntil: string | null;
}

export interface AvailableModule {
  type: string;
  monthlyPrice: number;
  yearlyPrice: number;
}

export interface CreditPackage {
  id: string;
  credits: number;
  price: number;
}

export interface CreditTransaction {
  id: string;
  kind: "purchase" | "consume";
  amount: number;
  balanceAfter: number;
  description: string;
  service: string | null;
  operation: string | null;
  createdAt: string;
}

const MINUTE = 60_000;
/** The specification's subscription caches. */
export const SUBSCRIPTION_STALE_MS = { plan: 5 * MINUTE, modules: 5 * MINUTE, balance: MINUTE, transactions: 2 * MINUTE, catalogue: 30 * MINUTE };
export const TRANSACTIONS_LIMIT = 50;

const keys = {
  all: ["subscription"] as const,
  current: ["subscription", "current"] as const,
  plans: ["subscription", "plans"] as const,
  modules: ["subscription", "modules"] as const,
  available: ["subscription", "modules", "available"] as const,
  balance: ["subscription", "credits", "balance"] as const,
  transactions: ["subscription", "credits", "transactions", TRANSACTIONS_LIMIT] as const,
  packages: ["subscription", "credits", "packages"] as const,
};

/** The answer, or `fallback` when the call fails: how the specification treats module, balance and transaction errors. */
async function orFallback<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch {
    return fallback;
  }
}

async function currentPlan(api: HttpClient): Promise<Subscription | null> {
  try {
    return (await api.get<{ data: { subscription: Subscription } }>("/subscription/current")).data.subscription;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null; // no plan yet
    throw error;
  }
}

/**
 * What the billing tab shows: plan (null: none), modules, credit balance (null: unknown),
 * recent credit transactions and invoices (none are issued yet). Only fetched when signed in.
 */
export function useSubscription() {
  const api = useApi();
  const signedIn = !!useSession().user;
  const subscription = useQuery({ queryKey: keys.current, enabled: signedIn, staleTime: SUBSCRIPTION_STALE_MS.plan, queryFn: () => currentPlan(api) });
  const modules = useQuery({
    queryKey: keys.modules,
    enabled: signedIn,
    staleTime: SUBSCRIPTION_STALE_MS.modules,
    queryFn: () => orFallback(api.get<{ data: { modules: ActiveModule[] } }>("/subscription/modules").then((r) => r.data.modules), []),
  });
  const credits = useQuery({
    queryKey: keys.balance,
    enabled: signedIn,
    staleTime: SUBSCRIPTION_STALE_MS.balance,
    queryFn: () => orFallback<number | null>(api.get<{ data: { balance: number } }>("/subscription/credits/balance").then((r) => r.data.balance), null),
  });
  const creditTransactions = useQuery({
    queryKey: keys.transactions,
    enabled: signedIn,
    staleTime: SUBSCRIPTION_STALE_MS.transactions,
    queryFn: () =>
      orFallback(
        api
          .get<{ data: { transactions: CreditTransaction[] } }>("/subscription/credits/transactions", { limit: TRANSACTIONS_LIMIT })
          .then((r) => r.data.transactions),
        [],
      ),
  });
  return {
    subscription: subscription.data ?? null,
    modules: modules.data ?? [],
    credits: credits.data ?? null,
    creditTransactions: creditTransactions.data ?? [],
    invoices: [] as const,
    loading: subscription.isPending || modules.isPending || credits.isPending || creditTransactions.isPending,
    error: subscription.error,
    retry: () => void subscription.refetch(),
  };
}

export function useCatalogue() {
  const api = useApi();
  const stale = SUBSCRIPTION_STALE_MS.catalogue;
  const plans = useQuery({ queryKey: keys.plans, staleTime: stale, queryFn: async () => (await api.get<{ data: { plans: Plan[] } }>("/subscription/plans")).data.plans });
  const available = useQuery({
    queryKey: keys.available,
    staleTime: SUBSCRIPTION_STALE_MS.modules,
    queryFn: () => orFallback(api.get<{ data: { modules: AvailableModule[] } }>("/subscription/modules/available").then((r) => r.data.modules), []),
  });
  const packages = useQuery({
    queryKey: keys.packages,
    staleTime: stale,
    queryFn: async () => (await api.get<{ data: { packages: CreditPackage[] } }>("/subscription/credits/packages")).data.packages,
  });
  return { plans, available, packages };
}

/** A subscription change with the specification's toasts; every subscription answer is read again afterwards. */
function useSubscriptionChange<V>(run: (api: HttpClient, variables: V) => Promise<unknown>, messages: { done: [string, string]; failed: [string, string] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation("company");
  return useMutation({
    mutationFn: (variables: V) => run(api, variables),
    onSuccess: () => toast({ title: t(messages.done[0]), description: t(messages.done[1]), variant: "success" }),
    onError: (error) => toast({ title: t(messages.failed[0]), description: errorMessage(error, t(messages.failed[1])), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useChoosePlan = () =>
  useSubscriptionChange((api, body: { tier: string; billingPeriod: BillingPeriod }) => api.put("/subscription/current", body), {
    done: ["toast.planUpgraded", "toast.planUpgradedText"],
    failed: ["toast.upgradeFailed", "toast.upgradeFailedText"],
  });

export const useCancelPlan = () =>
  useSubscriptionChange((api, reason: string) => api.post("/subscription/cancel", reason ? { reason } : {}), {
    done: ["toast.planCancelled", "toast.planCancelledText"],
    failed: ["toast.cancellationFailed", "toast.planCancellationFailedText"],
  });

export const usePurchaseModule = () =>
  useSubscriptionChange((api, body: { type: string; billingPeriod: BillingPeriod }) => api.post("/subscription/modules", body), {
    done: ["toast.modulePurchased", "toast.modulePurchasedText"],
    failed: ["toast.purchaseFailed", "toast.modulePurchaseFailedText"],
  });

export const useCancelModule = () =>
  useSubscriptionChange((api, id: string) => api.delete(`/subscription/modules/${id}`), {
    done: ["toast.moduleCancelled", "toast.moduleCancelledText"],
    failed: ["toast.cancellationFailed", "toast.moduleCancellationFailedText"],
  });

export const usePurchaseCredits = () =>
  useSubscriptionChange((api, packageId: string) => api.post("/subscription/credits/purchase", { packageId, paymentMethodId: "default" }), {
    done: ["toast.creditsPurchased", "toast.creditsPurchasedText"],
    failed: ["toast.purchaseFailed", "toast.creditsPurchaseFailedText"],
  });
