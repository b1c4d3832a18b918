import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";

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
    name_bold: string | null;
    name_thin: string | null;
    volume_ml: number | null;
    day: string;
    figures: Record<string, number>;
    created_at: Date;
    read: boolean;
  }>(
    db,
    sql`select e.id, e.rule_id, r.name as rule_name, r.kind, e.product_id, p.name_bold, p.name_thin, p.volume_ml, e.day::text as day,
               e.figures, e.created_at, (x.event_id is not null) as read
        from alert_events e
        join alert_rules r on r.id = e.rule_id and r.company_id = ${companyId} and (r.user_id = ${userId} or r.user_id is null)
        left join products p on p.id = e.product_id
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
