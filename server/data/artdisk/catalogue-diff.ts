import type { ProductRow } from "../importers/catalogue";
import type { ArticleEventRow } from "./events";

/** What the catalogue held of an article before a new catalogue was written. */
export interface StoredArticle {
  assortmentText: string | null;
  discontinued: boolean;
}

/**
 * The article register's events of a catalogue import: the differences between the file (as of
 * `asOf`) and what was stored. An article new to the catalogue is a launch — on its launch date
 * when the file gives one, else on `asOf` once a catalogue was stored before (a first catalogue
 * says nothing of when undated articles arrived); a changed assortment is a move; an article
 * marked discontinued is a delisting, and one no longer marked is listed again.
 */
export function catalogueEvents(
  rows: readonly ProductRow[],
  stored: ReadonlyMap<string, StoredArticle>,
  asOf: string,
  hadCatalogue: boolean,
): ArticleEventRow[] {
  const events: ArticleEventRow[] = [];
  for (const row of rows) {
    const before = stored.get(row.productNumber);
    const described = {
      productNumber: row.productNumber,
      name: [row.nameBold, row.nameThin].filter(Boolean).join(" "),
      producerName: row.producerName,
      categoryLevel1: row.categoryLevel1,
      categoryLevel2: row.categoryLevel2,
      volumeMl: row.volumeMl,
      price: row.price,
      source: "catalogue" as const,
    };
    if (!before) {
      const day = row.launchDate && row.launchDate <= asOf ? row.launchDate : hadCatalogue ? asOf : null;
      if (day && !row.discontinued)
        events.push({ ...described, eventDate: day, kind: "launch", assortmentFrom: null, assortmentTo: row.assortmentText });
      continue;
    }
    if (!before.discontinued && row.discontinued) {
      events.push({ ...described, eventDate: asOf, kind: "delisting", assortmentFrom: before.assortmentText, assortmentTo: null });
    } else if (before.discontinued && !row.discontinued) {
      events.push({ ...described, eventDate: asOf, kind: "launch", assortmentFrom: null, assortmentTo: row.assortmentText });
    } else if (!row.discontinued && row.assortmentText && before.assortmentText && row.assortmentText !== before.assortmentText) {
      events.push({
        ...described,
        eventDate: asOf,
        kind: "assortment_change",
        assortmentFrom: before.assortmentText,
        assortmentTo: row.assortmentText,
      });
    }
  }
  return events;
}
