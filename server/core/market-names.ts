import { readFileSync } from "node:fs";
import path from "node:path";
import { marketName } from "../../contracts/market-names";
import { projectRoot } from "../project-root";

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
    const common = JSON.parse(readFileSync(path.join(projectRoot, "public/locales/en/common.json"), "utf8")) as Partial<
      Record<Kind, Record<string, string>>
    >;
    english = { taxonomy: common.taxonomy ?? {}, countries: common.countries ?? {}, assortments: common.assortments ?? {} };
  }
  return english;
}

/** `name` (Swedish, from the data) in `language`, as the app shows it. */
export function marketNameIn(language: Language, kind: Kind, name: string | null): string | null {
  return name === null || language === "sv" ? name : marketName(name, dictionaries()[kind]);
}
