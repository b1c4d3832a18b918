import { readFileSync } from "node:fs";

type Language = "sv" | "en";
type Kind = "taxonomy" | "countries" | "assortments";

/**
 * The market's names are the monopoly's Swedish ones. A file for an English reader names
 * categories, countries and assortments in English, from the same dictionaries the app shows them
 * with (public/locales/en/common.json); a name they do not hold stays as the data has it.
 */
let english: Record<Kind, Record<string, string>> | undefined;

function dictionaries(): Record<Kind, Record<string, string>> {
  if (!english) {
    const common = JSON.parse(readFileSync(new URL("../../public/locales/en/common.json", import.meta.url), "utf8")) as Partial<
      Record<Kind, Record<string, string>>
    >;
    english = { taxonomy: common.taxonomy ?? {}, countries: common.countries ?? {}, assortments: common.assortments ?? {} };
  }
  return english;
}

/** `name` (Swedish, from the data) in `language`; looked up trimmed, as the app does. */
export function marketNameIn(language: Language, kind: Kind, name: string | null): string | null {
  if (name === null || language === "sv") return name;
  const dictionary = dictionaries()[kind];
  return dictionary[name] ?? dictionary[name.trim()] ?? name;
}
