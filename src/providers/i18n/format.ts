import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "./index";
import type { Language } from "./languages";
import { categoryName, countryName } from "./market-names";

const LOCALES: Record<Language, string> = { sv: "sv-SE", en: "en-GB" };

export interface Formatters {
  locale: string;
  number(value: number, digits?: number): string;
  /** SEK, without decimals unless asked for. */
  sek(value: number, digits?: number): string;
  percent(value: number, digits?: number): string;
  date(value: string | Date): string;
  /** A calendar month ("dec. 2025"), for points of a monthly series. */
  month(value: string | Date): string;
  /** A series point's label: its date, or its month when the series is monthly. */
  seriesLabel(value: string, granularity: "day" | "month" | undefined): string;
  dateTime(value: string | Date): string;
  /** A country of the market data (stored in Swedish) in the reader's language. */
  country(swedish: string): string;
  /** A category of the monopoly's taxonomy (stored in Swedish) in the reader's language. */
  category(swedish: string): string;
}

export function formatters(language: Language, taxonomy?: Record<string, string>): Formatters {
  const locale = LOCALES[language];
  const numberFormat = (digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return {
    locale,
    number: (value, digits = 0) => numberFormat(digits).format(value),
    sek: (value, digits = 0) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "SEK",
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }).format(value),
    percent: (value, digits = 1) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: digits }).format(value),
    date: (value) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(value)),
    month: (value) => new Intl.DateTimeFormat(locale, { month: "short", year: "numeric" }).format(new Date(value)),
    seriesLabel: (value, granularity) =>
      new Intl.DateTimeFormat(locale, granularity === "month" ? { month: "short", year: "numeric" } : { dateStyle: "medium" }).format(
        new Date(value),
      ),
    dateTime: (value) => new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(value)),
    country: (swedish) => countryName(swedish, locale),
    category: (swedish) => (language === "sv" ? swedish : categoryName(swedish, taxonomy)),
  };
}

/** Numbers, money and dates in the user's language (sv-SE formats in Swedish). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const taxonomy = i18n.getResource(language, "common", "taxonomy") as Record<string, string> | undefined;
  return useMemo(() => formatters(language, taxonomy), [language, taxonomy]);
}
