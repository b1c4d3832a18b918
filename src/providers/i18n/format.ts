import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "./index";
import type { Language } from "./languages";
import { marketName } from "../../../contracts/market-names";

const LOCALES: Record<Language, string> = { sv: "sv-SE", en: "en-GB" };

export interface Formatters {
  locale: string;
  number(value: number, digits?: number): string;
  /** SEK, without decimals unless asked for. */
  sek(value: number, digits?: number): string;
  /** The unit of a price per litre after a number or range: "kr/l" in Swedish, "SEK/l" in English (as `sek` writes "SEK"). */
  litrePriceUnit: string;
  percent(value: number, digits?: number): string;
  date(value: string | Date): string;
  /** A day of the week, short ("lör", "Sat"). */
  weekday(value: string | Date): string;
  /** A calendar month ("dec. 2025"), for points of a monthly series. */
  month(value: string | Date): string;
  /** A series point's label: its date, or its month when the series is monthly. */
  seriesLabel(value: string, granularity: "day" | "month" | undefined): string;
  dateTime(value: string | Date): string;
  /**
   * A time of the market — a stock observation, a collection round, its schedule — in Stockholm
   * time, as the monopoly's stores and Fenix's schedules keep it, wherever the reader is.
   */
  marketTime(value: string | Date): string;
  /** A date and time for a file a spreadsheet reads ("2026-11-26 18:00", the reader's time zone), whatever the language. */
  exportDateTime(value: string | Date): string;
  /** An alcohol content in per cent ("14,5 %", "14.5%"). */
  alcohol(percent: number): string;
  /** A country of the market data (stored in Swedish) in the reader's language. */
  country(swedish: string): string;
  /** A category of the monopoly's taxonomy (stored in Swedish) in the reader's language. */
  category(swedish: string): string;
  /** One of the monopoly's assortments ("Fast sortiment") in the reader's language. */
  assortment(swedish: string): string;
}

// Making an Intl formatter costs far more than using one (a table or a chart's axis formats
// hundreds of values): each is made once per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The English locale's dictionaries of the market's Swedish names (common.json). */
export interface MarketDictionaries {
  taxonomy?: Record<string, string>;
  countries?: Record<string, string>;
  assortments?: Record<string, string>;
}

export function formatters(language: Language, dictionaries: MarketDictionaries = {}): Formatters {
  const locale = LOCALES[language];
  const monthly: Intl.DateTimeFormatOptions = { month: "short", year: "numeric" };
  const daily: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
  return {
    locale,
    number: (value, digits = 0) => numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value),
    sek: (value, digits = 0) =>
      numberFormat(locale, {
        style: "currency",
        currency: "SEK",
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }).format(value),
    litrePriceUnit: language === "sv" ? "kr/l" : "SEK/l",
    percent: (value, digits = 1) => numberFormat(locale, { style: "percent", maximumFractionDigits: digits }).format(value),
    date: (value) => dateFormat(locale, daily).format(new Date(value)),
    weekday: (value) => dateFormat(locale, { weekday: "short" }).format(new Date(value)),
    month: (value) => dateFormat(locale, monthly).format(new Date(value)),
    seriesLabel: (value, granularity) => dateFormat(locale, granularity === "month" ? monthly : daily).format(new Date(value)),
    dateTime: (value) => dateFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value)),
    marketTime: (value) =>
      dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Stockholm" }).format(new Date(value)),
    exportDateTime: (value) => dateFormat("sv-SE", { dateStyle: "short", timeStyle: "short" }).format(new Date(value)),
    alcohol: (percent) => numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100),
    country: (swedish) => (language === "sv" ? swedish : marketName(swedish, dictionaries.countries)),
    category: (swedish) => (language === "sv" ? swedish : marketName(swedish, dictionaries.taxonomy)),
    assortment: (swedish) => (language === "sv" ? swedish : marketName(swedish, dictionaries.assortments)),
  };
}

/**
 * Makes the formats nearly every page uses, when the browser has nothing else to do. The first
 * Intl.NumberFormat of a page loads the locale's data (20–30 ms on a desktop, four times that on a
 * phone): made while the page waits for its figures, that time is not added to the render that shows them.
 * Returns the cancel.
 */
export function prepareFormatsWhenIdle(language: Language): () => void {
  const prepare = () => {
    const format = formatters(language);
    format.number(0);
    format.sek(0);
    format.percent(0);
    format.date(new Date(0));
  };
  if (typeof requestIdleCallback === "function") {
    const idle = requestIdleCallback(prepare, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(prepare, 200);
  return () => clearTimeout(timer);
}

/** Numbers, money and dates in the user's language (sv-SE formats in Swedish). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const taxonomy = i18n.getResource(language, "common", "taxonomy") as Record<string, string> | undefined;
  const countries = i18n.getResource(language, "common", "countries") as Record<string, string> | undefined;
  const assortments = i18n.getResource(language, "common", "assortments") as Record<string, string> | undefined;
  return useMemo(() => formatters(language, { taxonomy, countries, assortments }), [language, taxonomy, countries, assortments]);
}
