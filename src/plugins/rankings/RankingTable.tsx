import { Grid, Table } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { useMemo } from "react";
import { useFormat, useTranslation } from "../../kernel";
import type { RankingEntry } from "./api";
import { rankingColumns } from "./ranking-columns";
import type { RankingFilters } from "./ranking-filters";

interface Props {
  rows: RankingEntry[] | undefined;
  loading: boolean;
  sort: RankingFilters["sort"];
  onSort: (sort: RankingFilters["sort"]) => void;
}

/**
 * Every row at once in a virtual table (only the rows in view are drawn, so 20 000 scroll as
 * smoothly as 20); our products are highlighted and carry an "Ours" tag. The table scrolls inside
 * itself, never the page.
 */
export function RankingTable({ rows, loading, sort, onSort }: Props) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const screens = Grid.useBreakpoint();
  const columns = useMemo(() => rankingColumns(t, format, sort, !!screens.md), [t, format, sort, screens.md]);
  return (
    <Table<RankingEntry>
      virtual
      size="small"
      rowKey="productId"
      dataSource={rows}
      loading={loading}
      columns={columns}
      pagination={false}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0), y: screens.md ? 640 : 480 }}
      rowClassName={(e) => (e.own ? "fx-own-row" : "")}
      locale={{ emptyText: t("table.empty") }}
      showSorterTooltip={false}
      onChange={(_, __, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<RankingEntry> | undefined;
        onSort(s?.order && s.columnKey ? { field: String(s.columnKey), order: s.order } : undefined);
      }}
      data-testid="ranking-table"
    />
  );
}
