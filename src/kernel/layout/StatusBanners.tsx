import { Alert, Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiHealth, useBrowserOnline } from "../../providers/health/react";
import { StaleDataBanner } from "./DataFreshness";

const swedishTime = (ms: number) => new Date(ms).toLocaleTimeString("sv-SE");

/**
 * A dismissal that lasts until the condition it hid has cleared. `episode` names the current spell
 * of the condition: a new spell shows the banner again even when the clearing in between was too
 * brief for React to render it.
 */
function useDismissal(active: boolean, episode: unknown = null): [boolean, () => void] {
  const [dismissed, setDismissed] = useState<{ episode: unknown } | null>(null);
  useEffect(() => {
    if (!active) setDismissed(null);
  }, [active]);
  return [dismissed !== null && dismissed.episode === episode, () => setDismissed({ episode })];
}

/** Network, API and stale-data banners under the header, and the floating API notice. */
export function StatusBanners() {
  const { t, i18n } = useTranslation("common");
  const browser = useBrowserOnline();
  const health = useApiHealth();
  const [offlineDismissed, dismissOffline] = useDismissal(!browser.online, browser.changes);
  const [apiDismissed, dismissApi] = useDismissal(!health.isHealthy);
  const [checkedAt, setCheckedAt] = useState(browser.lastChecked);
  const localTime = (ms: number) => new Date(ms).toLocaleTimeString(i18n.language === "sv" ? "sv-SE" : "en-GB");

  return (
    <>
      {!browser.online && !offlineDismissed && (
        <Alert
          banner
          type="error"
          className="fx-status-banner"
          message={t("status.offline")}
          description={t("status.lastChecked", { time: localTime(Math.max(checkedAt, browser.lastChecked)) })}
          action={
            <Button
              size="small"
              onClick={() => {
                setCheckedAt(Date.now());
                health.checkNow();
              }}
            >
              {t("status.checkAgain")}
            </Button>
          }
          closable
          onClose={dismissOffline}
          data-testid="offline-banner"
        />
      )}
      {browser.online && !health.isHealthy && !apiDismissed && (
        <Alert
          banner
          type="warning"
          className="fx-status-banner"
          message={t("status.apiIssues")}
          closable
          onClose={dismissApi}
          data-testid="api-banner"
        />
      )}
      {browser.online && health.isHealthy && <StaleDataBanner />}
      {!health.isHealthy && (
        <div className="fx-api-notice" role="status" data-testid="api-notice">
          <strong>{t("status.apiUnavailable")}</strong>
          {health.lastChecked !== null && (
            <span>
              {t("status.lastCheckedLabel")} {swedishTime(health.lastChecked)}
            </span>
          )}
        </div>
      )}
    </>
  );
}
