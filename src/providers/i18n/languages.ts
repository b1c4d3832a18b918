export const LANGUAGES = ["sv", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "sv";
/** Browser storage key holding the language the user chose explicitly. */
export const LANGUAGE_STORAGE_KEY = "fenix-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** "en-GB" → "en"; anything unsupported → undefined. */
export function toLanguage(tag: string | undefined | null): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
