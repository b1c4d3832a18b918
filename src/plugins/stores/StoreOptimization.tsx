import { Col, List, Row } from "antd";
import { DataCard, useFormat, useTranslation } from "../../kernel";
import type { Optimization } from "./api";
import { productCell } from "./StoreTables";

/** What to add (sells in similar stores), what turns slowly, what runs out often. */
export function StoreOptimization({
  query,
}: {
  query: { data?: Optimization; isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  const o = query.data;
  return (
    <DataCard title={t("optimization.title")} loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <h2 className="fx-subhead">{t("optimization.add")}</h2>
          <List
            size="small"
            dataSource={o?.add}
            locale={{ emptyText: t("optimization.none") }}
            renderItem={(r) => (
              <List.Item extra={t("optimization.peers", { stores: r.peerStoresListing, units: format.number(r.peerUnits) })}>
                {productCell(r.product)}
              </List.Item>
            )}
          />
        </Col>
        <Col xs={24} lg={8}>
          <h2 className="fx-subhead">{t("optimization.slow")}</h2>
          <List
            size="small"
            dataSource={o?.slowMovers}
            locale={{ emptyText: t("optimization.none") }}
            renderItem={(r) => (
              <List.Item extra={t("optimization.slowFigures", { stock: r.stock, units: r.units })}>{productCell(r.product)}</List.Item>
            )}
          />
        </Col>
        <Col xs={24} lg={8}>
          <h2 className="fx-subhead">{t("optimization.stockouts")}</h2>
          <List
            size="small"
            dataSource={o?.frequentStockouts}
            locale={{ emptyText: t("optimization.none") }}
            renderItem={(r) => <List.Item extra={t("optimization.days", { days: r.outOfStockDays })}>{productCell(r.product)}</List.Item>}
          />
        </Col>
      </Row>
    </DataCard>
  );
}
