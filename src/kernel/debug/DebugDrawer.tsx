import { Badge, Button, Collapse, Drawer, Empty, Grid, Input, Space, Tabs, Tag, Typography } from "antd";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ApiCallRecord } from "../../providers/http/call-log";
import { filterCalls, forLlm, toCurl } from "./call-export";
import { usePageDataSections } from "./page-data";

export const COPY_CONFIRMATION_MS = 2_000;
export const SWIPE_CLOSE_PX = 100;

const failed = (call: ApiCallRecord) => call.status === null || call.status >= 400;

function Json({ value }: { value: unknown }) {
  return <pre className="fx-debug-json">{value === undefined ? "—" : JSON.stringify(value, null, 2)}</pre>;
}

function CopyButton({ label, text }: { label: string; text: () => string }) {
  const { t } = useTranslation("common");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="small"
      onClick={async () => {
        await navigator.clipboard.writeText(text());
        setCopied(true);
      }}
    >
      {copied ? t("debug.copied") : label}
    </Button>
  );
}

function CallDetails({ call }: { call: ApiCallRecord }) {
  const { t } = useTranslation("common");
  return (
    <div className="fx-debug-call">
      <Space wrap>
        <CopyButton label={t("debug.copyCurl")} text={() => toCurl(call, window.location.origin)} />
        <CopyButton label={t("debug.copyLlm")} text={() => forLlm(call)} />
      </Space>
      {call.error && <Typography.Text type="danger">{call.error}</Typography.Text>}
      <h4>{t("debug.requestHeaders")}</h4>
      <Json value={call.request.headers} />
      {call.request.params && (
        <>
          <h4>{t("debug.params")}</h4>
          <Json value={call.request.params} />
        </>
      )}
      {call.request.body !== undefined && (
        <>
          <h4>{t("debug.body")}</h4>
          <Json value={call.request.body} />
        </>
      )}
      <h4>{t("debug.response")}</h4>
      <Json value={call.response} />
    </div>
  );
}

function ApiTab({ calls, onClear }: { calls: readonly ApiCallRecord[]; onClear: () => void }) {
  const { t } = useTranslation("common");
  const [filter, setFilter] = useState("");
  const shown = filterCalls(calls, filter).reverse();
  return (
    <div className="fx-debug-tab">
      <Space wrap className="fx-debug-toolbar">
        <Input
          allowClear
          placeholder={t("debug.filter")}
          aria-label={t("debug.filter")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 260 }}
        />
        <Button onClick={onClear}>{t("debug.clear")}</Button>
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t("debug.apiDocs")}
        </a>
        <a href="/api/openapi.json" target="_blank" rel="noreferrer">
          {t("debug.openApi")}
        </a>
      </Space>
      {shown.length === 0 ? (
        <Empty description={t("debug.noCalls")} />
      ) : (
        <Collapse
          size="small"
          items={shown.map((call) => ({
            key: call.id,
            label: (
              <span className="fx-debug-call-label" data-testid="debug-call">
                <Tag>{call.method}</Tag>
                <Tag color={failed(call) ? "red" : "green"}>{call.status ?? t("debug.noResponse")}</Tag>
                <span className="fx-debug-url">{call.url}</span>
                <span className="fx-debug-meta">
                  {call.duration} ms · {new Date(call.timestamp).toLocaleTimeString()}
                </span>
              </span>
            ),
            children: <CallDetails call={call} />,
          }))}
        />
      )}
    </div>
  );
}

function DataTab() {
  const { t } = useTranslation("common");
  const sections = usePageDataSections();
  if (sections.size === 0) return <Empty description={t("debug.noData")} />;
  return (
    <Collapse
      size="small"
      items={[...sections].map(([name, data]) => ({
        key: name,
        label: t(`debug.sections.${name}`, { defaultValue: name }),
        children: <Json value={data} />,
      }))}
    />
  );
}

/** The panel itself, loaded on first open: API calls and the page's data. */
export default function DebugDrawer({
  open,
  onClose,
  calls,
  onClear,
}: {
  open: boolean;
  onClose: () => void;
  calls: readonly ApiCallRecord[];
  onClear: () => void;
}) {
  const { t } = useTranslation("common");
  const phone = !(Grid.useBreakpoint().md ?? true);
  const swipeStart = useRef<number | null>(null);
  const failures = calls.filter(failed).length;
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientY;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientY - swipeStart.current >= SWIPE_CLOSE_PX) onClose();
    swipeStart.current = null;
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      height={phone ? "85vh" : "60vh"}
      title={
        <div className="fx-debug-title" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          {phone && <span className="fx-debug-handle" aria-hidden />}
          {t("debug.title")}
        </div>
      }
      extra={<Button onClick={onClose}>{t("debug.hide")}</Button>}
      closable={false}
    >
      <Tabs
        items={[
          {
            key: "api",
            label: (
              <Badge count={failures} size="small" offset={[8, -2]}>
                {t("debug.apiTab", { count: calls.length })}
              </Badge>
            ),
            children: <ApiTab calls={calls} onClear={onClear} />,
          },
          { key: "data", label: t("debug.dataTab"), children: <DataTab /> },
        ]}
      />
    </Drawer>
  );
}
