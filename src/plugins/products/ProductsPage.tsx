import type { CrudFilter } from "@refinedev/core";
import { Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { Link } from "react-router";
import {
  currentLanguage,
  DataCard,
  ExportMenu,
  type ExportFormat,
  useFileGet,
  useFormat,
  usePageData,
  useLink,
  useActiveCompanyId,
  useColumnChoice,
  useServerTable,
  useTranslation,
} from "../../kernel";
import type { Product, ProductQuery } from "./api";
import { ProductFilters } from "./ProductFilters";
import { PAGE_SIZES, useProductQuery } from "./useProductQuery";

const SORT_COLUMNS: Record<string, string> = { name: "name", number: "number", price: "price", alcohol: "alcohol", volume: "volume" };

/** `/products`: the catalogue, searched, filtered, sorted and paged by the server. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation("products");
  const format = useFormat();
  const link = useLink();
  const getFile = useFileGet();
  // Known from the session before the companies list arrives: the filter neither waits nor moves the table down.
  const companyId = useActiveCompanyId();
  const { query, ours, page, pageSize, update } = useProductQuery();
  const apiQuery: ProductQuery = { ...query, companyId: ours && companyId ? companyId : undefined };
  const { sortBy, sortOrder, ...filterValues } = apiQuery;
  const filters: CrudFilter[] = Object.entries(filterValues).map(([field, value]) => ({ field, operator: "eq", value }));
  const list = useServerTable<Product>({
    resource: "products",
    filters,
    ...(sortBy ? { sorter: { field: sortBy, order: sortOrder ?? "asc" } } : {}),
    currentPage: page,
    pageSize,
  });
  usePageData("summary", list.query.data && { query: apiQuery, page, total: list.total });

  // Every product of the filter, made by the server in the list's order: CSV for the reader's
  // Excel (semicolons and decimal commas in Swedish) or a workbook with typed cells.
  const exportFile = (fileFormat: ExportFormat) =>
    getFile({ url: "products/export", query: { ...apiQuery, language: currentLanguage(i18n), format: fileFormat } });

  const sortOrderOf = (key: string): "ascend" | "descend" | null =>
    (query.sortBy ?? "name") === key ? (query.sortOrder === "desc" ? "descend" : "ascend") : null;
  const all: ColumnsType<Product> = [
    {
      title: t("columns.name"),
      key: "name",
      sorter: true,
      sortOrder: sortOrderOf("name"),
      render: (_, p) => (
        <Link to={link("products.product", { id: p.id })}>
          <strong>{p.productNameBold}</strong> {p.productNameThin}
        </Link>
      ),
    },
    { title: t("columns.number"), dataIndex: "productNumber", key: "number", sorter: true, sortOrder: sortOrderOf("number") },
    { title: t("columns.producer"), dataIndex: "producerName", key: "producer", responsive: ["lg"] },
    {
      title: t("columns.category"),
      key: "category",
      responsive: ["md"],
      render: (_, p) => {
        const name = p.categoryLevel2 ?? p.categoryLevel1;
        return name ? format.category(name) : null;
      },
    },
    {
      title: t("columns.country"),
      dataIndex: "country",
      key: "country",
      responsive: ["lg"],
      render: (v: string | null) => (v ? format.country(v) : null),
    },
    {
      title: t("columns.volume"),
      dataIndex: "volumeMl",
      key: "volume",
      align: "right",
      sorter: true,
      sortOrder: sortOrderOf("volume"),
      responsive: ["md"],
      render: (v: number | null) => (v === null ? "" : `${format.number(v)} ml`),
    },
    {
      title: t("columns.alcohol"),
      dataIndex: "alcoholPercentage",
      key: "alcohol",
      align: "right",
      sorter: true,
      sortOrder: sortOrderOf("alcohol"),
      responsive: ["lg"],
      render: (v: number | null) => (v === null ? "" : format.alcohol(v)),
    },
    {
      title: t("columns.price"),
      dataIndex: "price",
      key: "price",
      align: "right",
      sorter: true,
      sortOrder: sortOrderOf("price"),
      render: (v: number | null) => (v === null ? "" : format.sek(v, 2)),
    },
  ];
  const { columns, chooser } = useColumnChoice("products", all, { always: ["name"] });

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
        <ExportMenu filename="fenix-products" file={exportFile} testId="export-products" />
      </div>
      <ProductFilters query={query} ours={ours} offerOurs={!!companyId} update={update} />
      <DataCard
        title={list.query.data ? t("count", { count: list.total, formatted: format.number(list.total) }) : t("title")}
        loading={list.query.isPending}
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        empty={list.query.data?.data.length === 0}
        emptyText={t("empty")}
        extra={chooser}
      >
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          {...list.tableProps}
          className="fx-table-scroll"
          pagination={{ ...list.tableProps.pagination, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const sortBy = s?.order ? SORT_COLUMNS[String(s.columnKey)] : undefined;
            const sortChanged =
              (sortBy ?? "name") !== (query.sortBy ?? "name") || (s?.order === "descend") !== (query.sortOrder === "desc");
            if (sortChanged)
              update({ sortBy: sortBy === "name" ? undefined : sortBy, sortOrder: s?.order === "descend" ? "desc" : undefined });
            else
              update({
                page: pagination.current === 1 ? undefined : pagination.current,
                pageSize: pagination.pageSize === PAGE_SIZES[0] ? undefined : pagination.pageSize,
              });
          }}
          data-testid="products-table"
        />
      </DataCard>
    </div>
  );
}
