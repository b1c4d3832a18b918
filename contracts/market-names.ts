/**
 * The market's own names are the monopoly's Swedish ones (categories "Rött vin", countries
 * "Frankrike"). In English they are shown in English, from the English locale's dictionaries
 * (public/locales/en/common.json): "taxonomy" for categories, "assortments" for assortments,
 * "countries" for countries (CLDR's English names, and the monopoly's own spellings and origin
 * labels). A name the dictionary does not hold is shown as the data has it. The monopoly's files
 * carry some names with stray spaces ("Vitt "): they are looked up trimmed. Shared by the app's
 * formatters and the server's English files.
 */
export function marketName(swedish: string, dictionary: Record<string, string> | undefined): string {
  return dictionary?.[swedish] ?? dictionary?.[swedish.trim()] ?? swedish;
}
