import { Grid, Table } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { useMemo, type HTMLAttributes, type TableHTMLAttributes } from "react";
import { useColumnChoice, useFormat, useTranslation } from "../../kernel";
import type { RankingEntry } from "./api";
import { rankingColumns } from "./ranking-columns";
import type { RankingFilters } from "./ranking-filters";

interface Props {
  rows: RankingEntry[] | undefined;
  /** Every row of the ranking, arrived or not (its pages arrive one after the other). */
  total: number | undefined;
  loading: boolean;
  sort: RankingFilters["sort"];
  onSort: (sort: RankingFilters["sort"]) => void;
}

/**
 * Every row at once in a virtual table (only the rows in view are drawn, so 20 000 scroll as
 * smoothly as 20); our products are highlighted and carry an "Ours" tag. The table scrolls inside
 * itself, never the page.
 *
 * A virtual table draws its rows as divs: the table, row and cell roles, the row count and each
 * row's index are given here, so a screen reader reads a table of every row (the rows drawn say
 * where they are in it) and not a list of loose text.
 */
export function RankingTable({ rows, total, loading, sort, onSort }: Props) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const screens = Grid.useBreakpoint();
  const all = useMemo(
    () =>
      rankingColumns(t, format, sort, !!screens.md).map((column) => ({
        ...column,
        onHeaderCell: () => ({ role: "columnheader" }),
        onCell: () => ({ role: "cell" }),
      })),
    [t, format, sort, screens.md],
  );
  const { columns, chooser } = useColumnChoice("ranking", all, {
    always: ["rank", "name"],
    labels: { velocity: t("table.columns.velocity") },
  });
  return (
    <>
      <div className="fx-table-tools">{chooser}</div>
      <div role="table" aria-label={t("table.title")} aria-rowcount={(total ?? rows?.length ?? 0) + 1} aria-colcount={columns.length}>
        <Table<RankingEntry>
          virtual
          components={HEADER_WITHOUT_TABLE_ROLE}
          onHeaderRow={() => ({ role: "row", "aria-rowindex": 1 }) as HTMLAttributes<HTMLElement>}
          onRow={(_, index) => ({ role: "row", "aria-rowindex": (index ?? 0) + 2 }) as HTMLAttributes<HTMLElement>}
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
          className="fx-ranking-table"
          data-testid="ranking-table"
        />
      </div>
    </>
  );
}

/** The header's own <table> is only layout: its row belongs to the table around the whole list. */
const HEADER_WITHOUT_TABLE_ROLE = {
  header: { table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} role="presentation" /> },
};
