import { Checkbox, Input, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useFormat, useTranslation } from "../../kernel";
import { useCatalogueFacts, type ProductQuery } from "./api";
import { PriceInput } from "./PriceInput";

interface ProductFiltersProps {
  query: ProductQuery;
  ours: boolean;
  /** False when the user has no company: the "our products" filter is then not offered. */
  offerOurs: boolean;
  update: (changes: Record<string, string | number | boolean | undefined>) => void;
}

/** Search, category, country, price range, assortment and "our products only", all in the URL. */
export function ProductFilters({ query, ours, offerOurs, update }: ProductFiltersProps) {
  const { t } = useTranslation("products");
  const facts = useCatalogueFacts().data;
  const [text, setText] = useState(query.search ?? "");
  useEffect(() => setText(query.search ?? ""), [query.search]);
  const format = useFormat();
  // The API filters by the Swedish names; the labels are in the reader's language.
  const options = (list: { name: string; products: number }[] | undefined, label: (name: string) => string = (name) => name) =>
    list?.map((c) => ({ value: c.name, label: `${label(c.name)} (${c.products})` })) ?? [];
  return (
    <Space wrap className="fx-filters">
      <Input.Search
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => update({ search: value.trim() || undefined })}
        placeholder={t("filters.search")}
        aria-label={t("filters.search")}
        style={{ width: 260 }}
      />
      <Select
        allowClear
        showSearch
        placeholder={t("filters.category")}
        aria-label={t("filters.category")}
        value={query.category}
        onChange={(v) => update({ category: v })}
        options={options(facts?.byCategory, format.category)}
        style={{ width: 180 }}
      />
      <Select
        allowClear
        showSearch
        placeholder={t("filters.country")}
        aria-label={t("filters.country")}
        value={query.country}
        onChange={(v) => update({ country: v })}
        options={options(facts?.byCountry, format.country)}
        style={{ width: 180 }}
      />
      <Select
        allowClear
        placeholder={t("filters.assortment")}
        aria-label={t("filters.assortment")}
        value={query.assortment}
        onChange={(v) => update({ assortment: v })}
        options={options(facts?.byAssortment, format.assortment)}
        style={{ width: 200 }}
      />
      <Space.Compact>
        <PriceInput label={t("filters.minPrice")} value={query.minPrice} onCommit={(v) => update({ minPrice: v })} />
        <PriceInput label={t("filters.maxPrice")} value={query.maxPrice} onCommit={(v) => update({ maxPrice: v })} />
      </Space.Compact>
      {/* One label from the first paint on: a company name arriving later lengthened it, wrapped the
          filters onto a second row and moved the table down (Lighthouse desktop CLS 0.31). */}
      {offerOurs && (
        <Checkbox checked={ours} onChange={(e) => update({ ours: e.target.checked })} data-testid="ours-only">
          {t("filters.ours")}
        </Checkbox>
      )}
    </Space>
  );
}
