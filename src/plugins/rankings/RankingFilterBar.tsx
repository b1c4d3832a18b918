import { Button, Grid, Select, Space, Switch } from "antd";
import { RANKING_WINDOWS, STORE_PROFILES, type StoreProfile } from "../../../contracts";
import { ChoiceGroup, PRICE_BAND_INDEXES, priceBandLabel, useFormat, useTranslation } from "../../kernel";
import { windowLabel } from "./labels";
import type { RankingFilters } from "./ranking-filters";

interface Props {
  filters: RankingFilters;
  update: (changes: Partial<RankingFilters>) => void;
  /** The closed months one may choose (YYYY-MM, newest first). */
  months: string[];
  categories: string[];
  counties: string[] | undefined;
  /** Whether there is a company whose products "only ours" would show. */
  hasCompany: boolean;
}

/** Window, store profile, counties, categories, price bands and "only ours": every choice goes to the URL. */
export function RankingFilterBar({ filters, update, months, categories, counties, hasCompany }: Props) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const phone = !Grid.useBreakpoint().sm;
  const isPreset = (RANKING_WINDOWS as readonly string[]).includes(filters.window);
  const monthOptions = (isPreset || months.includes(filters.window) ? months : [filters.window, ...months]).map((m) => ({
    value: m,
    label: windowLabel(m, m, format),
  }));
  const narrowed =
    filters.profile ||
    filters.counties.length ||
    filters.categories.length ||
    filters.priceBands.length ||
    filters.flags.length ||
    filters.ownOnly;
  return (
    <Space wrap align="center" className="fx-filters fx-ranking-filters" data-testid="ranking-filters">
      <ChoiceGroup
        block={phone}
        aria-label={t("window.label")}
        value={filters.window}
        onChange={(value) => update({ window: String(value) })}
        options={RANKING_WINDOWS.map((w) => ({ value: w, label: t(phone ? `window.short.${w}` : `window.${w}`) }))}
        data-testid="window-select"
      />
      <Select
        aria-label={t("window.month")}
        placeholder={t("window.monthPlaceholder")}
        value={isPreset ? undefined : filters.window}
        onChange={(value: string) => update({ window: value })}
        options={monthOptions}
        style={{ width: 180 }}
        data-testid="month-select"
      />
      <Select<StoreProfile | "">
        aria-label={t("filters.profile")}
        value={filters.profile ?? ""}
        onChange={(value) => update({ profile: value || undefined })}
        options={[
          { value: "", label: t("filters.allProfiles") },
          ...STORE_PROFILES.map((p) => ({ value: p, label: t("filters.profileOption", { profile: p }) })),
        ]}
        style={{ width: 180 }}
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("filters.counties")}
        placeholder={t("filters.counties")}
        value={filters.counties}
        onChange={(counties: string[]) => update({ counties })}
        options={counties?.map((c) => ({ value: c, label: c }))}
        style={{ width: 220 }}
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("filters.categories")}
        placeholder={t("filters.categories")}
        value={filters.categories}
        onChange={(next: string[]) => update({ categories: next })}
        options={categories.map((c) => ({ value: c, label: format.category(c) }))}
        optionFilterProp="label"
        style={{ width: 240 }}
        data-testid="category-select"
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label={t("filters.priceBands")}
        placeholder={t("filters.priceBands")}
        value={filters.priceBands}
        onChange={(priceBands: number[]) => update({ priceBands: [...priceBands].sort() })}
        options={PRICE_BAND_INDEXES.map((b) => ({ value: b, label: priceBandLabel(b, format) }))}
        style={{ width: 220 }}
      />
      {hasCompany && (
        <label className="fx-switch-label">
          <Switch size="small" checked={filters.ownOnly} onChange={(ownOnly) => update({ ownOnly })} data-testid="own-only" />{" "}
          {t("filters.ownOnly")}
        </label>
      )}
      {narrowed ? (
        <Button
          size="small"
          onClick={() => update({ profile: undefined, counties: [], categories: [], priceBands: [], flags: [], ownOnly: false })}
        >
          {t("filters.reset")}
        </Button>
      ) : null}
    </Space>
  );
}
