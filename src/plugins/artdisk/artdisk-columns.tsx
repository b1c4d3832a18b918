import { HistoryOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ArticleEventKind } from "../../../contracts";
import { RouteLink, type Formatters } from "../../kernel";
import type { Article } from "./api";
import type { ArtdiskSort, ArtdiskView } from "./artdisk-filters";
import { KIND_COLOURS, priceText } from "./event-text";

type T = (key: string, options?: Record<string, unknown>) => string;

export function KindTag({ kind, t }: { kind: ArticleEventKind; t: T }) {
  return (
    <Tag color={KIND_COLOURS[kind]} style={{ marginInlineEnd: 6 }} data-testid="event-kind">
      {t(`kinds.${kind}`)}
    </Tag>
  );
}

/** The server's default: newest event first. */
const DEFAULT_SORT: { by: ArtdiskSort; order: "asc" | "desc" } = { by: "latest", order: "desc" };

/** A day as the reader writes it ("15 aug. 2026"), read as a calendar day wherever the reader is. */
export const dayText = (format: Formatters, day: string) => format.date(`${day}T12:00:00`);

/** The register's table: the article, where it is now, what last happened to it. */
export function artdiskColumns(
  t: T,
  format: Formatters,
  view: ArtdiskView,
  /** On a phone the article number goes under the name, and the table keeps to name, latest event and history. */
  phone: boolean,
  onHistory: (article: Article) => void,
): ColumnsType<Article> {
  const sortBy = view.sortBy ?? DEFAULT_SORT.by;
  const order = view.sortBy ? (view.sortOrder ?? "asc") : DEFAULT_SORT.order;
  const sortOrder = (key: ArtdiskSort) => (sortBy === key ? (order === "desc" ? "descend" : "ascend") : null);
  const none = <span className="fx-muted">{t("none")}</span>;
  return [
    {
      title: t("table.number"),
      dataIndex: "productNumber",
      key: "number",
      sorter: true,
      sortOrder: sortOrder("number"),
      responsive: ["sm"],
      width: 110,
    },
    {
      title: t("table.name"),
      key: "name",
      sorter: true,
      sortOrder: sortOrder("name"),
      width: phone ? 170 : 280,
      render: (_, a) => (
        <span>
          {a.productId !== null ? (
            // The link opens the product's page, not the row's timeline.
            <span onClick={(e) => e.stopPropagation()}>
              <RouteLink to="products.product" params={{ id: a.productId }}>
                {a.name}
              </RouteLink>
            </span>
          ) : (
            a.name
          )}
          {a.own && <Tag className="fx-own-tag">{t("table.own")}</Tag>}
          {(phone || a.volumeMl !== null) && (
            <div className="fx-muted">
              {[phone ? a.productNumber : null, a.volumeMl === null ? null : `${format.number(a.volumeMl)} ml`].filter(Boolean).join(" · ")}
            </div>
          )}
        </span>
      ),
    },
    { title: t("table.producer"), dataIndex: "producer", key: "producer", responsive: ["lg"], render: (v: string | null) => v ?? none },
    {
      title: t("table.category"),
      dataIndex: "category",
      key: "category",
      responsive: ["lg"],
      render: (v: string | null) => (v ? format.category(v) : <span className="fx-muted">{t("unknown")}</span>),
    },
    {
      title: t("table.assortment"),
      key: "assortment",
      responsive: ["md"],
      render: (_, a) =>
        a.assortment ? format.assortment(a.assortment) : a.status === "delisted" ? <Tag>{t("statuses.delisted")}</Tag> : none,
    },
    {
      title: t("table.latest"),
      key: "latest",
      sorter: true,
      sortOrder: sortOrder("latest"),
      render: (_, a) =>
        a.lastEvent ? (
          // On a phone the date goes under the tag, so that the column stays narrow.
          <span style={{ whiteSpace: "nowrap" }}>
            <KindTag kind={a.lastEvent.kind} t={t} />
            {phone ? <div>{dayText(format, a.lastEvent.date)}</div> : dayText(format, a.lastEvent.date)}
          </span>
        ) : (
          none
        ),
    },
    {
      title: t("table.launch"),
      key: "launch",
      sorter: true,
      sortOrder: sortOrder("launch"),
      responsive: ["md"],
      render: (_, a) => (a.launchDate ? <span style={{ whiteSpace: "nowrap" }}>{dayText(format, a.launchDate)}</span> : none),
    },
    {
      title: t("table.price"),
      dataIndex: "price",
      key: "price",
      align: "right",
      responsive: ["sm"],
      render: (v: number | null) => (v === null ? none : <span style={{ whiteSpace: "nowrap" }}>{priceText(format.sek, v)}</span>),
    },
    {
      title: <span className="fx-visually-hidden">{t("table.history")}</span>,
      key: "history",
      width: 56,
      render: (_, a) => (
        <Button
          size="small"
          type="text"
          icon={<HistoryOutlined />}
          aria-label={t("table.historyOf", { name: a.name })}
          title={t("table.history")}
          onClick={(e) => {
            e.stopPropagation();
            onHistory(a);
          }}
          data-testid="open-history"
        />
      ),
    },
  ];
}

/** antd's sort change as the URL's sort: a click on the default column's arrow cycles through the server's orders. */
export function sortFrom(columnKey: unknown, order: "ascend" | "descend" | null | undefined): Pick<ArtdiskView, "sortBy" | "sortOrder"> {
  if (!order) return { sortBy: undefined, sortOrder: undefined };
  const key = String(columnKey) as ArtdiskSort;
  const sortOrder = order === "descend" ? "desc" : "asc";
  if (key === DEFAULT_SORT.by && sortOrder === DEFAULT_SORT.order) return { sortBy: undefined, sortOrder: undefined };
  return { sortBy: key, sortOrder };
}
