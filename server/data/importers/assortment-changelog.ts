import Papa from "papaparse";
import { Type, type Static } from "typebox";
import type { ArticleEventRow } from "../artdisk/events";
import { checkRecord, ImportRefused } from "./refusal";

/** The monopoly-style assortment changelog: `datum, varunummer, namn, typ (ny|borttagen), fran, till`. */
const ChangelogRecord = Type.Object({
  datum: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
  varunummer: Type.String({ pattern: "^\\d{1,12}$" }),
  namn: Type.String(),
  typ: Type.Union([Type.Literal("ny"), Type.Literal("borttagen")]),
  fran: Type.String(),
  till: Type.String(),
});
type ChangelogRecord = Static<typeof ChangelogRecord>;

export interface ChangelogRead {
  rows: number;
  /** The lifecycle events the rows make, once flips and repeats are collapsed. */
  events: ArticleEventRow[];
  /** Pairs of rows that undo each other (left an assortment and came back to it, or the reverse). */
  flips: number;
  /** Rows that put an article into the assortment it was already in. */
  repeats: number;
  /** A removal from one assortment and an entry into another on the same day, stored as one move. */
  moves: number;
}

const text = (value: string) => value.trim() || null;

/**
 * Reads the changelog and turns its rows into events, article by article in date order. The
 * crawl behind such files sees order goods drop out and come back (PROVENANCE: "many Ordervaror
 * rows are crawl noise that flips"): a row that undoes the article's previous kept row for the same
 * assortment removes both, and an entry into the assortment the article is already in is a repeat.
 * So rows = events + 2 × flips + repeats + moves.
 */
export function parseAssortmentChangelog(content: string): ChangelogRead {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ["datum", "varunummer", "typ"].filter((f) => !fields.includes(f));
  if (missing.length) throw new ImportRefused(`Not an assortment changelog: no ${missing.join(", ")} column`, undefined, "NO_HEADER");
  const records = parsed.data.map((value, index) => {
    const record = checkRecord<ChangelogRecord>(ChangelogRecord, { fran: "", till: "", namn: "", ...value }, index + 1);
    const assortment = record.typ === "ny" ? text(record.till) : text(record.fran);
    if (!assortment)
      throw new ImportRefused(`a "${record.typ}" row must name the assortment (${record.typ === "ny" ? "till" : "fran"})`, index + 1);
    return { ...record, assortment, line: index + 1 };
  });
  if (records.length === 0) throw new ImportRefused("The file has no rows", undefined, "NO_ROWS");

  const byArticle = new Map<string, typeof records>();
  for (const record of records) {
    const list = byArticle.get(record.varunummer) ?? [];
    list.push(record);
    byArticle.set(record.varunummer, list);
  }
  const result: ChangelogRead = { rows: records.length, events: [], flips: 0, repeats: 0, moves: 0 };
  for (const rows of byArticle.values()) {
    rows.sort((a, b) => a.datum.localeCompare(b.datum) || a.line - b.line);
    const kept: ArticleEventRow[] = [];
    /** The assortment the article is in after the rows read so far; undefined while the file has not said. */
    let current: string | null | undefined;
    for (const row of rows) {
      const name = text(row.namn);
      const last = kept.at(-1);
      if (row.typ === "ny") {
        if (last?.kind === "delisting" && last.assortmentFrom === row.assortment) {
          kept.pop();
          result.flips++;
          current = row.assortment;
        } else if (current === row.assortment) {
          result.repeats++;
        } else if (last?.kind === "delisting" && last.eventDate === row.datum) {
          kept[kept.length - 1] = { ...last, kind: "assortment_change", assortmentTo: row.assortment, name: name ?? last.name };
          result.moves++;
          current = row.assortment;
        } else {
          const moved = typeof current === "string";
          kept.push(event(row, moved ? "assortment_change" : "launch", moved ? current! : null, row.assortment, name));
          current = row.assortment;
        }
      } else if (last && last.kind !== "delisting" && last.assortmentTo === row.assortment && last.assortmentFrom === null) {
        kept.pop();
        result.flips++;
        current = undefined;
      } else if (current === null && last?.assortmentFrom === row.assortment) {
        result.repeats++;
      } else {
        kept.push(event(row, "delisting", row.assortment, null, name));
        current = null;
      }
    }
    result.events.push(...kept);
  }
  return result;
}

function event(
  row: ChangelogRecord,
  kind: ArticleEventRow["kind"],
  from: string | null,
  to: string | null,
  name: string | null,
): ArticleEventRow {
  return { productNumber: row.varunummer, eventDate: row.datum, kind, assortmentFrom: from, assortmentTo: to, name, source: "changelog" };
}
