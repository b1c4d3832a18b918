/**
 * A plan's monthly credits, granted through the credit ledger. Credit months run from the day the
 * subscription started (whatever its billing period, so a yearly plan gets them every month too).
 * In each month the company gets the credits of the richest plan it held: choosing a plan grants
 * its credits, an upgrade tops them up by the difference, a downgrade takes nothing back. Every
 * grant carries a key (company, month, tier) that the ledger holds unique, and grants run with the
 * subscription row locked, so a repeat — the worker, a balance read, a second instance — never
 * grants twice. A month nobody was subscribed through is not granted afterwards.
 */
import { and, eq, gt, isNull, like, or } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { creditTransactions, planTiers, subscriptions } from "../../db/schema";
import { addCredits } from "../credits";
import { currentPeriod } from "./periods";
import { planByTier, runningSubscription, type SubscriptionRow } from "./plans";

const monthPrefix = (row: SubscriptionRow, now: Date) => `monthly:${currentPeriod(row.createdAt, "monthly", now).start.toISOString()}:`;

interface DueGrant {
  credits: number;
  key: string;
  tier: string;
}

async function dueGrant(orm: Orm, companyId: string, now: Date, lock: boolean): Promise<DueGrant | null> {
  const row = await runningSubscription(orm, companyId, now, lock);
  const plan = row && (await planByTier(orm, row.tier));
  if (!row || !plan || plan.monthlyCredits <= 0) return null;
  const prefix = monthPrefix(row, now);
  const grants = await orm
    .select({ key: creditTransactions.grantKey, amount: creditTransactions.amount })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.companyId, companyId), like(creditTransactions.grantKey, `${prefix}%`)));
  const key = `${prefix}${row.tier}`;
  if (grants.some((grant) => grant.key === key)) return null;
  const credits = plan.monthlyCredits - grants.reduce((total, grant) => total + grant.amount, 0);
  return credits > 0 ? { credits, key, tier: row.tier } : null;
}

/** Grants the company's plan credits for the month `now` is in, unless granted already; the credits granted. */
export async function grantMonthlyCredits(orm: Orm, companyId: string, now: Date): Promise<number> {
  // Most reads find nothing due: only then take the lock.
  if (!(await dueGrant(orm, companyId, now, false))) return 0;
  return orm.transaction(async (tx) => {
    const due = await dueGrant(tx, companyId, now, true);
    if (!due) return 0;
    await addCredits(
      tx,
      due.credits,
      { companyId, userId: null, description: `Monthly credits, plan ${due.tier}`, grantKey: due.key },
      "grant",
    );
    return due.credits;
  });
}

/** Every running plan with credits gets this month's (the worker's round); how many companies received some. */
export async function grantDueMonthlyCredits(orm: Orm, now: Date): Promise<number> {
  const rows = await orm
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .innerJoin(planTiers, eq(planTiers.tier, subscriptions.tier))
    .where(and(gt(planTiers.monthlyCredits, 0), or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now))));
  let granted = 0;
  for (const { companyId } of rows) if ((await grantMonthlyCredits(orm, companyId, now)) > 0) granted++;
  return granted;
}
