import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { formatters } from "../../src/providers/i18n/format";
import { sharedData } from "../helpers/shared-data";

const english = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as {
  countries: Record<string, string>;
  taxonomy: Record<string, string>;
};

describe("the market's Swedish names in the reader's language", () => {
  const en = formatters("en", { taxonomy: { "Rött vin": "Red wine", Vin: "Wine" }, countries: english.countries });
  const sv = formatters("sv", { taxonomy: { "Rött vin": "Red wine" }, countries: english.countries });

  it("shows countries in English from the English dictionary, the monopoly's own spellings too", () => {
    expect(en.country("Frankrike")).toBe("France");
    expect(en.country("Nya Zeeland")).toBe("New Zealand");
    expect(en.country("Sverige")).toBe("Sweden");
    expect(en.country("Tjeckien")).toBe("Czechia");
    expect(en.country("Sydafrika")).toBe("South Africa");
    expect(en.country("USA")).toBe("United States");
    expect(en.country("Dominikanska Republiken")).toBe("Dominican Republic");
    expect(en.country("Folkrepubliken Kina")).toBe("China");
    expect(en.country("Okänt ursprung")).toBe("Unknown origin");
    expect(en.country("Italien")).toBe("Italy");
    expect(en.country("Okänt land")).toBe("Okänt land");
    expect(sv.country("Frankrike")).toBe("Frankrike");
  });

  it("shows categories from the English taxonomy, keeping what it does not know", () => {
    expect(en.category("Rött vin")).toBe("Red wine");
    expect(en.category("Vin")).toBe("Wine");
    expect(en.category("Hefeweizen")).toBe("Hefeweizen");
    expect(sv.category("Rött vin")).toBe("Rött vin");
  });

  it("has an English name for every category the app shows (levels 1 and 2) in the monopoly's catalogue", () => {
    // The catalogue the demo data and the importer read (../shared/data/PROVENANCE.md).
    const catalogue = JSON.parse(
      gunzipSync(readFileSync(sharedData("systembolaget-products-2022-01-instore-union.json.gz"))).toString(),
    ) as {
      categoryLevel1?: string | null;
      categoryLevel2?: string | null;
    }[];
    const names = new Set(catalogue.flatMap((p) => [p.categoryLevel1, p.categoryLevel2]).filter((name): name is string => Boolean(name)));
    const inEnglish = formatters("en", { taxonomy: english.taxonomy });
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((name) => !(name.trim() in english.taxonomy))).toEqual([]);
    expect(inEnglish.category("Mellanmörk & Mörk lager")).toBe("Amber & dark lager");
    expect(inEnglish.category("Vitt ")).toBe("White wine");
  });
});
