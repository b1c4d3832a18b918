import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { useState } from "react";
import {
  apiRead,
  type ApiRead,
  type ActiveModule,
  type BillingPeriod,
  type CreditTransaction,
  type Subscription,
} from "../../../contracts";
import { ApiError, toast, useApiRead, useErrorText, useInvalidatePaths, useIdentity, useTranslation } from "../../kernel";

export type { ActiveModule, BillingPeriod, CreditTransaction, Subscription };

export const TRANSACTIONS_LIMIT = 50;

/**
 * One subscription answer through refine (fresh for as long as FRESH_FOR_MS says for its path).
 * `fallback`: what docs/PRODUCT.md §10 Subscriptions shows when the call fails — modules, balance and
 * transactions never block the tab, so their failures are not retried either.
 */
function useSubscriptionRead<T extends BaseRecord>(
  path: ApiRead<T>,
  options: { enabled?: boolean; query?: Record<string, number>; fallback?: boolean } = {},
) {
  const { query } = useApiRead(path, {
    ...(options.query ? { query: options.query } : {}),
    queryOptions: { enabled: options.enabled ?? true, ...(options.fallback ? { retry: false } : {}) },
  });
  return query;
}

const noPlanYet = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What the billing tab shows: plan (null: none), modules, credit balance (null: unknown),
 * recent credit transactions (invoices: InvoicesCard). Only fetched when signed in.
 */
export function useSubscription() {
  const signedIn = useIdentity() !== null;
  const subscription = useSubscriptionRead(apiRead("subscription/current"), { enabled: signedIn });
  const modules = useSubscriptionRead(apiRead("subscription/modules"), { enabled: signedIn, fallback: true });
  const credits = useSubscriptionRead(apiRead("subscription/credits/balance"), { enabled: signedIn, fallback: true });
  const creditTransactions = useSubscriptionRead(apiRead("subscription/credits/transactions"), {
    enabled: signedIn,
    query: { limit: TRANSACTIONS_LIMIT },
    fallback: true,
  });
  return {
    subscription: subscription.data?.data.subscription ?? null,
    modules: modules.data?.data.modules ?? [],
    credits: credits.data?.data.balance ?? null,
    creditTransactions: creditTransactions.data?.data.transactions ?? [],
    loading: subscription.isPending || modules.isPending || credits.isPending || creditTransactions.isPending,
    error: noPlanYet(subscription.error) ? null : subscription.error,
    retry: () => void subscription.refetch(),
  };
}

/** A list on offer, below `field` of the answer; `[]` when a read with a fallback failed. */
function useOffered<T extends BaseRecord, K extends keyof T>(path: ApiRead<T>, field: K, fallback = false) {
  const query = useSubscriptionRead(path, { fallback });
  const offered: T[K] | undefined = query.data?.data[field] ?? (fallback && query.isError ? ([] as T[K]) : undefined);
  return { isPending: query.isPending, data: offered };
}

/** The plans, modules and credit packages on offer. */
/** The modules a plan includes, by the catalogue (none while it loads, or without a plan). */
export function useIncludedModules(tier: string | undefined): string[] {
  const { plans } = useCatalogue();
  return plans.data?.find((plan) => plan.tier === tier)?.includedModules ?? [];
}

export function useCatalogue() {
  return {
    plans: useOffered(apiRead("subscription/plans"), "plans"),
    available: useOffered(apiRead("subscription/modules/available"), "modules", true),
    packages: useOffered(apiRead("subscription/credits/packages"), "packages"),
  };
}

interface ChangeRequest {
  url: string;
  method: "post" | "put" | "delete";
  values: object | undefined;
}

/**
 * A subscription change with the toasts of docs/PRODUCT.md §8 Errors; every subscription answer is read again
 * afterwards. Shaped like a mutation: `mutate(variables, { onSuccess, onSettled })`, `isPending`
 * and the `variables` of the change under way.
 */
function useSubscriptionChange<V>(
  request: (variables: V) => ChangeRequest,
  messages: { done: [string, string]; failed: [string, string] },
) {
  const { t } = useTranslation("company");
  const invalidate = useInvalidatePaths();
  const errorText = useErrorText();
  const [variables, setVariables] = useState<V>();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>({
    mutationOptions: {
      onSuccess: () => toast({ title: t(messages.done[0]), description: t(messages.done[1]), variant: "success" }),
      onError: (error: HttpError) =>
        toast({ title: t(messages.failed[0]), description: errorText(error, t(messages.failed[1])), variant: "destructive" }),
      onSettled: () => void invalidate("subscription"),
    },
  });
  return {
    isPending: mutation.isPending,
    variables: mutation.isPending ? variables : undefined,
    mutate(value: V, options: { onSuccess?: () => void; onSettled?: () => void } = {}) {
      setVariables(value);
      mutation.mutate(request(value), { onSuccess: () => options.onSuccess?.(), onSettled: () => options.onSettled?.() });
    },
    async mutateAsync(value: V) {
      setVariables(value);
      await mutation.mutateAsync(request(value));
    },
  };
}

export const useChoosePlan = () =>
  useSubscriptionChange(
    (body: { tier: string; billingPeriod: BillingPeriod; modules?: string[] }) => ({
      url: "subscription/current",
      method: "put",
      values: body,
    }),
    {
      done: ["toast.planUpgraded", "toast.planUpgradedText"],
      failed: ["toast.upgradeFailed", "toast.upgradeFailedText"],
    },
  );

export const useCancelPlan = () =>
  useSubscriptionChange((reason: string) => ({ url: "subscription/cancel", method: "post", values: reason ? { reason } : {} }), {
    done: ["toast.planCancelled", "toast.planCancelledText"],
    failed: ["toast.cancellationFailed", "toast.planCancellationFailedText"],
  });

export const usePurchaseModule = () =>
  useSubscriptionChange(
    (body: { type: string; billingPeriod: BillingPeriod }) => ({ url: "subscription/modules", method: "post", values: body }),
    {
      done: ["toast.modulePurchased", "toast.modulePurchasedText"],
      failed: ["toast.purchaseFailed", "toast.modulePurchaseFailedText"],
    },
  );

export const useCancelModule = () =>
  useSubscriptionChange((id: string) => ({ url: `subscription/modules/${encodeURIComponent(id)}`, method: "delete", values: undefined }), {
    done: ["toast.moduleCancelled", "toast.moduleCancelledText"],
    failed: ["toast.cancellationFailed", "toast.moduleCancellationFailedText"],
  });

export const usePurchaseCredits = () =>
  useSubscriptionChange(
    (packageId: string) => ({ url: "subscription/credits/purchase", method: "post", values: { packageId, paymentMethodId: "default" } }),
    {
      done: ["toast.creditsPurchased", "toast.creditsPurchasedText"],
      failed: ["toast.purchaseFailed", "toast.creditsPurchaseFailedText"],
    },
  );
