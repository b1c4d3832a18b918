import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useCompanies, useSelectedCompany, useSwitchCompany } from "./useCompanies";

/** Shown when the user has companies; the choice scopes every company page. */
export function CompanySelect() {
  const { t } = useTranslation("common");
  const companies = useCompanies().data ?? [];
  const selected = useSelectedCompany();
  const switchCompany = useSwitchCompany();
  if (companies.length === 0 || !selected) return null;
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
