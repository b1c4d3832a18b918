import { Table, Typography } from "antd";
import { DataCard, useFormat, usePageData, useTranslation } from "../../kernel";
import { useAvailability, useYearlySales } from "./api";

/**
 * The product's official national litres per year, from the monopoly's imported sales statistics:
 * the history before Fenix's own stock data begins, labelled as such (newest year first).
 */
export function YearlySalesSection({ productId }: { productId: number }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const years = useYearlySales(productId);
  const availability = useAvailability(productId);
  usePageData("yearly sales", years.data);
  const rows = years.data ? [...years.data].reverse() : [];
  const firstDay = availability.data?.firstSalesDay;
  return (
    <DataCard
      title={t("yearly.title")}
      loading={years.isPending}
      error={years.error}
      onRetry={() => void years.refetch()}
      empty={rows.length === 0}
      emptyText={t("yearly.none")}
    >
      <div data-testid="yearly-sales">
        <Table
          size="small"
          pagination={false}
          rowKey="year"
          dataSource={rows}
          columns={[
            { title: t("yearly.year"), dataIndex: "year" },
            { title: t("yearly.litres"), dataIndex: "litres", align: "right", render: (v: number) => format.number(v) },
            {
              title: t("yearly.rank"),
              key: "rank",
              align: "right",
              render: (_: unknown, r: (typeof rows)[number]) =>
                t("yearly.rankOf", { rank: format.number(r.rank), articles: format.number(r.articles) }),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {firstDay ? t("yearly.source", { from: format.date(firstDay) }) : t("yearly.sourceOnly")}
        </Typography.Paragraph>
      </div>
    </DataCard>
  );
}
