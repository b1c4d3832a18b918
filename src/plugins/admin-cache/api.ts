import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { apiRead, type CacheAction, type CacheWarmStatus } from "../../../contracts";
import { dataQuery, toast, useErrorText, useInvalidatePaths, useTranslation, useApiRead } from "../../kernel";

export type { CacheAnalytics, CacheRouteStats, CacheWarmStatus } from "../../../contracts";

const BASE = "admin/cache";
const REFRESH_MS = 5_000;

/** Per-route figures and the hit rate per minute, refreshed every few seconds. */
export function useCacheAnalytics() {
  const { query } = useApiRead(apiRead("admin/cache/analytics"), {
    queryOptions: { refetchInterval: REFRESH_MS },
  });
  return dataQuery(query);
}

/** The latest warm job; asked every second while one runs. */
export function useWarmStatus() {
  const { query } = useApiRead(apiRead("admin/cache/warm-status"), {
    queryOptions: {
      refetchInterval: (q) => {
        const status = (q.state.data as { data?: CacheWarmStatus } | undefined)?.data?.status;
        return status === "queued" || status === "running" ? 1_000 : REFRESH_MS;
      },
    },
  });
  return dataQuery(query);
}

export type CacheCommand = "warm" | "warm-aggressive" | "purge" | "clear" | "analytics/clear" | "cloudflare/purge";

/** Runs one of the operator's commands, tells the outcome and refreshes the figures. */
export function useCacheCommand() {
  const { t } = useTranslation("admin-cache");
  const errorText = useErrorText();
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  return {
    isPending: mutation.isPending,
    async run(command: CacheCommand): Promise<CacheAction | null> {
      const method = command.startsWith("warm") ? "post" : "delete";
      try {
        const answer = await mutation.mutateAsync({ url: `${BASE}/${command}`, method, values: undefined });
        const action = answer.data as unknown as CacheAction;
        toast({ title: t(`done.${command}`), description: action.message, variant: "success" });
        return action;
      } catch (error) {
        toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
        return null;
      } finally {
        await invalidate(BASE);
      }
    },
  };
}
