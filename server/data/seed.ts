import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  companies,
  creditBalances,
  creditTransactions,
  memberships,
  subscriptionModules,
  subscriptions,
  users,
  type Role,
} from "../db/schema";
import { hashPassword } from "../core/passwords";
import { writeInvoice } from "../commerce/payments/invoices";
import { readSetting, writeSetting } from "../core/settings";
import type { Market } from "./generator/market";
import { findMarketFiles, readMarketFiles } from "./generator/real-files";
import { SCALES, type ScaleName } from "./generator/scales";
import { queryRows } from "../db/rows";
import { stockholmDay } from "../core/stockholm-day";

const SEEDED_KEY = "demo_seeded_at";
const MARKET_SEEDED_KEY = "demo_market";
/** The demo market is the same on every machine: same seed, same products and stores. */
export const DEMO_MARKET_SEED = 2026;

export interface DemoSeedOptions {
  /** Also generate a market of this scale (once). */
  market?: ScaleName | "none";
  /** Last day of the generated market; yesterday (Stockholm) by default. */
  endDate?: string;
  /**
   * The folder of the monopoly's public files (../shared/data by default). When it holds them, the
   * demo scale is built from them; otherwise, and for the other scales, the market is generated.
   */
  marketFilesDir?: string;
  onProgress?: (message: string) => void;
}

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = "fenix-demo-2026";

export const demoCompanies = [
  { key: "nordvik", name: "Nordvik Vin & Sprit AB" },
  { key: "bryggarhuset", name: "Bryggarhuset Norrland AB" },
] as const;

export const demoUsers: { email: string; firstName: string; lastName: string; role: Role; company: string | null }[] = [
  { email: "admin@nordvik.example", firstName: "Astrid", lastName: "Lindqvist", role: "company_admin", company: "nordvik" },
  { email: "user@nordvik.example", firstName: "Johan", lastName: "Berg", role: "company_user", company: "nordvik" },
  { email: "admin@bryggarhuset.example", firstName: "Maja", lastName: "Holm", role: "company_admin", company: "bryggarhuset" },
  { email: "user@bryggarhuset.example", firstName: "Erik", lastName: "Sandberg", role: "company_user", company: "bryggarhuset" },
  { email: "operator@fenix.example", firstName: "Sara", lastName: "Ek", role: "super_admin", company: null },
];

/*
 * The market generator and the demo's data (with the packages they use, date-holidays and pure-rand)
 * are imported when a part is seeded: a start on seeded data never loads them.
 */

/**
 * Fills a new database with demo data, once: accounts and companies, then (if asked) a generated
 * market. Each part records a marker with its data, so a second start finds it and skips.
 */
export async function seedDemoDataOnce(db: Database, options: DemoSeedOptions = {}): Promise<"seeded" | "already-seeded"> {
  const accounts = await seedAccountsOnce(db);
  const market = options.market && options.market !== "none" ? await seedMarketOnce(db, options.market, options) : "already-seeded";
  if (options.market && options.market !== "none") {
    await seedWeeklyListsOnce(db, options);
    await seedArticleRegisterOnce(db, options);
  }
  return accounts === "seeded" || market === "seeded" ? "seeded" : "already-seeded";
}

async function seedMarketOnce(db: Database, scale: ScaleName, options: DemoSeedOptions): Promise<"seeded" | "already-seeded"> {
  if ((await readSetting(db, MARKET_SEEDED_KEY)) !== null) return "already-seeded";
  const [{ addDays }, { seedMarket }] = await Promise.all([import("./generator/calendar"), import("./generator/seed-market")]);
  const endDate = options.endDate ?? addDays(stockholmDay(Date.now()), -1);
  const market = await demoMarket(scale, options);
  options.onProgress?.(market.source ? "building the market from the monopoly's files" : "generating a market");
  await seedMarket(db, {
    market,
    seed: DEMO_MARKET_SEED,
    endDate,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    inTransaction: async (session) => {
      const value = JSON.stringify({
        scale,
        source: market.source ? "files" : "generated",
        seed: DEMO_MARKET_SEED,
        endDate,
        seededAt: new Date().toISOString(),
      });
      await session.query("insert into app_settings (key, value) values ($1, $2)", [MARKET_SEEDED_KEY, value]);
    },
  });
  // Marks the rollups' new pages all-visible, so reads that the primary key covers never touch the
  // heap, and gives the planner every table's statistics. stock_daily was written frozen (COPY …
  // FREEZE), and store_sales_monthly and the company rollups are read from their heaps anyway: they
  // only need statistics.
  options.onProgress?.("vacuum and analyze");
  await db.orm.execute(sql`vacuum (analyze) product_sales_daily, product_sales_weekly, product_sales_monthly, stock_levels, stock_outs`);
  await db.orm.execute(
    sql`analyze stock_daily, store_sales_monthly, store_totals_daily, store_totals_monthly, company_store_sales_daily, company_store_sales_monthly`,
  );
  return "seeded";
}

/** The published weekly lists of the seeded market's last weeks, once (also for a market seeded before they existed). */
async function seedWeeklyListsOnce(db: Database, options: DemoSeedOptions): Promise<void> {
  const [existing] = await queryRows(db, sql`select 1 from weekly_ranking_lists where company_id is null limit 1`);
  const marker = await readSetting(db, MARKET_SEEDED_KEY);
  if (existing || marker === null) return;
  options.onProgress?.("the published weekly lists");
  const { seedWeeklyLists } = await import("./weekly-lists/demo");
  await seedWeeklyLists(db, (JSON.parse(marker) as { endDate: string }).endDate);
}

/** The article register of the seeded market, once (also for a market seeded before it existed). */
async function seedArticleRegisterOnce(db: Database, options: DemoSeedOptions): Promise<void> {
  const [existing] = await queryRows(db, sql`select 1 from article_events limit 1`);
  const marker = await readSetting(db, MARKET_SEEDED_KEY);
  if (existing || marker === null) return;
  options.onProgress?.("the article register");
  const { endDate, source } = JSON.parse(marker) as { endDate: string; source?: string };
  const { seedArticleRegister } = await import("./artdisk/demo");
  await seedArticleRegister(db, endDate, DEMO_MARKET_SEED, source === "files" ? findMarketFiles(options.marketFilesDir) : null);
}

export interface DemoMarketMarker {
  scale: ScaleName;
  source: "files" | "generated";
  seed: number;
  /** The last day the seed wrote. */
  endDate: string;
}

/** What the seed recorded of the demo market it wrote; null when none was seeded. */
export async function readDemoMarketMarker(db: Database): Promise<DemoMarketMarker | null> {
  const marker = await readSetting(db, MARKET_SEEDED_KEY);
  return marker === null ? null : (JSON.parse(marker) as DemoMarketMarker);
}

/** The demo scale from the monopoly's files when they are there; any other scale, or no files, generated. */
export async function demoMarket(scale: ScaleName, options: Pick<DemoSeedOptions, "marketFilesDir">): Promise<Market> {
  const dir = scale === "demo" ? findMarketFiles(options.marketFilesDir) : null;
  if (!dir) return (await import("./generator/market")).buildMarket(SCALES[scale], DEMO_MARKET_SEED);
  return (await import("./generator/real-market")).buildRealMarket(readMarketFiles(dir), SCALES[scale], DEMO_MARKET_SEED);
}

async function seedAccountsOnce(db: Database): Promise<"seeded" | "already-seeded"> {
  if ((await readSetting(db, SEEDED_KEY)) !== null) return "already-seeded";
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.orm.transaction(async (tx) => {
    const created = await tx
      .insert(companies)
      .values(demoCompanies.map(({ name }) => ({ name })))
      .returning();
    const companyId = (key: string | null) => created[demoCompanies.findIndex((c) => c.key === key)]?.id ?? null;
    const inserted = await tx
      .insert(users)
      .values(demoUsers.map(({ company, ...user }) => ({ ...user, passwordHash, companyId: companyId(company) })))
      .returning();
    const withCompany = inserted.filter((user) => user.companyId !== null);
    await tx.insert(memberships).values(withCompany.map((user) => ({ userId: user.id, companyId: user.companyId!, role: user.role })));
    // Nordvik subscribes (a plan, a module, credits partly spent); Bryggarhuset has yet to choose a plan.
    const nordvik = companyId("nordvik")!;
    const admin = inserted.find((user) => user.email === "admin@nordvik.example")!.id;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await tx
      .insert(subscriptions)
      .values({ companyId: nordvik, tier: "professional", billingPeriod: "monthly", periodAnchor: daysAgo(75), createdAt: daysAgo(75) });
    await tx
      .insert(subscriptionModules)
      .values({ companyId: nordvik, type: "weekly-rankings", billingPeriod: "monthly", periodAnchor: daysAgo(40), createdAt: daysAgo(40) });
    await tx.insert(creditBalances).values({ companyId: nordvik, balance: 480 });
    await tx.insert(creditTransactions).values([
      {
        companyId: nordvik,
        userId: admin,
        kind: "purchase",
        amount: 500,
        balanceAfter: 500,
        description: "500 credits",
        packageId: "credits-500",
        createdAt: daysAgo(30),
      },
      {
        companyId: nordvik,
        userId: admin,
        kind: "consume",
        amount: -20,
        balanceAfter: 480,
        description: "reports/store × 4",
        service: "reports",
        operation: "store",
        createdAt: daysAgo(12),
      },
    ]);
    // What those purchases were invoiced: the plan and the module paid, the credits due today.
    const bought = [
      { days: 75, paid: true, line: { description: "Plan professional, 1 month", itemKind: "plan", itemId: "professional", price: 4990 } },
      {
        days: 40,
        paid: true,
        line: { description: "Module weekly-rankings, 1 month", itemKind: "module", itemId: "weekly-rankings", price: 990 },
      },
      { days: 30, paid: false, line: { description: "500 credits", itemKind: "credits", itemId: "credits-500", price: 2250 } },
    ] as const;
    for (const { days, paid, line } of bought)
      await writeInvoice(
        tx,
        {
          companyId: nordvik,
          currency: "SEK",
          at: daysAgo(days),
          lines: [
            {
              description: line.description,
              itemKind: line.itemKind,
              itemId: line.itemId,
              period: line.itemKind === "credits" ? null : "monthly",
              quantity: 1,
              unitPrice: line.price,
            },
          ],
        },
        "invoice",
        paid,
      );
  });
  await writeSetting(db, SEEDED_KEY, new Date().toISOString());
  return "seeded";
}
