import { sql } from "drizzle-orm";
import type { AlertRule, AlertRuleBody, Alerts } from "../../../contracts";
import { MAX_ALERT_RULES_PER_USER } from "../../../contracts";
import type { Caller } from "../../core/caller";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { ormRows, queryRows } from "../../db/rows";
import { alertsOf, rulesOf, unreadCount, type RuleRow } from "./queries";

/** Alerts belong to a company's members: an operator without a company has none. */
function memberOf(caller: Caller): { companyId: string; userId: string } {
  if (!caller.companyId) throw new RequestError(404, "You do not belong to an organisation", "NO_ORGANISATION");
  return { companyId: caller.companyId, userId: caller.userId };
}

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
    // One writer per user at a time: the count below and the insert see the same rules.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-rules/${userId}`}))`);
    const [held] = await ormRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from alert_rules where company_id = ${companyId} and (user_id = ${userId} or (user_id is null and created_by = ${userId}))`,
    );
    if ((held?.n ?? 0) >= MAX_ALERT_RULES_PER_USER)
      throw new RequestError(409, `You can hold at most ${MAX_ALERT_RULES_PER_USER} alert rules`, "TOO_MANY_ALERT_RULES");
    if (body.productId != null) {
      const [product] = await ormRows<{ id: number }>(tx, sql`select id from products where id = ${body.productId}`);
      if (!product) throw new RequestError(404, "Product not found", "PRODUCT_NOT_FOUND", "productId");
    }
    const [row] = await ormRows<RuleRow>(
      tx,
      sql`insert into alert_rules (company_id, user_id, created_by, name, kind, product_id, min_stores, min_days)
          values (${companyId}, ${body.companyWide ? null : userId}, ${userId}, ${body.name.trim()}, ${body.kind},
                  ${body.productId ?? null}, ${body.minStores}, ${body.minDays})
          returning *`,
    );
    return ruleView(row!);
  });
}

/** Deletes one of the caller's rules, or (a company admin) a company-wide one; another's is 404. */
export async function deleteRule(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { companyId, userId } = memberOf(caller);
  const deleted = await queryRows<{ id: string }>(
    ctx.db,
    sql`delete from alert_rules where id = ${id} and company_id = ${companyId}
          and (user_id = ${userId} or (user_id is null and ${canSetForCompany(caller)}))
        returning id`,
  );
  if (deleted.length === 0) {
    const [exists] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from alert_rules where id = ${id} and company_id = ${companyId} and user_id is null`,
    );
    if (exists) throw new RequestError(403, "Only a company admin removes a rule set for every member", "FORBIDDEN_ROLE");
    throw new RequestError(404, "Alert rule not found", "ALERT_RULE_NOT_FOUND");
  }
}

export async function listAlerts(ctx: AppContext, caller: Caller, query: { unread?: boolean; limit?: number }): Promise<Alerts> {
  const { companyId, userId } = memberOf(caller);
  const rows = await alertsOf(ctx.db, companyId, userId, { unreadOnly: query.unread ?? false, limit: query.limit ?? 50 });
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      ruleId: row.rule_id,
      ruleName: row.rule_name,
      kind: row.kind as AlertRule["kind"],
      productId: row.product_id,
      productName: row.name_bold === null ? null : row.name_thin ? `${row.name_bold} ${row.name_thin}` : row.name_bold,
      volumeMl: row.volume_ml,
      day: row.day,
      figures: row.figures,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read,
    })),
    unread: await unreadCount(ctx.db, companyId, userId),
  };
}

/** Marks the caller's alerts read (the ones given, or all), each once; answers the unread left. */
export async function readAlerts(ctx: AppContext, caller: Caller, ids: readonly number[] | undefined): Promise<number> {
  const { companyId, userId } = memberOf(caller);
  await queryRows(
    ctx.db,
    sql`insert into alert_reads (event_id, user_id)
        select e.id, ${userId}::uuid from alert_events e
        join alert_rules r on r.id = e.rule_id and r.company_id = ${companyId} and (r.user_id = ${userId} or r.user_id is null)
        where ${ids ? sql`e.id = any(${`{${ids.join(",")}}`}::bigint[])` : sql`true`}
        on conflict do nothing`,
  );
  return unreadCount(ctx.db, companyId, userId);
}
