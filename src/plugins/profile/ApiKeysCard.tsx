import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import { Alert, App, Button, Card, Form, Input, Modal, Space, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { apiRead, type ApiKey, type ApiKeyStats, type CreatedApiKey } from "../../../contracts";
import { CopyButton } from "./CopyButton";
import {
  Chart,
  dataQuery,
  toast,
  useErrorText,
  useFieldErrors,
  useFormat,
  useInvalidatePaths,
  useTranslation,
  type ChartOption,
  useApiRead,
} from "../../kernel";

const KEYS = "users/me/api-keys";
const STATS_DAYS = 30;

interface KeyValues {
  name: string;
  description?: string;
}

function useKeyChange() {
  const { t } = useTranslation("profile");
  const errorText = useErrorText();
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  return {
    isPending: mutation.isPending,
    async run<T>(
      request: { url: string; method: "post" | "put" | "delete"; values?: object },
      done: string,
      /** Shows a refusal under its form field; answers false when it names none, and the toast says it. */
      showFieldError?: (error: unknown) => boolean,
    ): Promise<T | null> {
      try {
        const answer = await mutation.mutateAsync({ url: request.url, method: request.method, values: request.values });
        toast({ title: t(done), variant: "success" });
        return answer.data as T;
      } catch (error) {
        if (!showFieldError?.(error)) toast({ title: t("apiKeys.failed"), description: errorText(error), variant: "destructive" });
        return null;
      } finally {
        await invalidate(KEYS);
      }
    },
  };
}

/** Name and description of a new key, or of one being edited. */
function KeyDialog({
  open,
  title,
  initial,
  onSubmit,
  onClose,
  busy,
}: {
  open: boolean;
  title: string;
  initial?: KeyValues;
  /** The values, and how to show a refusal under its field. */
  onSubmit: (values: KeyValues, showFieldError: (error: unknown) => boolean) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation("profile");
  const [form] = Form.useForm<KeyValues>();
  const showFieldError = useFieldErrors(form, ["name", "description"]);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("apiKeys.save")}
      cancelText={t("cancel")}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<KeyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => onSubmit(values, showFieldError)}
        name="api-key"
      >
        <Form.Item name="name" label={t("apiKeys.name")} rules={[{ required: true, whitespace: true, message: t("apiKeys.nameRequired") }]}>
          <Input maxLength={100} autoFocus placeholder={t("apiKeys.namePlaceholder")} />
        </Form.Item>
        <Form.Item name="description" label={t("apiKeys.description")}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UsageChart({ stats }: { stats: ApiKeyStats }) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 40, right: 16, top: 32, bottom: 28 },
      tooltip: { trigger: "axis" },
      legend: { top: 0, type: "scroll" },
      xAxis: { type: "category", data: stats.keys[0]?.daily.map((day) => format.date(day.date)) ?? [] },
      yAxis: { type: "value", minInterval: 1 },
      series: stats.keys.map((key) => ({ type: "bar", stack: "calls", name: key.name, data: key.daily.map((day) => day.calls) })),
    }),
    [stats, format],
  );
  return <Chart option={option} height={200} ariaLabel={t("apiKeys.chartLabel", { days: STATS_DAYS })} />;
}

/** Personal API keys: list with use, create (secret shown once), edit, revoke; usage per day; how to call the API. */
export function ApiKeysCard() {
  // The app's own modal (not the static one): it follows the theme (reduced motion) and the language.
  const { modal } = App.useApp();
  const { t } = useTranslation("profile");
  const format = useFormat();
  const keys = dataQuery(useApiRead(apiRead("users/me/api-keys")).query);
  const stats = dataQuery(useApiRead(apiRead("users/me/api-keys/stats"), { query: { days: STATS_DAYS } }).query);
  const change = useKeyChange();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const origin = window.location.origin;
  const example = `curl -H "X-API-Key: ${created?.secret ?? "fnx_…"}" "${origin}/api/v1/products?limit=5"`;

  const create = async (values: KeyValues, showFieldError: (error: unknown) => boolean) => {
    const key = await change.run<CreatedApiKey>(
      { url: KEYS, method: "post", values: { name: values.name.trim(), description: values.description?.trim() ?? "" } },
      "apiKeys.createdToast",
      showFieldError,
    );
    if (key) {
      setCreating(false);
      setCreated(key);
    }
  };
  const edit = async (values: KeyValues, showFieldError: (error: unknown) => boolean) => {
    if (!editing) return;
    const ok = await change.run(
      { url: `${KEYS}/${editing.id}`, method: "put", values: { name: values.name.trim(), description: values.description?.trim() ?? "" } },
      "apiKeys.saved",
      showFieldError,
    );
    if (ok) setEditing(null);
  };
  const revoke = (key: ApiKey) =>
    modal.confirm({
      title: t("apiKeys.revokeTitle", { name: key.name }),
      content: t("apiKeys.revokeText"),
      okText: t("apiKeys.revoke"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: () => change.run({ url: `${KEYS}/${key.id}`, method: "delete" }, "apiKeys.revoked"),
    });

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("apiKeys.title")}</h2>}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t("apiKeys.create")}
        </Button>
      }
      loading={keys.isPending}
      data-testid="api-keys"
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t("apiKeys.intro")}
      </Typography.Paragraph>
      {keys.isError && <Alert type="error" showIcon role="alert" message={t("apiKeys.loadFailed")} style={{ marginBottom: 12 }} />}
      {created && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("apiKeys.shownOnce", { name: created.name })}
          description={
            <Space direction="vertical" style={{ width: "100%" }}>
              <Typography.Text code data-testid="api-key-secret" style={{ wordBreak: "break-all" }}>
                {created.secret}
              </Typography.Text>
              <Space wrap>
                <CopyButton text={created.secret} label={t("apiKeys.copy")} copiedLabel={t("apiKeys.copied")} />
                <Button onClick={() => setCreated(null)}>{t("apiKeys.savedIt")}</Button>
              </Space>
            </Space>
          }
        />
      )}
      <Table<ApiKey>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t("apiKeys.none") }}
        dataSource={keys.data?.items ?? []}
        columns={[
          {
            title: t("apiKeys.name"),
            key: "name",
            render: (_, key) => (
              <div>
                <div style={{ fontWeight: 500 }}>{key.name}</div>
                <Typography.Text type="secondary" code>
                  {key.prefix}…
                </Typography.Text>
                {key.description && <div style={{ color: "rgba(0,0,0,0.65)" }}>{key.description}</div>}
              </div>
            ),
          },
          {
            title: t("apiKeys.lastUsed"),
            dataIndex: "lastUsedAt",
            render: (at: string | null) => (at ? format.dateTime(at) : t("apiKeys.never")),
          },
          { title: t("apiKeys.calls"), dataIndex: "calls", align: "right", render: (n: number) => format.number(n) },
          { title: t("apiKeys.created"), dataIndex: "createdAt", responsive: ["md"], render: (at: string) => format.date(at) },
          {
            title: <span className="fx-visually-hidden">{t("apiKeys.actions")}</span>,
            key: "actions",
            render: (_, key) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(key)} aria-label={t("apiKeys.editOf", { name: key.name })}>
                  {t("apiKeys.edit")}
                </Button>
                <Button size="small" danger onClick={() => revoke(key)} aria-label={t("apiKeys.revokeOf", { name: key.name })}>
                  {t("apiKeys.revoke")}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {stats.data && stats.data.keys.some((key) => key.calls > 0) && (
        <>
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
            {t("apiKeys.usage", { days: STATS_DAYS })}
          </Typography.Title>
          <UsageChart stats={stats.data} />
        </>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t("apiKeys.useTitle")}
      </Typography.Title>
      <Typography.Paragraph>{t("apiKeys.useText")}</Typography.Paragraph>
      <pre
        data-testid="api-key-example"
        style={{ background: "#f5f5f5", padding: 12, borderRadius: 6, overflowX: "auto", whiteSpace: "pre-wrap", wordBreak: "break-all" }}
      >
        {example}
      </pre>
      <Space wrap>
        <CopyButton text={example} label={t("apiKeys.copyExample")} copiedLabel={t("apiKeys.copied")} />
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t("apiKeys.docs")}
        </a>
      </Space>
      <KeyDialog
        open={creating}
        title={t("apiKeys.createTitle")}
        busy={change.isPending}
        onSubmit={(v, showFieldError) => void create(v, showFieldError)}
        onClose={() => setCreating(false)}
      />
      <KeyDialog
        open={editing !== null}
        title={t("apiKeys.editTitle")}
        initial={editing ? { name: editing.name, description: editing.description } : undefined}
        busy={change.isPending}
        onSubmit={(v, showFieldError) => void edit(v, showFieldError)}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
