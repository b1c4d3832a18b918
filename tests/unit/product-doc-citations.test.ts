import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Code and tests cite the product's requirements as `docs/PRODUCT.md §N Title`, never a document
 * outside the repository (docs/PRODUCT.md says so at its top). This test reads every text file
 * under the directories below and refuses a citation of the outside specification, a cited section
 * number that is no `## §N` heading of docs/PRODUCT.md, and a cited title (the capitalised word
 * after the number) that starts neither that heading's title nor one of its `###` headings.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "server", "contracts", "tests", "examples", "scripts"];
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|sql|html)$/;
const SELF = path.relative(root, import.meta.filename);
// Written in two parts so that this file does not cite it.
const OUTSIDE_DOCUMENT = new RegExp(`\\b${"SPECIFI"}${"CATION"}\\b`);
const DOC = "docs/PRODUCT.md";
const CITATION = new RegExp(`${DOC.replace(/[./]/g, "\\$&")} §(\\d+)(?: ([A-Z][A-Za-z-]*))?`, "g");

interface Source {
  file: string;
  text: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(relative);
    return TEXT.test(entry.name) && relative !== SELF ? [relative] : [];
  });
}

const sources: Source[] = SCANNED.flatMap(filesUnder).map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

/** Each `## §N` section of the document: its title and the titles of its `###` headings, lower case. */
function sectionsOf(document: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of document.split("\n")) {
    const section = /^## §(\d+) (.+)$/.exec(line);
    if (section) {
      current = [section[2]!.toLowerCase()];
      sections.set(section[1]!, current);
    } else if (line.startsWith("## ")) current = undefined;
    else if (current && line.startsWith("### ")) current.push(line.slice(4).toLowerCase());
  }
  return sections;
}

/** Every line that cites the outside document or a section or title docs/PRODUCT.md lacks. */
function badCitations(files: Source[], document: string): string[] {
  const sections = sectionsOf(document);
  const found: string[] = [];
  for (const { file, text } of files)
    text.split("\n").forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (OUTSIDE_DOCUMENT.test(line)) found.push(`${where}: cites the specification outside the repository; cite ${DOC}`);
      for (const [, number, title] of line.matchAll(CITATION)) {
        const titles = sections.get(number!);
        if (!titles) found.push(`${where}: ${DOC} has no §${number}`);
        else if (title && !titles.some((heading) => heading.startsWith(title.toLowerCase())))
          found.push(`${where}: ${DOC} §${number} has no heading "${title}…" (it has: ${titles.join("; ")})`);
      }
    });
  return found;
}

const productDoc = readFileSync(path.join(root, DOC), "utf8");

describe(`citations of ${DOC}`, () => {
  it("every file cites the product's requirements from docs/PRODUCT.md, and only sections it has", () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sectionsOf(productDoc).size).toBeGreaterThan(10);
    expect(badCitations(sources, productDoc)).toEqual([]);
  });

  it("the rule finds the outside document, a missing section and a missing heading, and passes a good citation", () => {
    const planted = [
      `// ${"SPECIFI"}${"CATION"} §7: pages of 1 000.`,
      `/** (${DOC} §99 Uploads) */`,
      `/** (${DOC} §7 Invoices) */`,
      `/** (${DOC} §7 Uploads), (${DOC} §9: cache times) */`,
    ].join("\n");
    const document = "# Doc\n\n## §7 API\n\n### Uploads\n\n## §9 Caching and limits\n";
    expect(badCitations([{ file: "planted.ts", text: planted }], document)).toEqual([
      `planted.ts:1: cites the specification outside the repository; cite ${DOC}`,
      `planted.ts:2: ${DOC} has no §99`,
      `planted.ts:3: ${DOC} §7 has no heading "Invoices…" (it has: api; uploads)`,
    ]);
  });
});
