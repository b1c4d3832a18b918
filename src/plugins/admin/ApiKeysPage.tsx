import { Input, Select, Space, Table, Tag } from "antd";
import { useMemo, useState } from "react";
import { apiRead, type AdminApiKey, type AdminEndpointUsage, type AdminKeyUsage } from "../../../contracts";
import { Chart, DataCard, dataQuery, useFormat, useTranslation, type ChartOption } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminRead, useAdminTable } from "./admin-api";

/** Calls per day of the keys, one stacked series per key. */
function UsageChart({ usage }: { usage: AdminKeyUsage }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const option = useMemo<ChartOption>(() => {
    const days: string[] = [];
    for (
      let day = new Date(`${usage.from}T00:00:00Z`);
      day <= new Date(`${usage.to}T00:00:00Z`);
      day = new Date(day.getTime() + 86_400_000)
    )
      days.push(day.toISOString().slice(0, 10));
    const keys = new Map<string, string>(usage.days.map((d) => [d.keyId, d.keyName]));
    return {
      tooltip: { trigger: "axis" },
      legend: { type: "scroll", bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: "category", data: days.map((day) => format.date(day)) },
      yAxis: { type: "value", minInterval: 1 },
      series: [...keys].map(([id, name]) => ({
        name,
        type: "bar",
        stack: "calls",
        data: days.map((day) => usage.days.find((d) => d.keyId === id && d.date === day)?.calls ?? 0),
      })),
    };
  }, [usage, format]);
  return <Chart option={option} height={280} ariaLabel={t("keys.chartLabel")} />;
}

/** /admin/api-keys: every personal key, its calls per day and the endpoints keys call. */
export default function ApiKeysPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const [days, setDays] = useState(30);
  const keys = useAdminTable<AdminApiKey>("admin/api-keys");
  // The chart's and the endpoints' answers are summaries of the period, not paged lists.
  const usage = dataQuery(useAdminRead(apiRead("admin/api-keys/usage"), { days }));
  const endpoints = dataQuery(useAdminRead(apiRead("admin/api-keys/endpoints"), { days }));
  const period = (
    <Select
      aria-label={t("keys.period")}
      value={days}
      onChange={setDays}
      options={[7, 30, 90].map((value) => ({ value, label: t("keys.days", { count: value }) }))}
      style={{ width: 140 }}
    />
  );
  return (
    <AdminLayout title={t("nav.apiKeys")}>
      <DataCard
        title={t("keys.usage")}
        extra={period}
        loading={usage.isPending}
        error={usage.error}
        onRetry={() => void usage.refetch()}
        empty={usage.data?.days.length === 0}
        emptyText={t("keys.noCalls")}
      >
        {usage.data && <UsageChart usage={usage.data} />}
      </DataCard>
      <DataCard
        title={t("keys.endpoints")}
        loading={endpoints.isPending}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
        empty={endpoints.data?.items.length === 0}
        emptyText={t("keys.noCalls")}
      >
        {endpoints.data && (
          <Table<AdminEndpointUsage>
            size="small"
            rowKey="endpoint"
            pagination={false}
            dataSource={endpoints.data.items}
            columns={[
              { title: t("keys.endpoint"), dataIndex: "endpoint", render: (value: string) => <code>{value}</code> },
              { title: t("keys.calls"), dataIndex: "calls", align: "right", render: (n: number) => format.number(n) },
              { title: t("keys.errors"), dataIndex: "errors", align: "right", render: (n: number) => format.number(n) },
              { title: t("keys.keys"), dataIndex: "keys", align: "right" },
            ]}
          />
        )}
      </DataCard>
      <DataCard
        title={t("keys.title")}
        extra={
          <Space wrap>
            <Input.Search
              aria-label={t("keys.search")}
              placeholder={t("keys.search")}
              allowClear
              onSearch={(value) => keys.setFilter("search", value, "contains")}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("keys.status")}
              allowClear
              placeholder={t("keys.anyStatus")}
              value={keys.filterValue("status")}
              onChange={(value?: string) => keys.setFilter("status", value)}
              options={["live", "revoked"].map((value) => ({ value, label: t(`keyStatus.${value}`) }))}
              style={{ width: 150 }}
            />
          </Space>
        }
        loading={keys.query.isPending}
        error={keys.query.error}
        onRetry={() => void keys.query.refetch()}
        empty={keys.empty}
        emptyText={t("keys.empty")}
      >
        {keys.query.data && (
          <Table<AdminApiKey>
            {...keys.tableProps}
            size="small"
            rowKey="id"
            columns={[
              {
                title: t("keys.name"),
                key: "name",
                render: (_, k) => (
                  <span>
                    {k.name} <code>{k.prefix}…</code>
                  </span>
                ),
              },
              { title: t("keys.owner"), key: "owner", render: (_, k) => k.owner.email },
              { title: t("claims.company"), key: "company", render: (_, k) => k.company?.name ?? "–" },
              {
                title: t("keys.status"),
                key: "status",
                render: (_, k) => (
                  <Tag color={k.revokedAt ? "#a8071a" : "#237804"}>{t(`keyStatus.${k.revokedAt ? "revoked" : "live"}`)}</Tag>
                ),
              },
              { title: t("keys.calls"), dataIndex: "calls", align: "right", render: (n: number) => format.number(n) },
              { title: t("keys.errors"), dataIndex: "errors", align: "right", render: (n: number) => format.number(n) },
              { title: t("keys.lastUsed"), dataIndex: "lastUsedAt", render: (at: string | null) => (at ? format.dateTime(at) : "–") },
            ]}
          />
        )}
      </DataCard>
    </AdminLayout>
  );
}
