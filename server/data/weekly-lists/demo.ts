/**
 * The demo's weekly lists: the last eight whole weeks' best sellers per category, from the
 * generated sales, written as the monopoly-style file a supplier would download and run through
 * the same import and matching as any uploaded list. They are marked simulated: seen by everyone
 * like a published list, never passed off as one.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { weeklyRankingLists } from "../../db/schema";
import { queryRows } from "../../db/rows";
import { addDays } from "../generator/calendar";
import { parseCsv } from "./format";
import { catalogueMatcher, writeWeeklyList } from "./import";
import { isoWeekOf, mondayOf } from "../../../contracts";

export const DEMO_WEEKS = 8;
const PER_CATEGORY = 20;

interface WeekSales {
  position: number;
  product_number: string;
  name: string;
  producer: string | null;
  volume_ml: number | null;
  category: string;
  units: number;
  litres: string;
}

const volumeText = (ml: number | null) => (ml === null ? "" : ml % 10 === 0 && ml < 1000 ? `${ml / 10} cl` : `${ml} ml`);

/** A week's list in the monopoly's layout: semicolons, Swedish headers, volumes as "70 cl". */
function monopolyCsv(rows: readonly WeekSales[]): Buffer {
  const cell = (value: string | number | null) => {
    const text = value === null ? "" : String(value);
    return /[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    "Placering;Varunummer;Namn;Producent;Volym;Varugrupp;Antal;Liter",
    ...rows.map((r) =>
      [
        r.position,
        r.product_number,
        r.name,
        r.producer,
        volumeText(r.volume_ml),
        r.category,
        r.units,
        Number(r.litres).toFixed(1).replace(".", ","),
      ]
        .map(cell)
        .join(";"),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

/** The last whole Monday–Sunday week before `day` (YYYY-MM-DD): the one ending on the Sunday on or before it. */
const lastWholeWeek = (day: string) => isoWeekOf(addDays(day, -6));

/** The lists of the whole weeks before `endDate` (YYYY-MM-DD); weeks without sales are left out. */
export async function seedWeeklyLists(db: Database, endDate: string, weeks = DEMO_WEEKS): Promise<number> {
  const lastWeek = lastWholeWeek(endDate);
  const matcher = await catalogueMatcher(db);
  let written = 0;
  for (let back = weeks - 1; back >= 0; back--) {
    if (await writeDemoWeek(db, isoWeekOf(addDays(mondayOf(lastWeek), -7 * back)), matcher)) written++;
  }
  return written;
}

/**
 * The demo's lists of the whole weeks since its newest one, up to the last whole week before `day`:
 * a demo that lives on gets each new week's list once the week is over (the feed's stock rounds
 * call this). At most `DEMO_WEEKS` weeks, the newest; none when the demo has no lists at all.
 */
export async function addDemoWeeks(db: Database, day: string): Promise<number> {
  const [newest] = await queryRows<{ week: string | null }>(db, sql`select max(week) as week from weekly_ranking_lists where simulated`);
  if (!newest?.week) return 0;
  const last = lastWholeWeek(day);
  const weeks: string[] = [];
  for (let week = last; week > newest.week && weeks.length < DEMO_WEEKS; week = isoWeekOf(addDays(mondayOf(week), -7))) weeks.unshift(week);
  if (weeks.length === 0) return 0;
  const matcher = await catalogueMatcher(db);
  let written = 0;
  for (const week of weeks) if (await writeDemoWeek(db, week, matcher)) written++;
  return written;
}

/** One week's list from the sales rollup; false (nothing written) for a week without sales. */
async function writeDemoWeek(db: Database, week: string, matcher: Awaited<ReturnType<typeof catalogueMatcher>>): Promise<boolean> {
  const rows = await queryRows<WeekSales>(
    db,
    sql`select * from (
          select row_number() over (partition by p.category_level1 order by w.units desc, p.product_number)::int as position,
                 p.product_number, trim(p.name_bold || ' ' || coalesce(p.name_thin, '')) as name, p.producer_name as producer,
                 p.volume_ml, p.category_level1 as category, w.units, w.litres
          from product_sales_weekly w join products p on p.id = w.product_id
          where w.week = ${mondayOf(week)}::date and w.units > 0 and p.category_level1 is not null) ranked
        where position <= ${PER_CATEGORY} order by category, position`,
  );
  if (rows.length === 0) return false;
  const [list] = await db.orm
    .insert(weeklyRankingLists)
    .values({ week, title: `Topplista vecka ${Number(week.slice(6))}`, simulated: true })
    .returning({ id: weeklyRankingLists.id });
  await writeWeeklyList(db, list!.id, parseCsv(monopolyCsv(rows)), { matcher });
  return true;
}
