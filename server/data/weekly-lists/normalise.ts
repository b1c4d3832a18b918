/**
 * Names as a list writes them and as the catalogue does, brought to one spelling before they are
 * compared: lower case, Swedish and other accents folded (å → a, ö → o, é → e), vintages and
 * volume notations taken out (the volume is compared on its own), punctuation to spaces.
 */

/** Lower case without diacritics; ß and æ/ø spelled out. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o");
}

const VOLUME = /(\d+(?:[.,]\d+)?)\s*(ml|cl|dl|l|liter|litre|lit)\b\.?/i;

/** "70 cl", "700 ml", "0,7 l", "75cl", "1.5 L", or a plain number of millilitres → ml. */
export function parseVolumeMl(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const match = VOLUME.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(",", "."));
  const unit = match[2]!.toLowerCase();
  const factor = unit === "ml" ? 1 : unit === "cl" ? 10 : unit === "dl" ? 100 : 1000;
  const ml = Math.round(amount * factor);
  return ml > 0 ? ml : null;
}

/** The name's words without vintage, volume, punctuation or accents. */
export function normaliseName(text: string): string {
  return foldText(text)
    .replace(new RegExp(VOLUME.source, "gi"), " ")
    .replace(/\b(19[5-9]\d|20[0-4]\d)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A product number as lists write it ("7600-01", " 760001 ", 760001) → digits. */
export function normaliseArticleNumber(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const digits = String(value).replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}
