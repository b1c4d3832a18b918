import { sql } from "drizzle-orm";
import type { AlertRule, AlertRuleBody, Alerts } from "../../../contracts";
import { MAX_ALERT_RULES_PER_USER } from "../../../contracts";
import type { Caller } from "../../core/caller";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { scopedCompany } from "../../core/roles";
import { findProducts } from "../../market/products";
import {
  alertsOf,
  deleteRuleOf,
  insertRule,
  isCompanyWideRule,
  markRead,
  productExists,
  rulesHeld,
  rulesOf,
  unreadCount,
  type RuleRow,
} from "./queries";

/** Alerts belong to a company's members: an operator without a company has none (404 NO_ORGANISATION). */
const memberOf = (caller: Caller) => ({ companyId: scopedCompany(caller), userId: caller.userId });

const canSetForCompany = (caller: Caller) => caller.role === "company_admin" || caller.role === "super_admin";

function ruleView(row: RuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AlertRule["kind"],
    productId: row.product_id,
    minStores: row.min_stores,
    minDays: row.min_days,
    companyWide: row.user_id === null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listRules(ctx: AppContext, caller: Caller): Promise<AlertRule[]> {
  const { companyId, userId } = memberOf(caller);
  return (await rulesOf(ctx.db, companyId, userId)).map(ruleView);
}

export async function createRule(ctx: AppContext, caller: Caller, body: AlertRuleBody): Promise<AlertRule> {
  const { companyId, userId } = memberOf(caller);
  if (body.companyWide && !canSetForCompany(caller))
    throw new RequestError(403, "Only a company admin sets rules for every member", "FORBIDDEN_ROLE", "companyWide");
  return ctx.db.orm.transaction(async (tx) => {
    // One writer per member at a time: the count and the insert see the same rules.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-rules/${userId}`}))`);
    if ((await rulesHeld(tx, companyId, userId)) >= MAX_ALERT_RULES_PER_USER)
      throw new RequestError(409, `You can hold at most ${MAX_ALERT_RULES_PER_USER} alert rules`, "TOO_MANY_ALERT_RULES");
    if (body.productId != null && !(await productExists(tx, body.productId)))
      throw new RequestError(404, "Product not found", "PRODUCT_NOT_FOUND", "productId");
    const row = await insertRule(tx, {
      companyId,
      userId: body.companyWide ? null : userId,
      createdBy: userId,
      name: body.name.trim(),
      kind: body.kind,
      productId: body.productId ?? null,
      minStores: body.minStores,
      minDays: body.minDays,
    });
    return ruleView(row);
  });
}

/** Deletes one of the caller's rules, or (a company admin) a company-wide one; another's is 404. */
export async function deleteRule(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { companyId, userId } = memberOf(caller);
  if (await deleteRuleOf(ctx.db, id, companyId, userId, canSetForCompany(caller))) return;
  if (await isCompanyWideRule(ctx.db, id, companyId))
    throw new RequestError(403, "Only a company admin removes a rule set for every member", "FORBIDDEN_ROLE");
  throw new RequestError(404, "Alert rule not found", "ALERT_RULE_NOT_FOUND");
}

export async function listAlerts(ctx: AppContext, caller: Caller, query: { unread?: boolean; limit?: number }): Promise<Alerts> {
  const { companyId, userId } = memberOf(caller);
  const rows = await alertsOf(ctx.db, companyId, userId, { unreadOnly: query.unread ?? false, limit: query.limit ?? 50 });
  const products = await findProducts(ctx.db, [...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])))]);
  return {
    items: rows.map((row) => {
      const product = row.product_id === null ? undefined : products.get(row.product_id);
      return {
        id: Number(row.id),
        ruleId: row.rule_id,
        ruleName: row.rule_name,
        kind: row.kind as AlertRule["kind"],
        productId: row.product_id,
        productName: product?.productName ?? null,
        volumeMl: product?.volumeMl ?? null,
        day: row.day,
        figures: row.figures,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read,
      };
    }),
    unread: await unreadCount(ctx.db, companyId, userId),
  };
}

/** Marks the caller's alerts read (the ones given, or all), each once; answers the unread left. */
export async function readAlerts(ctx: AppContext, caller: Caller, ids: readonly number[] | undefined): Promise<number> {
  const { companyId, userId } = memberOf(caller);
  await markRead(ctx.db, companyId, userId, ids);
  return unreadCount(ctx.db, companyId, userId);
}
