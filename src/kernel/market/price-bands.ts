import { PRICE_BAND_LIMITS as LIMITS } from "../../../contracts";
import type { Formatters } from "../../providers/i18n/format";

/** The price bands' indexes (the rankings' `priceBand`, `priceBands`). */
export const PRICE_BAND_INDEXES = LIMITS.map((_, i) => i);

/** A price band in words: "< 100 kr/l", "100–200 kr/l", "≥ 1 000 kr/l" (in English "SEK/l"; numbers in the reader's format). */
export function priceBandLabel(band: number, format: Formatters): string {
  const from = LIMITS[band];
  const to = LIMITS[band + 1];
  if (from === undefined) return "–";
  const unit = format.litrePriceUnit;
  if (band === 0 && to !== undefined) return `< ${format.number(to)} ${unit}`;
  if (to === undefined) return `≥ ${format.number(from)} ${unit}`;
  return `${format.number(from)}–${format.number(to)} ${unit}`;
}

/** A segment in words, from its parts or its id ("Rött vin~1"): its category in the reader's language and its price band. */
export function segmentLabel(segment: string | { category: string; band: number }, format: Formatters): string {
  const { category, band } =
    typeof segment === "string"
      ? { category: segment.slice(0, segment.lastIndexOf("~")), band: Number(segment.slice(segment.lastIndexOf("~") + 1)) }
      : segment;
  return `${format.category(category)}, ${priceBandLabel(band, format)}`;
}
