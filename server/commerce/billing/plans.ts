/**
 * The plan rows and a company's subscription row, as the billing rules read them. Core, because both
 * the company's own Billing tab (module subscription) and the operators' company page (module admin)
 * change plans through the same path (plan-change.ts).
 */
import { eq } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { planTiers, subscriptions, type BillingPeriod } from "../../db/schema";
import { isRunning } from "./periods";

export type PlanRow = typeof planTiers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const CURRENCY = "SEK";

export async function planByTier(orm: Orm, tier: string): Promise<PlanRow | undefined> {
  const [row] = await orm.select().from(planTiers).where(eq(planTiers.tier, tier));
  return row;
}

export const priceFor = (item: { monthlyPrice: number; yearlyPrice: number }, period: BillingPeriod) =>
  period === "yearly" ? item.yearlyPrice : item.monthlyPrice;

export async function findSubscription(orm: Orm, companyId: string, lock = false): Promise<SubscriptionRow | undefined> {
  const query = orm.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The company's plan while it runs; a cancelled plan past its last period is no plan. */
export async function runningSubscription(orm: Orm, companyId: string, now: Date, lock = false): Promise<SubscriptionRow | null> {
  const row = await findSubscription(orm, companyId, lock);
  return row && isRunning(row.endsAt, now) ? row : null;
}

type PlanValues = Pick<SubscriptionRow, "tier" | "billingPeriod" | "periodAnchor" | "endsAt" | "cancelReason" | "updatedAt">;

/** Writes the company's plan; `createdAt` is set on insert, and on update only when given (a plan that had ended starts anew). */
export async function writeSubscription(
  orm: Orm,
  companyId: string,
  values: PlanValues,
  createdAt: Date,
  restart: boolean,
): Promise<SubscriptionRow> {
  const [row] = await orm
    .insert(subscriptions)
    .values({ companyId, ...values, createdAt })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: restart ? { ...values, createdAt } : values })
    .returning();
  return row!;
}
