import { BugOutlined } from "@ant-design/icons";
import { FloatButton } from "antd";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useCallLog } from "../../providers/auth/react";
import type { ApiCallRecord } from "../../providers/http/call-log";

const DebugDrawer = lazy(() => import("./DebugDrawer"));

const failed = (call: ApiCallRecord) => call.status === null || call.status >= 400;

/** The button (the failed-call count in red, else the call count); the panel's code loads on first open. */
export default function DebugButton() {
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
