import { useTranslation } from "react-i18next";

/** Shown while a lazy page or its translations load: a spinner in antd's look, drawn by CSS (plain pages show it too). */
export function PageLoading() {
  const { t, ready } = useTranslation("common", { useSuspense: false });
  const label = ready ? t("loading") : "…";
  return (
    <div className="fx-page-loading" role="status" aria-live="polite">
      <span className="fx-spinner" aria-hidden="true" />
      <span className="fx-visually-hidden">{label}</span>
    </div>
  );
}
