/** The subscription module's rules: the plan and modules of the caller's company. */
import { recordAudit, type AuditAction, type AuditEntry } from "../../core/audit";
import { findUserById } from "../../core/users";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import { companyModules } from "../../core/module-gate";
import { MODULE_TYPES, type ModuleType } from "../../../contracts";
import { currentPeriod, isRunning } from "../../commerce/billing/periods";
import { changePlan } from "../../commerce/billing/plan-change";
import { CURRENCY, planByTier, priceFor, runningSubscription, type SubscriptionRow } from "../../commerce/billing/plans";
import { paymentProviderFor } from "../../commerce/payments/invoice-provider";
import type { Database, Orm } from "../../db/client";
import type { BillingPeriod } from "../../db/schema";
import { listModuleKinds, listPlans, moduleKind } from "./catalogue";
import {
  cancelModuleRow,
  endSubscriptionAt,
  findModule,
  insertModule,
  moduleRows,
  withdrawModuleCancellation,
  type ModuleRow,
} from "./queries";

/** The caller's company; a 404 without one, a 403 when an admin is needed and the caller is not. */
export function companyOf(caller: Caller, needs: "member" | "admin"): string {
  if (needs === "admin" && caller.role !== "company_admin" && caller.role !== "super_admin")
    throw new RequestError(403, "You need company_admin privileges to do this", "FORBIDDEN_ROLE");
  if (!caller.companyId) throw new RequestError(404, "You do not belong to an organisation", "NO_ORGANISATION");
  return caller.companyId;
}

async function subscriptionView(orm: Orm, row: SubscriptionRow, now: Date) {
  const period = currentPeriod(row.periodAnchor, row.billingPeriod, now);
  const plan = await planByTier(orm, row.tier);
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

export async function moduleView(orm: Orm, row: ModuleRow, now: Date) {
  const kind = await moduleKind(orm, row.type);
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

/** The company's running plan as the API shows it; 404 without one. */
export async function currentSubscription(orm: Orm, companyId: string, now: Date) {
  const row = await runningSubscription(orm, companyId, now);
  if (!row) throw new RequestError(404, "Your company has no subscription", "NO_SUBSCRIPTION");
  return subscriptionView(orm, row, now);
}

const periodLabel = (period: BillingPeriod) => (period === "yearly" ? "year" : "month");

/**
 * Starts or changes the plan through the one plan-change path (commerce/billing/plan-change.ts): invoiced
 * with the unused rest of the old plan credited, and the plan's monthly credits granted.
 */
export async function choosePlan(
  orm: Orm,
  companyId: string,
  tier: string,
  billingPeriod: BillingPeriod,
  now: Date,
  modules: readonly string[] = [],
) {
  return orm.transaction(async (tx) => {
    const { row, invoiceId, changed } = await changePlan(tx, { companyId, tier, billingPeriod, now, issuedBy: "company" });
    // Modules chosen with the plan are bought in the same step: all of them with it, or none.
    const added = [];
    for (const type of modules) added.push(await addModule(tx, companyId, type, billingPeriod, now));
    return { subscription: await subscriptionView(tx, row, now), invoiceId, changed, modules: added };
  });
}

/** Cancels the plan at the end of the current period. */
export async function cancelPlan(orm: Orm, companyId: string, reason: string | null, now: Date) {
  const running = await runningSubscription(orm, companyId, now);
  if (!running) throw new RequestError(404, "There is no subscription to cancel", "NO_SUBSCRIPTION");
  if (running.endsAt) throw new RequestError(409, "The subscription is already cancelled", "SUBSCRIPTION_ALREADY_CANCELLED");
  const row = await endSubscriptionAt(orm, companyId, currentPeriod(running.periodAnchor, running.billingPeriod, now).end, reason, now);
  return subscriptionView(orm, row, now);
}

/** The running plan and the modules the company has now (the module gate's rule); an operator is never gated. */
export async function companyAccess(orm: Orm, caller: Caller, now: Date): Promise<{ plan: string | null; modules: ModuleType[] }> {
  if (caller.role === "super_admin") {
    const plan = caller.companyId ? ((await runningSubscription(orm, caller.companyId, now))?.tier ?? null) : null;
    return { plan, modules: [...MODULE_TYPES] };
  }
  const companyId = companyOf(caller, "member");
  const plan = (await runningSubscription(orm, companyId, now))?.tier ?? null;
  return { plan, modules: await companyModules(orm, companyId, now) };
}

/** Modules that are active now, cancelled ones included until their period ends. */
async function activeModules(orm: Orm, companyId: string, now: Date): Promise<ModuleRow[]> {
  return (await moduleRows(orm, companyId)).filter((row) => isRunning(row.endsAt, now));
}

export async function activeModuleViews(orm: Orm, companyId: string, now: Date) {
  return Promise.all((await activeModules(orm, companyId, now)).map((row) => moduleView(orm, row, now)));
}

/** Module kinds the company can buy: those not running uncancelled. */
/** The modules the company's running plan includes (none without a plan). */
async function includedInPlan(orm: Orm, companyId: string, now: Date): Promise<string[]> {
  const running = await runningSubscription(orm, companyId, now);
  return running ? ((await planByTier(orm, running.tier))?.includedModules ?? []) : [];
}

/** Modules the company can add: not running already, and not included in its plan. */
export async function availableModules(orm: Orm, companyId: string, now: Date) {
  const taken = new Set((await activeModules(orm, companyId, now)).filter((row) => !row.cancelledAt).map((row) => row.type));
  for (const type of await includedInPlan(orm, companyId, now)) taken.add(type);
  return (await listModuleKinds(orm))
    .filter((kind) => !taken.has(kind.type))
    .map(({ type, monthlyPrice, yearlyPrice, gives }) => ({ type, monthlyPrice, yearlyPrice, gives, currency: CURRENCY }));
}

/** Adds a module, invoiced; buying one that was cancelled but is still active withdraws the cancellation. */
export async function purchaseModule(orm: Orm, companyId: string, type: string, billingPeriod: BillingPeriod, now: Date) {
  return orm.transaction((tx) => addModule(tx, companyId, type, billingPeriod, now));
}

/** Adds a module inside the caller's transaction (a plan chosen with modules buys them in the same one). */
async function addModule(tx: Orm, companyId: string, type: string, billingPeriod: BillingPeriod, now: Date) {
  const kind = await moduleKind(tx, type);
  if (!kind) throw new RequestError(404, "Module not found", "MODULE_NOT_FOUND");
  if (!(await runningSubscription(tx, companyId, now))) {
    throw new RequestError(409, "Choose a plan before adding modules", "PLAN_REQUIRED");
  }
  if ((await includedInPlan(tx, companyId, now)).includes(type))
    throw new RequestError(409, "The company's plan includes this module already", "MODULE_INCLUDED_IN_PLAN");
  const sameKind = (await activeModules(tx, companyId, now)).filter((row) => row.type === type);
  if (sameKind.some((row) => !row.cancelledAt))
    throw new RequestError(409, "The module is already part of your subscription", "MODULE_ALREADY_ACTIVE");
  const cancelled = sameKind.find((row) => row.billingPeriod === billingPeriod);
  if (cancelled) return moduleView(tx, await withdrawModuleCancellation(tx, cancelled.id), now);
  const row = await insertModule(tx, companyId, type, billingPeriod, now);
  // Another request added the same module between our read and this insert.
  if (!row) throw new RequestError(409, "The module is already part of your subscription", "MODULE_ALREADY_ACTIVE");
  await paymentProviderFor("default").charge(tx, {
    companyId,
    currency: CURRENCY,
    at: now,
    lines: [
      {
        description: `Module ${type}, 1 ${periodLabel(billingPeriod)}`,
        itemKind: "module",
        itemId: type,
        period: billingPeriod,
        quantity: 1,
        unitPrice: priceFor(kind, billingPeriod),
      },
    ],
  });
  return moduleView(tx, row, now);
}

/** Cancels a module; it stays active to the end of its current period. */
export async function cancelModule(orm: Orm, companyId: string, id: string, now: Date) {
  const row = await findModule(orm, companyId, id);
  if (!row || !isRunning(row.endsAt, now)) throw new RequestError(404, "Module not found", "MODULE_NOT_FOUND");
  if (row.cancelledAt) throw new RequestError(409, "The module is already cancelled", "MODULE_ALREADY_CANCELLED");
  const updated = await cancelModuleRow(orm, id, now, currentPeriod(row.periodAnchor, row.billingPeriod, now).end);
  if (!updated) throw new RequestError(409, "The module is already cancelled", "MODULE_ALREADY_CANCELLED");
  return moduleView(orm, updated, now);
}

export async function planCatalogue(orm: Orm) {
  return (await listPlans(orm)).map(({ tier, monthlyPrice, yearlyPrice, userLimit, features, includedModules, monthlyCredits }) => ({
    tier,
    monthlyPrice,
    yearlyPrice,
    userLimit,
    features,
    includedModules,
    monthlyCredits,
    currency: CURRENCY,
  }));
}

/** Writes a subscription change to the organization's audit log (after the change itself). */
export async function recordSubscriptionChange(
  db: Database,
  caller: Caller,
  ip: string | undefined,
  action: AuditAction,
  objectType: AuditEntry["objectType"],
  objectId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  const actor = await findUserById(db, caller.userId);
  await recordAudit(db.orm, {
    action,
    companyId: caller.companyId,
    actor: { id: caller.userId, email: actor?.email ?? null },
    objectType,
    objectId,
    details,
    ip: ip ?? null,
  });
}
