import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_MIN_CHARS } from "./ProductSearch";
import { useProductSearch } from "./useProductSearch";

const PICKER_RESULTS = 10;

interface ProductPickerProps {
  label: string;
  placeholder: string;
  /** The chosen product's id, and how the picker named it ("name (number)"). */
  onChoose: (productId: number, label: string) => void;
  exclude?: readonly number[];
  testId?: string;
}

/** An in-page product chooser over the same search as the header. */
export function ProductPicker({ label, placeholder, onChoose, exclude = [], testId }: ProductPickerProps) {
  const { t } = useTranslation("common");
  const [text, setText] = useState("");
  const typed = text.trim();
  const search = useProductSearch(typed, PICKER_RESULTS, typed.length >= SEARCH_MIN_CHARS);
  const options = (search.data ?? [])
    .filter((p) => !exclude.includes(p.id))
    .map((p) => ({ value: p.id, label: `${p.productName} (${p.productNumber})` }));
  return (
    <Select
      showSearch
      value={null}
      filterOption={false}
      onSearch={setText}
      placeholder={placeholder}
      aria-label={label}
      notFoundContent={
        typed.length < SEARCH_MIN_CHARS ? t("search.minChars") : search.isFetching ? t("search.searching") : t("search.noResults")
      }
      options={options}
      onChange={(id: number | null) => {
        if (id !== null) onChoose(id, options.find((o) => o.value === id)?.label ?? String(id));
        setText("");
      }}
      style={{ width: "100%", maxWidth: 520 }}
      data-testid={testId}
    />
  );
}
