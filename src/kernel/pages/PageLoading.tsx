import { Spin } from "antd";
import { useTranslation } from "react-i18next";

/** Shown while a lazy page or its translations load. */
export function PageLoading() {
  const { t, ready } = useTranslation("common", { useSuspense: false });
  const label = ready ? t("loading") : "…";
  return (
    <div className="fx-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="fx-visually-hidden">{label}</span>
    </div>
  );
}
