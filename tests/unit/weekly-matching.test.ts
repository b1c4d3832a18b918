import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  MAX_LIST_ROWS,
  parseCsv,
  parseWeeklyList,
  weeklyListCsv,
  weeklyListXlsx,
  type WeeklyListRow,
} from "../../server/data/weekly-lists/format";
import { createMatcher, type CatalogueArticle } from "../../server/data/weekly-lists/match";
import { normaliseName, parseVolumeMl } from "../../server/data/weekly-lists/normalise";
import { sharedData } from "../helpers/shared-data";

/** The monopoly's real wine catalogue (10,300 articles) as the catalogue the rows are matched against. */
function realCatalogue(): CatalogueArticle[] {
  const text = readFileSync(sharedData("systembolaget-wines-national-catalogue-2026-08-22.csv"), "utf8").replace(/^\uFEFF/, "");
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return data.map((row, index) => ({
    id: index + 1,
    productNumber: row.Varunummer!,
    name: row.Namn!,
    producer: row.Producent || null,
    volumeMl: parseVolumeMl(row.Volym),
  }));
}

/** A seeded generator, so the perturbed list is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One typo in the longest word: a letter dropped, doubled or two swapped. */
function typo(name: string, next: () => number): string {
  const words = name.split(" ");
  const index = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const word = words[index]!;
  if (word.length < 5) return name;
  const at = 1 + Math.floor(next() * (word.length - 3));
  const kind = Math.floor(next() * 3);
  words[index] =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word[at] + word.slice(at)
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(" ");
}

const volumeText = (ml: number | null, style: number) =>
  ml === null ? null : style === 0 ? `${ml} ml` : style === 1 ? `${ml / 10} cl` : `${String(ml / 1000).replace(".", ",")} l`;

describe("matching a weekly list to the catalogue", () => {
  const catalogue = realCatalogue();
  // An article is identifiable by name only when no other has the same name (the producer's words
  // aside: lists write them in the name or not) and volume.
  const identity = (a: CatalogueArticle) => {
    const producer = new Set(normaliseName(a.producer ?? "").split(" "));
    const name = normaliseName(a.name)
      .split(" ")
      .filter((word) => !producer.has(word));
    return `${name.join(" ")}|${a.volumeMl}`;
  };
  const counts = new Map<string, number>();
  for (const article of catalogue) counts.set(identity(article), (counts.get(identity(article)) ?? 0) + 1);
  const next = random(46);
  const pick = (n: number, from: CatalogueArticle[]) => Array.from({ length: n }, () => from[Math.floor(next() * from.length)]!);
  const distinct = catalogue.filter((a) => counts.get(identity(a)) === 1 && a.name.length > 6);
  const inList = [...new Set(pick(300, distinct))];
  const absent = new Set(
    pick(
      60,
      distinct.filter((a) => !inList.includes(a)),
    ),
  );
  const known = catalogue.filter((a) => !absent.has(a));
  const matcher = createMatcher(known);

  /** Rows as a supplier's list might write them: no article number, a typo, the producer missing or in the name, another volume notation, a vintage. */
  const perturb = (article: CatalogueArticle, i: number) => ({
    articleNumber: null,
    name:
      (i % 4 === 0 ? typo(article.name, next) : i % 4 === 1 ? `${article.name} ${2015 + (i % 9)}` : article.name) +
      (i % 5 === 2 ? ` ${volumeText(article.volumeMl, i % 3)}` : ""),
    producer: i % 3 === 0 ? null : i % 7 === 1 ? `${article.producer}`.toUpperCase() : article.producer,
    volumeMl: i % 5 === 2 ? null : parseVolumeMl(volumeText(article.volumeMl, i % 3)),
  });

  it("finds at least 95 % of the perturbed rows and matches them to the right article", () => {
    const results = inList.map((article, i) => ({ article, result: matcher.match(perturb(article, i)) }));
    const matched = results.filter(({ result }) => result.status === "matched");
    const right = matched.filter(({ article, result }) => result.productId === article.id);
    const recall = right.length / inList.length;
    const precision = right.length / matched.length;
    console.info(
      `weekly matching on ${inList.length} perturbed rows of the real catalogue (${known.length} articles): recall ${(recall * 100).toFixed(1)} %, precision ${(precision * 100).toFixed(1)} %, ambiguous ${results.filter(({ result }) => result.status === "ambiguous").length}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBe(1);
  });

  it("matches no row to an article when the article is not in the catalogue", () => {
    const wrong = [...absent]
      .map((article, i) => ({ row: perturb(article, i), result: matcher.match(perturb(article, i)) }))
      .filter(({ result }) => result.status === "matched")
      .map(({ row, result }) => {
        const hit = known.find((a) => a.id === result.productId)!;
        return `${row.name} | ${row.producer} | ${row.volumeMl} → ${hit.name} | ${hit.producer} | ${hit.volumeMl} (${result.score})`;
      });
    expect(wrong).toEqual([]);
  });

  it("an article number matches exactly, whatever the name says", () => {
    const [article] = inList;
    expect(
      matcher.match({ articleNumber: article!.productNumber, name: "något helt annat", producer: null, volumeMl: null }),
    ).toMatchObject({
      status: "matched",
      productId: article!.id,
      score: 1,
    });
  });
});

describe("the weekly list file", () => {
  const rows: WeeklyListRow[] = [
    {
      position: 1,
      articleNumber: "7600",
      name: "Absolut Vodka",
      producer: "The Absolut Company",
      volumeMl: 700,
      category: "Sprit",
      county: null,
      units: 12840,
      litres: 8988,
    },
    {
      position: 2,
      articleNumber: null,
      name: "Château d'Yquem 2015",
      producer: "Château d'Yquem",
      volumeMl: 375,
      category: "Vitt vin",
      county: "Skåne län",
      units: 3,
      litres: 1.125,
    },
  ];

  it("an exported list imports again to the same rows, as CSV and as XLSX", async () => {
    expect(parseCsv(Buffer.from(weeklyListCsv(rows), "utf8")).rows).toEqual(rows);
    expect((await parseWeeklyList(await weeklyListXlsx(rows, "Vecka 46"), "xlsx")).rows).toEqual(rows);
  });

  it("reads Swedish Excel's CSV in Windows-1252, a title above the header, and says which rows it skipped", () => {
    const latin1 = Buffer.from(
      "Topplista vecka 46\r\nPlacering;Namn;Producent;Volym;Antal\r\n1;Åbro Orginal;Åbro Bryggeri;50 cl;1 234\r\n2;;;;\r\n3;Pripps Blå;;;abc\r\n",
      "latin1",
    );
    const parsed = parseCsv(latin1);
    expect(parsed.rows).toEqual([
      {
        position: 1,
        articleNumber: null,
        name: "Åbro Orginal",
        producer: "Åbro Bryggeri",
        volumeMl: 500,
        category: null,
        county: null,
        units: 1234,
        litres: null,
      },
    ]);
    expect(parsed.skipped).toEqual([
      { line: 4, reason: "neither a name nor an article number" },
      { line: 5, reason: "units is not a number" },
    ]);
  });

  it("reads Excel's Unicode text (UTF-16 with or without its mark) as it reads UTF-8, and refuses bytes no encoding reads", () => {
    const text = "Placering;Namn;Producent;Antal\r\n1;Åbro Orginal;Åbro Bryggeri;1234\r\n";
    const names = (bytes: Buffer) => parseCsv(bytes).rows.map((row) => [row.name, row.producer, row.units]);
    const expected = [["Åbro Orginal", "Åbro Bryggeri", 1234]];
    expect(names(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]))).toEqual(expected);
    expect(names(Buffer.from(text, "utf16le"))).toEqual(expected);
    expect(names(Buffer.from(text, "utf16le").swap16())).toEqual(expected);
    // "€ – ’" as Windows-1252 writes them (0x80, 0x96, 0x92): read as those letters, not Latin-1's control characters.
    expect(
      names(Buffer.from([...Buffer.from("Placering;Namn\r\n1;Vin "), 0x80, 0x20, 0x96, 0x20, 0x92, 0x61, 0x92, ...Buffer.from("\r\n")])),
    ).toEqual([["Vin € – ’a’", null, null]]);
    const unreadable = Buffer.concat([Buffer.from("Placering;Namn\r\n1;Vin\r\n2;V", "latin1"), Buffer.from([0x81]), Buffer.from("n\r\n")]);
    expect(() => parseCsv(unreadable)).toThrow("Line 3 holds bytes that are not text in windows-1252");
    // A UTF-8 file with one line from elsewhere stays UTF-8 and is refused at that line, never read as "Ã¥".
    const mixed = Buffer.concat([Buffer.from("Placering;Namn\r\n1;Åbro\r\n", "utf8"), Buffer.from("2;Blå\r\n", "latin1")]);
    expect(() => parseCsv(mixed)).toThrow("Line 3 holds bytes that are not text in utf-8");
  });

  it("refuses a file without a name or article number column", () => {
    expect(() => parseCsv(Buffer.from("a;b;c\n1;2;3\n"))).toThrow(/No header row with a name or an article number column/);
  });
});

describe("a file too long to be a weekly list", () => {
  it("is refused with the reason, before any row is matched", () => {
    const lines = ["Placering;Namn", ...Array.from({ length: MAX_LIST_ROWS + 1 }, (_, i) => `${i + 1};Vin ${i}`)];
    expect(() => parseCsv(Buffer.from(lines.join("\n")))).toThrow(
      `The list has ${MAX_LIST_ROWS + 1} rows; a weekly list holds at most ${MAX_LIST_ROWS}`,
    );
  });
});
