import { Alert, Input, Select, Space, Table, Tag } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { DataCard, setParamValues, useErrorText, usePageData, useSearchParamsState, useTranslation, type ParamChanges } from "../../kernel";
import { useCities, useStoreFilters, useStoreList } from "./api";
import { readStoreRows, storeDisplayName, StoreResponseError, type Store } from "./store-response";

const PAGE_SIZE = 25;

/** `/stores`: every store and agent, searchable, filtered by county and city. */
export default function StoresPage() {
  const { t } = useTranslation("stores");
  const errorText = useErrorText();
  const [params, change] = useSearchParamsState();
  const query = {
    search: params.get("search") || undefined,
    county: params.get("county") || undefined,
    city: params.get("city") || undefined,
  };
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const list = useStoreList(query, page, PAGE_SIZE);
  const rows = list.query.data?.data;
  const rowsError = useMemo(() => {
    try {
      if (rows) readStoreRows(rows);
      return null;
    } catch (error) {
      return error as Error;
    }
  }, [rows]);
  const error = list.query.error ?? rowsError;
  const filters = useStoreFilters().data;
  const cities = useCities().data;
  const [text, setText] = useState(query.search ?? "");
  useEffect(() => setText(query.search ?? ""), [query.search]);
  usePageData("store list", list.query.data && { items: rows, total: list.total });

  const update = (changes: ParamChanges) => change(setParamValues(changes));

  const cityOptions = (cities ?? [])
    .filter((c) => !query.county || c.county === query.county)
    .map((c) => ({ value: c.city, label: `${c.city} (${c.stores})` }));
  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
      </div>
      <Space wrap>
        <Input.Search
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => update({ search: v.trim() || undefined })}
          placeholder={t("filters.search")}
          aria-label={t("filters.search")}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          showSearch
          placeholder={t("filters.county")}
          aria-label={t("filters.county")}
          value={query.county}
          onChange={(v) => update({ county: v, city: undefined })}
          options={filters?.counties.map((c) => ({ value: c, label: c }))}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          showSearch
          placeholder={t("filters.city")}
          aria-label={t("filters.city")}
          value={query.city}
          onChange={(v) => update({ city: v })}
          options={cityOptions}
          style={{ width: 200 }}
        />
      </Space>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={t("error")}
          description={error instanceof StoreResponseError ? error.message : errorText(error)}
          data-testid="stores-error"
        />
      ) : (
        <DataCard
          title={list.query.data ? t("count", { count: list.total }) : t("title")}
          loading={list.query.isPending}
          empty={rows?.length === 0}
          emptyText={t("empty")}
        >
          <Table<Store>
            rowKey="id"
            size="middle"
            {...list.tableProps}
            scroll={{ x: true }}
            pagination={{ ...list.tableProps.pagination, showSizeChanger: false }}
            onChange={(p) => update({ page: p.current === 1 ? undefined : p.current })}
            columns={[
              {
                title: t("columns.name"),
                key: "name",
                render: (_, s) => <Link to={`/stores/${s.siteId}`}>{storeDisplayName(s, t("unknown"))}</Link>,
              },
              { title: t("columns.number"), dataIndex: "storeId", responsive: ["md"] },
              { title: t("columns.city"), dataIndex: "city" },
              { title: t("columns.county"), dataIndex: "county", responsive: ["md"] },
              { title: t("columns.size"), dataIndex: "sizeClass", responsive: ["lg"] },
              { title: t("columns.type"), key: "type", responsive: ["lg"], render: (_, s) => (s.isAgent ? t("agent") : t("store")) },
              {
                title: t("columns.active"),
                key: "active",
                render: (_, s) => (s.isActive ? <Tag color="#237804">{t("active")}</Tag> : <Tag>{t("inactive")}</Tag>),
              },
            ]}
          />
        </DataCard>
      )}
    </div>
  );
}
