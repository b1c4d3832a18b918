import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface WarmView {
  companyId: string;
  /** A member acting in this company with this role, whose view the warm computes (the view such members share). */
  userId: string;
  role: "company_user" | "company_admin";
}

/** For every company, one member per role acting in it (members with one company first): the views its users get. */
export async function viewsToWarm(db: Database): Promise<WarmView[]> {
  return queryRows<WarmView>(
    db,
    sql`select distinct on (c.id, u.role) c.id as "companyId", u.id as "userId", u.role
        from companies c
        join users u on u.company_id = c.id and u.role in ('company_user', 'company_admin')
        join memberships m on m.user_id = u.id and m.company_id = c.id
        order by c.id, u.role, (select count(*) from memberships o where o.user_id = u.id), u.created_at`,
  );
}

/** An operator whose view (every company) the aggressive warm also computes. */
export async function anOperator(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from users where role = 'super_admin' order by created_at limit 1`);
  return row?.id ?? null;
}

export interface WarmJobRow {
  id: number;
  status: string;
  progress: number;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** The latest warm job. */
export async function latestWarmJob(db: Database, kind: string): Promise<WarmJobRow | null> {
  const [row] = await queryRows<WarmJobRow>(
    db,
    sql`select id::int as id, status, progress, payload, result, error, created_at::text, updated_at::text
        from jobs where kind = ${kind} order by id desc limit 1`,
  );
  return row ?? null;
}
