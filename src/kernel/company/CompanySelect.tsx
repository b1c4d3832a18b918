import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useCompanies, useSelectedCompany, useSwitchCompany } from "./useCompanies";

/**
 * Shown when the user has companies; the choice scopes every company page. With one company there
 * is nothing to choose: its name, not a dropdown of one.
 */
export function CompanySelect() {
  const { t } = useTranslation("common");
  const companies = useCompanies().data ?? [];
  const selected = useSelectedCompany();
  const switchCompany = useSwitchCompany();
  if (companies.length === 0 || !selected) return null;
  if (companies.length === 1) {
    return (
      <span className="fx-company-name" data-testid="company-name">
        <span className="fx-visually-hidden">{t("company.select")}: </span>
        {selected.name}
      </span>
    );
  }
  return (
    <Select
      className="fx-company-select"
      data-testid="company-select"
      aria-label={t("company.select")}
      value={selected.id}
      onChange={switchCompany}
      options={companies.map((c) => ({ value: c.id, label: c.name }))}
      popupMatchSelectWidth={false}
      showSearch={companies.length > 8}
      optionFilterProp="label"
    />
  );
}
