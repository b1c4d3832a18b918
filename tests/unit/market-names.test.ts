import { describe, expect, it } from "vitest";
import { formatters } from "../../src/providers/i18n/format";

describe("the market's Swedish names in the reader's language", () => {
  const en = formatters("en", { "Rött vin": "Red wine", Vin: "Wine" });
  const sv = formatters("sv", { "Rött vin": "Red wine" });

  it("shows countries in English through their region code", () => {
    expect(en.country("Frankrike")).toBe("France");
    expect(en.country("Nya Zeeland")).toBe("New Zealand");
    expect(en.country("Sverige")).toBe("Sweden");
    expect(en.country("Tjeckien")).toBe("Czechia");
    expect(en.country("Sydafrika")).toBe("South Africa");
    expect(en.country("Okänt land")).toBe("Okänt land");
    expect(sv.country("Frankrike")).toBe("Frankrike");
  });

  it("shows categories from the English taxonomy, keeping what it does not know", () => {
    expect(en.category("Rött vin")).toBe("Red wine");
    expect(en.category("Vin")).toBe("Wine");
    expect(en.category("Hefeweizen")).toBe("Hefeweizen");
    expect(sv.category("Rött vin")).toBe("Rött vin");
  });
});
