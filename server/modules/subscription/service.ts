/** The subscription module's rules: plans, modules and credits of the caller's company. */
import { recordAudit, type AuditAction } from "../../core/audit";
import { findUserById } from "../../core/users";
import type { CalculateBody, ConsumeBody } from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import {
  addCredits,
  consumeCredits,
  creditBalance,
  InsufficientCredits,
  recentCreditTransactions,
  type CreditTransaction,
} from "../../core/credits";
import { RequestError } from "../../core/errors";
import type { Database, Orm } from "../../db/client";
import type { BillingPeriod } from "../../db/schema";
import { CREDIT_PACKAGES, CURRENCY, creditCost, creditPackage, MODULE_KINDS, moduleKind, PLANS, planByTier, priceFor } from "./catalogue";
import { currentPeriod, isRunning } from "./periods";
import {
  cancelModuleRow,
  endSubscriptionAt,
  findModule,
  findSubscription,
  insertModule,
  moduleRows,
  withdrawModuleCancellation,
  writeSubscription,
  type ModuleRow,
  type SubscriptionRow,
} from "./queries";

/** The caller's company; a 404 without one, a 403 when an admin is needed and the caller is not. */
export function companyOf(caller: Caller, needs: "member" | "admin"): string {
  if (needs === "admin" && caller.role !== "company_admin" && caller.role !== "super_admin")
    throw new RequestError(403, "You need company_admin privileges to do this", "FORBIDDEN_ROLE");
  if (!caller.companyId) throw new RequestError(404, "You do not belong to an organisation", "NO_ORGANISATION");
  return caller.companyId;
}

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
  const row = await findSubscription(orm, companyId);
  return row && isRunning(row.endsAt, now) ? row : null;
}

/** The company's running plan as the API shows it; 404 without one. */
export async function currentSubscription(orm: Orm, companyId: string, now: Date) {
  const row = await runningSubscription(orm, companyId, now);
  if (!row) throw new RequestError(404, "Your company has no subscription", "NO_SUBSCRIPTION");
  return subscriptionView(row, now);
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
    return writeSubscription(tx, companyId, values, now, !running);
  });
}

/** Cancels the plan at the end of the current period. */
export async function cancelPlan(orm: Orm, companyId: string, reason: string | null, now: Date) {
  const running = await runningSubscription(orm, companyId, now);
  if (!running) throw new RequestError(404, "There is no subscription to cancel", "NO_SUBSCRIPTION");
  if (running.endsAt) throw new RequestError(409, "The subscription is already cancelled", "SUBSCRIPTION_ALREADY_CANCELLED");
  return endSubscriptionAt(orm, companyId, currentPeriod(running.periodAnchor, running.billingPeriod, now).end, reason, now);
}

/** Modules that are active now, cancelled ones included until their period ends. */
export async function activeModules(orm: Orm, companyId: string, now: Date): Promise<ModuleRow[]> {
  return (await moduleRows(orm, companyId)).filter((row) => isRunning(row.endsAt, now));
}

/** Module kinds the company can buy: those not running uncancelled. */
export async function availableModules(orm: Orm, companyId: string, now: Date) {
  const taken = new Set((await activeModules(orm, companyId, now)).filter((row) => !row.cancelledAt).map((row) => row.type));
  return MODULE_KINDS.filter((kind) => !taken.has(kind.type)).map((kind) => ({ ...kind, currency: CURRENCY }));
}

/** Adds a module; buying one that was cancelled but is still active withdraws the cancellation. */
export async function purchaseModule(orm: Orm, companyId: string, type: string, billingPeriod: BillingPeriod, now: Date) {
  return orm.transaction(async (tx) => {
    if (!(await runningSubscription(tx, companyId, now))) {
      throw new RequestError(409, "Choose a plan before adding modules", "PLAN_REQUIRED");
    }
    const sameKind = (await activeModules(tx, companyId, now)).filter((row) => row.type === type);
    if (sameKind.some((row) => !row.cancelledAt))
      throw new RequestError(409, "The module is already part of your subscription", "MODULE_ALREADY_ACTIVE");
    const cancelled = sameKind.find((row) => row.billingPeriod === billingPeriod);
    if (cancelled) return withdrawModuleCancellation(tx, cancelled.id);
    const row = await insertModule(tx, companyId, type, billingPeriod, now);
    // Another request added the same module between our read and this insert.
    if (!row) throw new RequestError(409, "The module is already part of your subscription", "MODULE_ALREADY_ACTIVE");
    return row;
  });
}

/** Cancels a module; it stays active to the end of its current period. */
export async function cancelModule(orm: Orm, companyId: string, id: string, now: Date) {
  const row = await findModule(orm, companyId, id);
  if (!row || !isRunning(row.endsAt, now)) throw new RequestError(404, "Module not found", "MODULE_NOT_FOUND");
  if (row.cancelledAt) throw new RequestError(409, "The module is already cancelled", "MODULE_ALREADY_CANCELLED");
  const updated = await cancelModuleRow(orm, id, now, currentPeriod(row.periodAnchor, row.billingPeriod, now).end);
  if (!updated) throw new RequestError(409, "The module is already cancelled", "MODULE_ALREADY_CANCELLED");
  return updated;
}

export const creditBalanceOf = (orm: Orm, companyId: string) => creditBalance(orm, companyId);
export const planCatalogue = () => PLANS.map((plan) => ({ ...plan, currency: CURRENCY }));
export const creditPackageCatalogue = () => CREDIT_PACKAGES.map((pack) => ({ ...pack, currency: CURRENCY }));

const transactionView = (row: CreditTransaction) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function creditTransactions(orm: Orm, companyId: string, limit: number) {
  return (await recentCreditTransactions(orm, companyId, limit)).map(transactionView);
}

/** Buys a credit package for the company, invoiced to it. */
export async function purchaseCredits(orm: Orm, companyId: string, userId: string, packageId: string) {
  const pack = creditPackage(packageId)!;
  const transaction = await addCredits(orm, pack.credits, {
    companyId,
    userId,
    packageId: pack.id,
    description: `${pack.credits} credits`,
  });
  return { balance: transaction.balanceAfter, transaction: transactionView(transaction) };
}

function unitCostOf({ service, operation }: CalculateBody) {
  const cost = creditCost(service, operation);
  if (cost === undefined) throw new RequestError(400, `Unknown operation ${service}/${operation}`, "UNKNOWN_OPERATION", "operation");
  return cost;
}

/** What an operation costs and whether the balance covers it. */
export async function operationCost(orm: Orm, companyId: string, body: CalculateBody) {
  const cost = unitCostOf(body);
  const balance = await creditBalance(orm, companyId);
  return { service: body.service, operation: body.operation, cost, balance, sufficient: balance >= cost };
}

/** Spends credits on an operation; 402 when the balance does not cover it. */
export async function spendCredits(orm: Orm, companyId: string, userId: string, body: ConsumeBody) {
  const { service, operation, quantity = 1 } = body;
  const unitCost = unitCostOf(body);
  try {
    const transaction = await consumeCredits(orm, unitCost * quantity, {
      companyId,
      userId,
      service,
      operation,
      description: quantity > 1 ? `${service}/${operation} × ${quantity}` : `${service}/${operation}`,
    });
    return { balance: transaction.balanceAfter, transaction: transactionView(transaction) };
  } catch (error) {
    if (error instanceof InsufficientCredits) throw new RequestError(402, error.message, "INSUFFICIENT_CREDITS");
    throw error;
  }
}

/** Writes a subscription change to the organisation's audit log (after the change itself). */
export async function recordSubscriptionChange(
  db: Database,
  caller: Caller,
  ip: string | undefined,
  action: AuditAction,
  objectType: "subscription" | "module" | "credits",
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
