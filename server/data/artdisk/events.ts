import { sql } from "drizzle-orm";
import type { Orm } from "../../db/client";

/** One lifecycle event of the article register, as the importers and the demo write it. */
export interface ArticleEventRow {
  productNumber: string;
  eventDate: string;
  kind: "launch" | "assortment_change" | "delisting";
  assortmentFrom: string | null;
  assortmentTo: string | null;
  /** What the source says of the article at the event; the catalogue fills what it lacks. */
  name: string | null;
  producerName?: string | null;
  categoryLevel1?: string | null;
  categoryLevel2?: string | null;
  volumeMl?: number | null;
  price?: number | null;
  source: "catalogue" | "changelog" | "demo";
}

const BATCH = 5_000;

/**
 * Stores events in batches (one JSON document each); an event already stored (the same article,
 * day, kind and assortments) is left as it is, so importing a file again adds nothing. The catalogue's
 * description of an article wins over the source's (the name stays as the source gave it).
 * Returns how many were new.
 */
export async function insertArticleEvents(executor: Pick<Orm, "execute">, events: readonly ArticleEventRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH).map((e) => ({
      product_number: e.productNumber,
      event_date: e.eventDate,
      kind: e.kind,
      assortment_from: e.assortmentFrom,
      assortment_to: e.assortmentTo,
      name: e.name,
      producer_name: e.producerName ?? null,
      category_level1: e.categoryLevel1 ?? null,
      category_level2: e.categoryLevel2 ?? null,
      volume_ml: e.volumeMl ?? null,
      price: e.price ?? null,
      source: e.source,
    }));
    const result = (await executor.execute(sql`
      insert into article_events
        (product_number, event_date, kind, assortment_from, assortment_to, name, producer_name,
         category_level1, category_level2, volume_ml, price, source)
      select e.product_number, e.event_date, e.kind, e.assortment_from, e.assortment_to,
             coalesce(e.name, p.name_bold || coalesce(' ' || p.name_thin, '')),
             coalesce(p.producer_name, e.producer_name), coalesce(p.category_level1, e.category_level1),
             coalesce(p.category_level2, e.category_level2), coalesce(p.volume_ml, e.volume_ml), coalesce(e.price, p.price), e.source
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as e(
        product_number text, event_date date, kind text, assortment_from text, assortment_to text, name text,
        producer_name text, category_level1 text, category_level2 text, volume_ml integer, price numeric, source text)
      left join products p on p.product_number = e.product_number
      on conflict do nothing
      returning 1`)) as unknown as { rows?: unknown[] } | unknown[];
    inserted += (Array.isArray(result) ? result : (result.rows ?? [])).length;
  }
  return inserted;
}
