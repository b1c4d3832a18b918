import { and, desc, eq, isNull } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { subscriptionModules, subscriptions, type BillingPeriod } from "../../db/schema";
import { CURRENCY, MODULE_KINDS, moduleKind, planByTier, priceFor } from "./catalogue";
import { currentPeriod, isRunning } from "./periods";

/** A request the subscription's state does not allow; statusCode is the answer's. */
export class SubscriptionRefusal extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

type SubscriptionRow = typeof subscriptions.$inferSelect;
type ModuleRow = typeof subscriptionModules.$inferSelect;

export function subscriptionView(row: SubscriptionRow, now: Date) {
  const period = currentPeriod(row.periodAnchor, row.billingPeriod, now);
  const plan = planByTier(row.tier);
  return {
    tier: row.tier,
    billingPeriod: row.billingPeriod,
    status: row.endsAt ? ("cancelling" as const) : ("active" as const),
    price: plan ? priceFor(plan, row.billingPeriod) : 0,
    currency: CURRENCY,
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: period.end.toISOString(),
    cancelAtPeriodEnd: row.endsAt !== null,
    cancelReason: row.cancelReason,
    startedAt: row.createdAt.toISOString(),
  };
}

export function moduleView(row: ModuleRow, now: Date) {
  const kind = moduleKind(row.type);
  return {
    id: row.id,
    type: row.type,
    billingPeriod: row.billingPeriod,
    status: row.cancelledAt ? ("cancelling" as const) : ("active" as const),
    price: kind ? priceFor(kind, row.billingPeriod) : 0,
    currency: CURRENCY,
    currentPeriodEnd: currentPeriod(row.periodAnchor, row.billingPeriod, now).end.toISOString(),
    activeUntil: row.endsAt?.toISOString() ?? null,
    purchasedAt: row.createdAt.toISOString(),
  };
}

/** The company's plan while it runs; a cancelled plan past its last period is no plan. */
export async function runningSubscription(orm: Orm, companyId: string, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await orm.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row && isRunning(row.endsAt, now) ? row : null;
}

/**
 * Starts or changes the plan. A new plan or a new billing period starts a period now; a change
 * of tier keeps the period. Choosing a plan also withdraws a pending cancellation.
 */
export async function choosePlan(orm: Orm, companyId: string, tier: string, billingPeriod: BillingPeriod, now: Date) {
  return orm.transaction(async (tx) => {
    const running = await runningSubscription(tx, companyId, now);
    const anchor = running && running.billingPeriod === billingPeriod ? running.periodAnchor : now;
    const values = { tier, billingPeriod, periodAnchor: anchor, endsAt: null, cancelReason: null, updatedAt: now };
    const [row] = await tx
      .insert(subscriptions)
      .values({ companyId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: running ? values : { ...values, createdAt: now } })
      .returning();
    return row!;
  });
}

/** Cancels the plan at the end of the current period. */
export async function cancelPlan(orm: Orm, companyId: string, reason: string | null, now: Date) {
  const running = await runningSubscription(orm, companyId, now);
  if (!running) throw new SubscriptionRefusal(404, "There is no subscription to cancel");
  if (running.endsAt) throw new SubscriptionRefusal(409, "The subscription is already cancelled");
  const endsAt = currentPeriod(running.periodAnchor, running.billingPeriod, now).end;
  const [row] = await orm
    .update(subscriptions)
    .set({ endsAt, cancelReason: reason, updatedAt: now })
    .where(eq(subscriptions.companyId, companyId))
    .returning();
  return row!;
}

/** Modules that are active now, cancelled ones included until their period ends. */
export async function activeModules(orm: Orm, companyId: string, now: Date): Promise<ModuleRow[]> {
  const rows = await orm
    .select()
    .from(subscriptionModules)
    .where(eq(subscriptionModules.companyId, companyId))
    .orderBy(desc(subscriptionModules.createdAt));
  return rows.filter((row) => isRunning(row.endsAt, now));
}

/** Module kinds the company can buy: those not running uncancelled. */
export async function availableModules(orm: Orm, companyId: string, now: Date) {
  const taken = new Set((await activeModules(orm, companyId, now)).filter((row) => !row.cancelledAt).map((row) => row.type));
  return MODULE_KINDS.filter((kind) => !taken.has(kind.type));
}

/** Adds a module; buying one that was cancelled but is still active withdraws the cancellation. */
export async function purchaseModule(orm: Orm, companyId: string, type: string, billingPeriod: BillingPeriod, now: Date) {
  return orm.transaction(async (tx) => {
    if (!(await runningSubscription(tx, companyId, now))) {
      throw new SubscriptionRefusal(409, "Choose a plan before adding modules");
    }
    const sameKind = (await activeModules(tx, companyId, now)).filter((row) => row.type === type);
    if (sameKind.some((row) => !row.cancelledAt)) throw new SubscriptionRefusal(409, "The module is already part of your subscription");
    const cancelled = sameKind.find((row) => row.billingPeriod === billingPeriod);
    if (cancelled) {
      const [row] = await tx
        .update(subscriptionModules)
        .set({ cancelledAt: null, endsAt: null })
        .where(eq(subscriptionModules.id, cancelled.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(subscriptionModules)
      .values({ companyId, type, billingPeriod, periodAnchor: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    // Another request added the same module between our read and this insert.
    if (!row) throw new SubscriptionRefusal(409, "The module is already part of your subscription");
    return row;
  });
}

/** Cancels a module; it stays active to the end of its current period. */
export async function cancelModule(orm: Orm, companyId: string, id: string, now: Date) {
  const [row] = await orm
    .select()
    .from(subscriptionModules)
    .where(and(eq(subscriptionModules.id, id), eq(subscriptionModules.companyId, companyId)));
  if (!row || !isRunning(row.endsAt, now)) throw new SubscriptionRefusal(404, "Module not found");
  if (row.cancelledAt) throw new SubscriptionRefusal(409, "The module is already cancelled");
  const endsAt = currentPeriod(row.periodAnchor, row.billingPeriod, now).end;
  const [updated] = await orm
    .update(subscriptionModules)
    .set({ cancelledAt: now, endsAt })
    .where(and(eq(subscriptionModules.id, id), isNull(subscriptionModules.cancelledAt)))
    .returning();
  if (!updated) throw new SubscriptionRefusal(409, "The module is already cancelled");
  return updated;
}
