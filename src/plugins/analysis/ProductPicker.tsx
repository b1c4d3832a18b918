import { Select } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../kernel";
import { useProductOptions } from "./api";

/** Choose the product to analyse: a search over the catalogue. */
export function ProductPicker() {
  const { t } = useTranslation("analysis");
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const options = useProductOptions(text);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setText}
      placeholder={t("picker.placeholder")}
      aria-label={t("picker.label")}
      notFoundContent={text.trim().length < 2 ? t("picker.hint") : options.isFetching ? t("picker.searching") : t("picker.none")}
      options={options.data?.map((p) => ({ value: p.id, label: `${p.productName} (${p.productNumber})` }))}
      onChange={(id: number) => navigate(`/analysis?product=${id}`)}
      style={{ width: "100%", maxWidth: 520 }}
      data-testid="analysis-picker"
    />
  );
}
