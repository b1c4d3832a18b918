import type { Key, ReactNode } from "react";

type Breakpoint = "sm" | "md" | "lg";

export interface SimpleColumn<Row> {
  title: ReactNode;
  key?: string;
  /** The row's field shown (and handed to `render`). */
  dataIndex?: keyof Row & string;
  align?: "left" | "right";
  render?: (value: never, row: Row) => ReactNode;
  /** Shown from this screen width on (antd's breakpoints: sm 576, md 768, lg 992 px). */
  responsive?: Breakpoint[];
}

export interface SimpleTableProps<Row> {
  columns: SimpleColumn<Row>[];
  dataSource: readonly Row[] | undefined;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
}

/**
 * A small table in antd's look (size "small") for a few rows without sorting, filters or pages —
 * the dashboard's best sellers, stores and stock-outs. antd's Table brings rc-table, its filter
 * tree and pagination, about 50 KB gzip that such a page would download and run before its first paint.
 * Its columns are a subset of antd's, so a table can move to antd's when it needs more.
 */
export function SimpleTable<Row>({ columns, dataSource, rowKey }: SimpleTableProps<Row>) {
  const keyOf = (row: Row): Key => (typeof rowKey === "function" ? rowKey(row) : (row[rowKey] as Key));
  const className = (column: SimpleColumn<Row>) =>
    [column.align === "right" && "fx-align-right", column.responsive?.[0] && `fx-from-${column.responsive[0]}`].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="fx-simple-table">
      <table>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={column.key ?? column.dataIndex ?? i} scope="col" className={className(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(dataSource ?? []).map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((column, i) => {
                const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                return (
                  <td key={column.key ?? column.dataIndex ?? i} className={className(column)}>
                    {column.render ? column.render(value as never, row) : (value as ReactNode)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
