import { sql } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { ormRows, queryRows } from "../../db/rows";

export interface RuleRow {
  id: string;
  company_id: string;
  user_id: string | null;
  name: string;
  kind: string;
  product_id: number | null;
  min_stores: number;
  min_days: number;
  created_at: Date;
}

/** The rules a member sees: their own and their company's company-wide ones, oldest first. */
export function rulesOf(db: Database, companyId: string, userId: string): Promise<RuleRow[]> {
  return queryRows<RuleRow>(
    db,
    sql`select * from alert_rules where company_id = ${companyId} and (user_id = ${userId} or user_id is null) order by created_at, id`,
  );
}

/** The alerts a member gets (their rules' and the company-wide rules'), newest first, with whether they read each. */
export function alertsOf(db: Database, companyId: string, userId: string, options: { unreadOnly: boolean; limit: number }) {
  return queryRows<{
    id: number;
    rule_id: string;
    rule_name: string;
    kind: string;
    product_id: number | null;
    day: string;
    figures: Record<string, number>;
    created_at: Date;
    read: boolean;
  }>(
    db,
    sql`select e.id, e.rule_id, r.name as rule_name, r.kind, e.product_id, e.day::text as day,
               e.figures, e.created_at, (x.event_id is not null) as read
        from alert_events e
        join alert_rules r on r.id = e.rule_id and r.company_id = ${companyId} and (r.user_id = ${userId} or r.user_id is null)
        left join alert_reads x on x.event_id = e.id and x.user_id = ${userId}
        where ${options.unreadOnly ? sql`x.event_id is null` : sql`true`}
        order by e.id desc
        limit ${options.limit}`,
  );
}

export async function unreadCount(db: Database, companyId: string, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from alert_events e
        join alert_rules r on r.id = e.rule_id and r.company_id = ${companyId} and (r.user_id = ${userId} or r.user_id is null)
        where not exists (select 1 from alert_reads x where x.event_id = e.id and x.user_id = ${userId})`,
  );
  return row?.n ?? 0;
}

/** The rules a member holds: their own and the company-wide ones they set. */
export async function rulesHeld(tx: Orm, companyId: string, userId: string): Promise<number> {
  const [row] = await ormRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from alert_rules
        where company_id = ${companyId} and (user_id = ${userId} or (user_id is null and created_by = ${userId}))`,
  );
  return row?.n ?? 0;
}

export async function productExists(tx: Orm, id: number): Promise<boolean> {
  return (await ormRows<{ id: number }>(tx, sql`select id from products where id = ${id}`)).length > 0;
}

export async function insertRule(
  tx: Orm,
  rule: {
    companyId: string;
    userId: string | null;
    createdBy: string;
    name: string;
    kind: string;
    productId: number | null;
    minStores: number;
    minDays: number;
  },
): Promise<RuleRow> {
  const [row] = await ormRows<RuleRow>(
    tx,
    sql`insert into alert_rules (company_id, user_id, created_by, name, kind, product_id, min_stores, min_days)
        values (${rule.companyId}, ${rule.userId}, ${rule.createdBy}, ${rule.name}, ${rule.kind}, ${rule.productId}, ${rule.minStores}, ${rule.minDays})
        returning *`,
  );
  return row!;
}

/** Deletes the member's own rule, or a company-wide one when `companyWide` may be removed; whether one went. */
export async function deleteRuleOf(db: Database, id: string, companyId: string, userId: string, companyWide: boolean): Promise<boolean> {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from alert_rules where id = ${id} and company_id = ${companyId} and (user_id = ${userId} or (user_id is null and ${companyWide}))
        returning id`,
  );
  return deleted.length > 0;
}

export async function isCompanyWideRule(db: Database, id: string, companyId: string): Promise<boolean> {
  return (
    (await queryRows(db, sql`select id from alert_rules where id = ${id} and company_id = ${companyId} and user_id is null`)).length > 0
  );
}

/** Marks the member's alerts read (those given, or all), each once. */
export async function markRead(db: Database, companyId: string, userId: string, ids: readonly number[] | undefined): Promise<void> {
  await queryRows(
    db,
    sql`insert into alert_reads (event_id, user_id)
        select e.id, ${userId}::uuid from alert_events e
        join alert_rules r on r.id = e.rule_id and r.company_id = ${companyId} and (r.user_id = ${userId} or r.user_id is null)
        where ${ids ? sql`e.id = any(${`{${ids.join(",")}}`}::bigint[])` : sql`true`}
        on conflict do nothing`,
  );
}
