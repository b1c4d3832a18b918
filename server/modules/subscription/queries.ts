/** The subscription module's own SQL (Drizzle): the company's plan row and its module rows. */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { companies, subscriptionModules, subscriptions, type BillingPeriod } from "../../db/schema";

export type ModuleRow = typeof subscriptionModules.$inferSelect;

export async function endSubscriptionAt(
  orm: Orm,
  companyId: string,
  endsAt: Date,
  reason: string | null,
  now: Date,
): Promise<typeof subscriptions.$inferSelect> {
  const [row] = await orm
    .update(subscriptions)
    .set({ endsAt, cancelReason: reason, updatedAt: now })
    .where(eq(subscriptions.companyId, companyId))
    .returning();
  return row!;
}

/** Every module row of the company, newest first. */
export async function moduleRows(orm: Orm, companyId: string): Promise<ModuleRow[]> {
  return orm
    .select()
    .from(subscriptionModules)
    .where(eq(subscriptionModules.companyId, companyId))
    .orderBy(desc(subscriptionModules.createdAt));
}

export async function findModule(orm: Orm, companyId: string, id: string): Promise<ModuleRow | undefined> {
  const [row] = await orm
    .select()
    .from(subscriptionModules)
    .where(and(eq(subscriptionModules.id, id), eq(subscriptionModules.companyId, companyId)));
  return row;
}

export async function withdrawModuleCancellation(orm: Orm, id: string): Promise<ModuleRow> {
  const [row] = await orm
    .update(subscriptionModules)
    .set({ cancelledAt: null, endsAt: null })
    .where(eq(subscriptionModules.id, id))
    .returning();
  return row!;
}

/** The new module, or undefined when a running one of the same kind appeared meanwhile. */
export async function insertModule(
  orm: Orm,
  companyId: string,
  type: string,
  billingPeriod: BillingPeriod,
  now: Date,
): Promise<ModuleRow | undefined> {
  const [row] = await orm
    .insert(subscriptionModules)
    .values({ companyId, type, billingPeriod, periodAnchor: now, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Marks the module cancelled unless it already is; undefined when it was. */
export async function cancelModuleRow(orm: Orm, id: string, now: Date, endsAt: Date): Promise<ModuleRow | undefined> {
  const [row] = await orm
    .update(subscriptionModules)
    .set({ cancelledAt: now, endsAt })
    .where(and(eq(subscriptionModules.id, id), isNull(subscriptionModules.cancelledAt)))
    .returning();
  return row;
}

export async function companyName(orm: Orm, companyId: string): Promise<string | undefined> {
  const [row] = await orm.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}
