import { Button, DatePicker, Input, Select, Space, Switch } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { ARTICLE_EVENT_KINDS, ARTICLE_STATUSES, type ArticleEventKind } from "../../../contracts";
import { useFormat, useTranslation } from "../../kernel";
import type { FilterValues } from "./api";
import { isNarrowed, monthsBetween, type ArticleStatus, type ArtdiskView } from "./artdisk-filters";

interface Props {
  view: ArtdiskView;
  update: (changes: Partial<ArtdiskView>) => void;
  values: FilterValues | undefined;
  /** Whether the reader has a company whose articles "only ours" would show. */
  hasCompany: boolean;
}

const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

/** Search, event type, month or dates, category, assortment, producer, status and "only ours": all in the URL. */
export function ArtdiskFilterBar({ view, update, values, hasCompany }: Props) {
  const { t } = useTranslation("artdisk");
  const format = useFormat();
  const [text, setText] = useState(view.search ?? "");
  useEffect(() => setText(view.search ?? ""), [view.search]);

  const counted = (label: string, count: number) => t("filters.withCount", { label, count: format.number(count) });
  const withChosen = (options: { value: string; label: string }[], chosen: string | undefined) =>
    chosen && !options.some((o) => o.value === chosen) ? [{ value: chosen, label: chosen }, ...options] : options;
  const range = values?.range;
  const months = range?.first && range.last ? monthsBetween(range.first, range.last) : [];
  const eventCounts = new Map(values?.eventTypes.map((e) => [e.value, e.count]));

  return (
    <Space wrap align="center" className="fx-filters fx-ranking-filters" data-testid="artdisk-filters" aria-label={t("filters.label")}>
      <Input.Search
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => update({ search: value.trim() || undefined })}
        placeholder={t("filters.search")}
        aria-label={t("filters.search")}
        style={{ width: 320 }}
      />
      <Select<ArticleEventKind | "">
        aria-label={t("filters.eventType")}
        value={view.eventType ?? ""}
        onChange={(value) => update({ eventType: value || undefined })}
        options={[
          { value: "", label: t("filters.allEventTypes") },
          ...ARTICLE_EVENT_KINDS.map((kind) => ({
            value: kind,
            label: eventCounts.has(kind) ? counted(t(`kinds.${kind}`), eventCounts.get(kind)!) : t(`kinds.${kind}`),
          })),
        ]}
        style={{ width: 250 }}
        data-testid="filter-type"
      />
      <Select<string>
        aria-label={t("filters.month")}
        showSearch
        optionFilterProp="label"
        value={view.month ?? ""}
        onChange={(value) => update({ month: value || undefined, from: undefined, to: undefined })}
        options={[
          { value: "", label: t("filters.allMonths") },
          ...withChosen(
            months.map((m) => ({ value: m, label: monthLabel(m, format.locale) })),
            view.month,
          ),
        ]}
        style={{ width: 180 }}
        data-testid="filter-month"
      />
      <DatePicker.RangePicker
        aria-label={t("filters.range")}
        placeholder={[t("filters.rangeStart"), t("filters.rangeEnd")]}
        allowEmpty={[true, true]}
        value={[view.from ? dayjs(view.from) : null, view.to ? dayjs(view.to) : null]}
        onChange={(dates) =>
          update({
            month: undefined,
            from: dates?.[0]?.format("YYYY-MM-DD") ?? undefined,
            to: dates?.[1]?.format("YYYY-MM-DD") ?? undefined,
          })
        }
        minDate={range?.first ? dayjs(range.first) : undefined}
        maxDate={range?.last ? dayjs(range.last) : undefined}
        style={{ width: 260 }}
        data-testid="filter-range"
      />
      <Select<string>
        aria-label={t("filters.category")}
        showSearch
        optionFilterProp="label"
        value={view.category ?? ""}
        onChange={(value) => update({ category: value || undefined })}
        options={[
          { value: "", label: t("filters.allCategories") },
          ...withChosen(
            (values?.categories ?? []).map((c) => ({ value: c.value, label: counted(format.category(c.value), c.count) })),
            view.category,
          ),
        ]}
        style={{ width: 200 }}
        data-testid="filter-category"
      />
      <Select<string>
        aria-label={t("filters.assortment")}
        value={view.assortment ?? ""}
        onChange={(value) => update({ assortment: value || undefined })}
        options={[
          { value: "", label: t("filters.allAssortments") },
          ...withChosen(
            (values?.assortments ?? []).map((a) => ({ value: a.value, label: counted(format.assortment(a.value), a.count) })),
            view.assortment,
          ),
        ]}
        style={{ width: 230 }}
        data-testid="filter-assortment"
      />
      <Select<string>
        aria-label={t("filters.producer")}
        showSearch
        optionFilterProp="label"
        value={view.producer ?? ""}
        onChange={(value) => update({ producer: value || undefined })}
        options={[
          { value: "", label: t("filters.allProducers") },
          ...withChosen(
            (values?.producers ?? []).map((p) => ({ value: p.value, label: counted(p.value, p.count) })),
            view.producer,
          ),
        ]}
        popupMatchSelectWidth={false}
        style={{ width: 220 }}
        data-testid="filter-producer"
      />
      <Select<ArticleStatus | "">
        aria-label={t("filters.status")}
        value={view.status ?? ""}
        onChange={(value) => update({ status: value || undefined })}
        options={[
          { value: "", label: t("filters.allStatuses") },
          ...ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ]}
        style={{ width: 160 }}
        data-testid="filter-status"
      />
      {hasCompany && (
        <label className="fx-switch-label">
          <Switch size="small" checked={view.own} onChange={(own) => update({ own })} data-testid="filter-own" /> {t("filters.own")}
        </label>
      )}
      {isNarrowed(view) && (
        <Button
          size="small"
          onClick={() =>
            update({
              search: undefined,
              category: undefined,
              assortment: undefined,
              eventType: undefined,
              month: undefined,
              from: undefined,
              to: undefined,
              producer: undefined,
              status: undefined,
              own: false,
            })
          }
        >
          {t("filters.reset")}
        </Button>
      )}
    </Space>
  );
}
