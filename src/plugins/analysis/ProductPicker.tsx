import { useNavigate } from "react-router";
import { ProductPicker as KernelProductPicker, useTranslation } from "../../kernel";

/** Choose the product to analyse. */
export function ProductPicker() {
  const { t } = useTranslation("analysis");
  const navigate = useNavigate();
  return (
    <KernelProductPicker
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      onChoose={(id) => navigate(`/analysis?product=${id}`)}
      testId="analysis-picker"
    />
  );
}
