import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../public/locales/en/common.json";
import sv from "../../public/locales/sv/common.json";

/** Every name a page gives its data for the debug panel (`usePageData("…", …)`), read from the source. */
function sectionNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, "utf8").matchAll(/usePageData\(\s*"([^"]+)"/g)) names.add(match[1]!);
      }
    }
  };
  walk(path.join(__dirname, "../../src"));
  return [...names].sort();
}

describe("the debug panel's data tab", () => {
  it("names every page's data in the interface's language: Swedish translated, English as the specification names it", () => {
    const names = sectionNames();
    expect(names.length).toBeGreaterThan(20);
    for (const sections of [sv.debug.sections, en.debug.sections] as Record<string, string>[]) {
      expect(names.filter((name) => !sections[name])).toEqual([]);
    }
    expect((sv.debug.sections as Record<string, string>)["product info"]).toBe("Produktinformation");
    // English shows the specification's own section names, word for word.
    for (const [name, label] of Object.entries(en.debug.sections as Record<string, string>)) expect(label).toBe(name);
  });
});
