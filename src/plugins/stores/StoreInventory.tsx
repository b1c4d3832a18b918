import { Table, Tag } from "antd";
import { useState } from "react";
import { ChoiceGroup, DataCard, useFormat, useTranslation } from "../../kernel";
import { useInventory, type StockStatus } from "./api";
import { productCell } from "./StoreTables";

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<StockStatus, string> = { in_stock: "#237804", low: "#ad4e00", out_of_stock: "#a8071a" };

/** What the store lists now, with stock status; `company` narrows it to the company's products. */
export function StoreInventory({
  storeId,
  company,
  title,
  testId,
}: {
  storeId: string;
  company?: { id: string; name: string };
  title: string;
  testId: string;
}) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  const [status, setStatus] = useState<StockStatus | "all">("all");
  const [page, setPage] = useState(1);
  const inventory = useInventory(
    storeId,
    { ...(status === "all" ? {} : { status }), ...(company ? { companyId: company.id } : {}) },
    PAGE_SIZE,
    page,
  );
  return (
    <DataCard
      title={title}
      extra={
        <ChoiceGroup
          size="small"
          value={status}
          onChange={(v) => {
            setStatus(v as StockStatus | "all");
            setPage(1);
          }}
          options={(["all", "out_of_stock", "low", "in_stock"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      }
      loading={inventory.isPending}
      error={inventory.error}
      onRetry={() => void inventory.refetch()}
      empty={inventory.data?.length === 0}
      emptyText={
        status !== "all" ? t("inventory.empty") : company ? t("inventory.emptyOurs", { company: company.name }) : t("inventory.emptyAll")
      }
    >
      <Table
        size="small"
        rowKey={(r) => r.product.id}
        dataSource={inventory.data}
        loading={inventory.isFetching}
        scroll={{ x: true }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: inventory.total, showSizeChanger: false, onChange: setPage }}
        data-testid={testId}
        columns={[
          { title: t("columns.product"), key: "product", render: (_, r) => productCell(r.product) },
          { title: t("inventory.quantity"), dataIndex: "quantity", align: "right" },
          {
            title: t("inventory.status"),
            dataIndex: "status",
            render: (s: StockStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`status.${s}`)}</Tag>,
          },
          {
            title: t("inventory.perDay"),
            dataIndex: "averageDailyUnits",
            align: "right",
            responsive: ["md"],
            render: (v: number) => format.number(v, 2),
          },
          {
            title: t("inventory.days"),
            dataIndex: "daysOfStock",
            align: "right",
            responsive: ["md"],
            render: (v: number | null) => (v === null ? "–" : format.number(v, 1)),
          },
        ]}
      />
    </DataCard>
  );
}
