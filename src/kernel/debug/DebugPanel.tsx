import { BugOutlined } from "@ant-design/icons";
import { FloatButton } from "antd";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useCallLog, useSession } from "../../providers/auth/react";
import { useDebugPanelWanted } from "../../providers/selection";
import type { ApiCallRecord } from "../../providers/http/call-log";

const DebugDrawer = lazy(() => import("./DebugDrawer"));

const failed = (call: ApiCallRecord) => call.status === null || call.status >= 400;

/**
 * For developers and support: every API call of this page load (with cURL and an LLM-ready
 * summary) and the data the current page registered. Bottom-left button: the failed-call count
 * in red, else the call count; the panel's code loads on first open.
 */
export function DebugPanel() {
  const role = useSession().user?.role;
  const wanted = useDebugPanelWanted();
  // For operators and developers; anyone else turns it on in their profile.
  if (!import.meta.env.DEV && role !== "super_admin" && !wanted) return null;
  return <DebugButton />;
}

function DebugButton() {
  const { t } = useTranslation("common");
  const callLog = useCallLog();
  const calls = useSyncExternalStore(
    callLog.subscribe.bind(callLog),
    () => callLog.all(),
    () => callLog.all(),
  );
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const failures = calls.filter(failed).length;
  return (
    <>
      {/* Room below the page's end, so the floating button never covers its last lines. */}
      <div className="fx-debug-room" aria-hidden />
      <FloatButton
        className="fx-debug-button"
        icon={<BugOutlined />}
        aria-label={t("debug.open", { count: calls.length, failed: failures })}
        badge={{ count: failures || calls.length, color: failures ? "red" : "#595959", showZero: true, overflowCount: 999 }}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="debug-button"
      />
      {opened && (
        <Suspense fallback={null}>
          <DebugDrawer open={open} onClose={() => setOpen(false)} calls={calls} onClear={() => callLog.clear()} />
        </Suspense>
      )}
    </>
  );
}
