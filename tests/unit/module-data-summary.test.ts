import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";

// Billing → module data: what Fenix read from a file, in the words ModuleDataUpload puts together.
const company = (language: string) => JSON.parse(readFileSync(`src/plugins/company/locales/${language}.json`, "utf8")) as object;
const i18n = i18next.createInstance();
await i18n.init({
  lng: "sv",
  resources: { sv: { company: company("sv") }, en: { company: company("en") } },
  defaultNS: "company",
  interpolation: { escapeValue: false },
});

function summary(language: string, rows: number, columns: number) {
  const t = i18n.getFixedT(language);
  return t("dataUpload.summary", { rows: t("dataUpload.summaryRows", { count: rows, rows: String(rows) }), count: columns, columns: "A" });
}

describe("a module-data file's summary", () => {
  it("counts rows and columns each in its own number, in Swedish and English", () => {
    expect(summary("sv", 1, 3)).toBe("1 rad, 3 kolumner: A");
    expect(summary("sv", 3, 1)).toBe("3 rader, 1 kolumn: A");
    expect(summary("en", 1, 3)).toBe("1 row, 3 columns: A");
    expect(summary("en", 3, 1)).toBe("3 rows, 1 column: A");
  });
});
