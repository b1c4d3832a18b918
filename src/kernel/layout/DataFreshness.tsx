import { Alert, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRead, type Freshness } from "../../../contracts";
import { useSession } from "../../providers/auth/react";
import { useFormat } from "../../providers/i18n/format";
import { useApiRead } from "../data/useApiRead";

/** A collection round lands several times a day: ask again every five minutes while the app is open. */
const FRESHNESS_REFRESH_MS = 5 * 60_000;

/** How fresh the market data is (the server's /freshness), for a signed-in user; null before it arrives. */
function useFreshness(): Freshness | null {
  const signedIn = useSession().status === "authenticated";
  const { query } = useApiRead(apiRead("freshness"), {
    queryOptions: { enabled: signedIn, refetchInterval: FRESHNESS_REFRESH_MS, refetchOnWindowFocus: true },
  });
  return signedIn ? (query.data?.data ?? null) : null;
}

/** "Data t.o.m. 28 nov. 2026 14:00": the newest stock observation, else the latest day with sales. */
export function DataThrough({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const freshness = useFreshness();
  if (!freshness || (!freshness.dataThrough && !freshness.latestDay)) return null;
  const through = freshness.dataThrough ? format.marketTime(freshness.dataThrough) : format.date(freshness.latestDay!);
  return (
    <Typography.Text type={freshness.stale ? "warning" : "secondary"} className={className} data-testid="data-through">
      {t("freshness.through", { time: through })}
    </Typography.Text>
  );
}

/** Under the header when the data is older than the collection schedule promises; dismissed until the next change. */
export function StaleDataBanner() {
  const { t } = useTranslation("common");
  const format = useFormat();
  const freshness = useFreshness();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (!freshness?.stale || !freshness.expectedSince || dismissedFor === freshness.expectedSince) return null;
  return (
    <Alert
      banner
      type="warning"
      className="fx-status-banner"
      message={
        freshness.dataThrough
          ? t("freshness.stale", {
              through: format.marketTime(freshness.dataThrough),
              expected: format.marketTime(freshness.expectedSince),
            })
          : t("freshness.staleNone", { expected: format.marketTime(freshness.expectedSince) })
      }
      closable
      onClose={() => setDismissedFor(freshness.expectedSince)}
      data-testid="stale-data-banner"
    />
  );
}
