/**
 * Choosing or changing a company's plan, the one path for the company's own Billing tab and for an
 * operator's change from /admin: write the plan, invoice it through the payment provider (marked as
 * issued by the operator when one made the change), and grant the plan's monthly credits.
 *
 * A new plan or a new billing period starts a period now and is invoiced in full; a change of tier
 * keeps the period and invoices the new plan for the rest of it. Either way the unused rest of the
 * old plan's period is credited on the same invoice (a line with a negative amount), pro rata by
 * time from the period's dates at the old plan's list price. Choosing the running plan again only
 * takes back a pending cancellation, without an invoice.
 */
import type { Orm } from "../../db/client";
import type { BillingPeriod } from "../../db/schema";
import { RequestError } from "../../core/errors";
import { paymentProviderFor } from "../payments/invoice-provider";
import type { PurchaseLine } from "../payments/provider";
import { grantMonthlyCredits } from "./monthly-credits";
import { currentPeriod, type Period } from "./periods";
import { CURRENCY, planByTier, priceFor, runningSubscription, writeSubscription, type SubscriptionRow } from "./plans";

export interface PlanChange {
  companyId: string;
  tier: string;
  billingPeriod: BillingPeriod;
  now: Date;
  issuedBy: "company" | "operator";
}

const unitName = (period: BillingPeriod) => (period === "yearly" ? "year" : "month");
const day = (date: Date) => date.toISOString().slice(0, 10);
/** The part of the period still to come at `now`, 0–1. */
const restOf = (period: Period, now: Date) =>
  Math.min(1, Math.max(0, (period.end.getTime() - now.getTime()) / (period.end.getTime() - period.start.getTime())));

async function unusedOldPlan(tx: Orm, running: SubscriptionRow, now: Date): Promise<PurchaseLine | null> {
  const plan = await planByTier(tx, running.tier);
  const period = currentPeriod(running.periodAnchor, running.billingPeriod, now);
  const amount = plan ? Math.round(priceFor(plan, running.billingPeriod) * restOf(period, now)) : 0;
  if (amount <= 0) return null;
  return {
    description: `Unused plan ${running.tier}, ${day(now)} – ${day(period.end)}`,
    itemKind: "proration",
    itemId: running.tier,
    period: running.billingPeriod,
    quantity: 1,
    unitPrice: -amount,
  };
}

/**
 * Runs inside the caller's transaction; returns the plan row, the invoice (null when the plan and
 * its period stay), and whether anything changed (choosing the running plan again only resumes a
 * cancelled one).
 */
export async function changePlan(
  tx: Orm,
  change: PlanChange,
): Promise<{ row: SubscriptionRow; invoiceId: string | null; changed: boolean }> {
  const { companyId, tier, billingPeriod, now } = change;
  const plan = await planByTier(tx, tier);
  if (!plan) throw new RequestError(404, "Plan not found", "PLAN_NOT_FOUND");
  const running = await runningSubscription(tx, companyId, now, true);
  const samePeriod = running !== null && running.billingPeriod === billingPeriod;
  const anchor = samePeriod ? running.periodAnchor : now;
  const values = { tier, billingPeriod, periodAnchor: anchor, endsAt: null, cancelReason: null, updatedAt: now };
  const row = await writeSubscription(tx, companyId, values, now, !running);
  if (running && running.tier === tier && samePeriod) return { row, invoiceId: null, changed: running.endsAt !== null };

  const price = priceFor(plan, billingPeriod);
  const lines: PurchaseLine[] = [];
  if (samePeriod) {
    const period = currentPeriod(anchor, billingPeriod, now);
    lines.push({
      description: `Plan ${tier}, ${day(now)} – ${day(period.end)}`,
      itemKind: "plan",
      itemId: tier,
      period: billingPeriod,
      quantity: 1,
      unitPrice: Math.round(price * restOf(period, now)),
    });
  } else {
    lines.push({
      description: `Plan ${tier}, 1 ${unitName(billingPeriod)}`,
      itemKind: "plan",
      itemId: tier,
      period: billingPeriod,
      quantity: 1,
      unitPrice: price,
    });
  }
  const credit = running ? await unusedOldPlan(tx, running, now) : null;
  if (credit) lines.push(credit);
  const receipt = await paymentProviderFor("default").charge(tx, {
    companyId,
    currency: CURRENCY,
    lines,
    at: now,
    issuedBy: change.issuedBy,
  });
  await grantMonthlyCredits(tx, companyId, now);
  return { row, invoiceId: receipt.invoiceId, changed: true };
}
