/**
 * The demo's article register: every demo product's launch, the moves of the last 24 months, and
 * the monopoly's real wine assortment changelog when its file is beside the project — imported as
 * `npm run import -- assortment-changelog` would, its articles described from the same crawl's
 * wine catalogue.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { Random } from "../generator/random";
import { readText } from "../importers/read-file";
import { parseAssortmentChangelog } from "../importers/assortment-changelog";
import { insertArticleEvents, type ArticleEventRow } from "./events";
import { readWineCatalogueDescriptions } from "./wine-catalogue";

export const CHANGELOG_FILE = "systembolaget-wines-assortment-changelog-2026-08.csv";
const WINE_CATALOGUE_FILE = "systembolaget-wines-national-catalogue-2026-08-22.csv";
/** The day the same crawl took the wine catalogue. */
const WINE_CATALOGUE_DAY = "2026-08-22";

/** Share of the fixed range that came in through the temporary range within the 24 months. */
const PROMOTED_SHARE = 0.15;

interface DemoProduct {
  product_number: string;
  assortment_text: string | null;
  launch_date: string | null;
}

const monthStart = (day: string, monthsBack: number) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
};

/**
 * Every product's launch and, for some of the fixed range, its move there from the temporary
 * range within the 24 months. The demo sells each product over all 24 months, so a product without
 * a launch date is given one before them (the first of a month, as the monopoly launches; the
 * temporary range within the year before the first month of sales, the rest since 2008).
 */
export function demoProductEvents(products: readonly DemoProduct[], endDate: string, seed: number): ArticleEventRow[] {
  const random = new Random(seed);
  const months = Array.from({ length: 23 }, (_, i) => monthStart(endDate, 22 - i));
  const firstMonth = months[0]!;
  const events: ArticleEventRow[] = [];
  for (const p of products) {
    const recent = p.assortment_text === "Tillfälligt sortiment";
    const launched =
      p.launch_date && p.launch_date <= endDate ? p.launch_date : monthStart(firstMonth, 2 + random.int(recent ? 12 : 12 * 16));
    const base = { productNumber: p.product_number, name: null, source: "demo" as const };
    const moveDay = random.pick(months);
    if (p.assortment_text === "Fast sortiment" && random.chance(PROMOTED_SHARE) && launched < moveDay) {
      events.push({ ...base, eventDate: launched, kind: "launch", assortmentFrom: null, assortmentTo: "Tillfälligt sortiment" });
      events.push({
        ...base,
        eventDate: moveDay,
        kind: "assortment_change",
        assortmentFrom: "Tillfälligt sortiment",
        assortmentTo: "Fast sortiment",
      });
    } else {
      events.push({ ...base, eventDate: launched, kind: "launch", assortmentFrom: null, assortmentTo: p.assortment_text });
    }
  }
  return events;
}

/** Writes the demo register in one transaction; returns the events written. */
export async function seedArticleRegister(db: Database, endDate: string, seed: number, filesDir: string | null): Promise<number> {
  const products = await queryRows<DemoProduct>(
    db,
    sql`select product_number, assortment_text, launch_date::text from products order by product_number`,
  );
  const events = demoProductEvents(products, endDate, seed);
  if (filesDir && existsSync(path.join(filesDir, CHANGELOG_FILE))) {
    const changelog = parseAssortmentChangelog(readText(path.join(filesDir, CHANGELOG_FILE)));
    const catalogue = path.join(filesDir, WINE_CATALOGUE_FILE);
    const described = existsSync(catalogue) ? readWineCatalogueDescriptions(catalogue) : new Map();
    // The file is the monopoly's wine changelog (PROVENANCE §7): every article in it is a wine. A
    // delisting that the crawl's later catalogue contradicts (still listed there, in the same
    // assortment) is the crawl noise whose return falls outside the file.
    for (const event of changelog.events) {
      const description = described.get(event.productNumber);
      const contradicted =
        event.kind === "delisting" && event.eventDate < WINE_CATALOGUE_DAY && description?.listedIn === event.assortmentFrom;
      if (event.eventDate > endDate || contradicted) continue;
      const { listedIn: _listedIn, ...rest } = description ?? { listedIn: null };
      events.push({ ...event, categoryLevel1: "Vin", ...rest });
    }
  }
  return db.orm.transaction(async (tx) => {
    const written = await insertArticleEvents(tx, events);
    // The catalogue's launch date is the register's first launch, so every page tells the same date.
    await tx.execute(sql`
      update products p set launch_date = l.day
      from (select product_number, min(event_date) as day from article_events where kind = 'launch' group by product_number) l
      where l.product_number = p.product_number and p.launch_date is null`);
    return written;
  });
}
