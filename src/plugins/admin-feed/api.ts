import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { apiRead, type FeedKind, type FeedStatus } from "../../../contracts";
import { dataQuery, toast, useApiRead, useErrorText, useInvalidatePaths, useTranslation } from "../../kernel";

export type { FeedKind, FeedRun, FeedStatus } from "../../../contracts";

const BASE = "admin/feed";
/** While a round runs or is due within a minute: every few seconds. */
const BUSY_REFRESH_MS = 5_000;
/** Otherwise once a minute, which notices a round coming due. */
const CALM_REFRESH_MS = 60_000;

/** True while a round runs, or one is due within the next minute. */
export function feedBusy(status: FeedStatus | undefined, now = Date.now()): boolean {
  if (!status) return false;
  return status.runs.some(
    (run) => run.status === "running" || (run.status === "queued" && Date.parse(run.queuedFor) - now < CALM_REFRESH_MS),
  );
}

/** The feed's state and its latest rounds, read again every 5 s while one runs or is about to. */
export function useFeedStatus() {
  const { query } = useApiRead(apiRead("admin/feed"), {
    queryOptions: {
      refetchInterval: (q) => (feedBusy((q.state.data as { data?: FeedStatus } | undefined)?.data) ? BUSY_REFRESH_MS : CALM_REFRESH_MS),
    },
  });
  return dataQuery(query);
}

type FeedCommand = { run: FeedKind } | { paused: boolean };

/** Runs a round now, or pauses or resumes the feed; tells the outcome and reads the feed again. */
export function useFeedCommand() {
  const { t } = useTranslation("admin-feed");
  const errorText = useErrorText("admin-feed");
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object>();
  return {
    isPending: mutation.isPending,
    async send(command: FeedCommand): Promise<boolean> {
      const [url, values, done] =
        "run" in command
          ? [`${BASE}/run`, { kind: command.run }, t(`done.run.${command.run}`)]
          : [`${BASE}/pause`, { paused: command.paused }, t(command.paused ? "done.paused" : "done.resumed")];
      try {
        await mutation.mutateAsync({ url, method: "post", values });
        toast({ title: done, variant: "success" });
        return true;
      } catch (error) {
        toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
        return false;
      } finally {
        await invalidate(BASE);
      }
    },
  };
}
