import { Table } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import type { CacheRouteStats } from "./api";

const kib = (bytes: number) => bytes / 1024;

/** Every cached route: its counts since the last reset and what it holds now. */
export function RouteTable({ routes, loading }: { routes: CacheRouteStats[]; loading: boolean }) {
  const { t } = useTranslation("admin-cache");
  const format = useFormat();
  const rate = (value: number | null) => (value === null ? "–" : format.percent(value, 1));
  return (
    <Table<CacheRouteStats>
      rowKey="route"
      size="small"
      loading={loading}
      dataSource={routes}
      pagination={false}
      // Nine columns: on a phone the table scrolls inside its card, the page does not.
      scroll={{ x: "max-content" }}
      data-testid="cache-routes"
      columns={[
        {
          key: "route",
          title: t("table.route"),
          dataIndex: "route",
          render: (route: string) => <code>{route.replace("/api/v1", "")}</code>,
        },
        {
          key: "hits",
          title: t("table.hits"),
          dataIndex: "hits",
          align: "right",
          sorter: (a, b) => a.hits - b.hits,
          render: (v: number) => format.number(v),
        },
        { key: "misses", title: t("table.misses"), dataIndex: "misses", align: "right", render: (v: number) => format.number(v) },
        { key: "hitRate", title: t("table.hitRate"), dataIndex: "hitRate", align: "right", render: rate },
        { key: "entries", title: t("table.entries"), dataIndex: "entries", align: "right", render: (v: number) => format.number(v) },
        {
          key: "bytes",
          title: t("table.size"),
          dataIndex: "bytes",
          align: "right",
          render: (v: number) => `${format.number(kib(v), 1)} KiB`,
        },
        {
          key: "savedMs",
          title: t("table.saved"),
          dataIndex: "savedMs",
          align: "right",
          render: (v: number) => `${format.number(v / 1000, 1)} s`,
        },
        {
          key: "ttl",
          title: t("table.ttl"),
          dataIndex: "ttlSeconds",
          align: "right",
          render: (v: number) => `${format.number(v / 60)} min`,
        },
      ]}
    />
  );
}
