/** The operators' read of every company's API keys, their usage, invitations and the audit log. */
import { and, eq, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { invitations } from "../../db/schema";
import { rowsOf } from "./rows";

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  owner_id: string;
  owner_email: string;
  company_id: string | null;
  company_name: string | null;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
  calls: string | number;
  errors: string | number;
  total: string | number;
}

export async function keyRows(
  orm: Orm,
  filter: {
    id?: string;
    companyId?: string | undefined;
    status?: "live" | "revoked" | undefined;
    search?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const conditions = [sql`true`];
  if (filter.id) conditions.push(sql`k.id = ${filter.id}`);
  if (filter.companyId) conditions.push(sql`u.company_id = ${filter.companyId}`);
  if (filter.status === "live") conditions.push(sql`k.revoked_at is null`);
  if (filter.status === "revoked") conditions.push(sql`k.revoked_at is not null`);
  if (filter.search) conditions.push(sql`(k.name ilike ${escapeLike(filter.search)} or u.email ilike ${escapeLike(filter.search)})`);
  return rowsOf<KeyRow>(
    orm,
    sql`select k.id, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at,
               u.id as owner_id, u.email as owner_email, c.id as company_id, c.name as company_name,
               coalesce((select sum(calls) from api_key_usage where key_id = k.id), 0) as calls,
               coalesce((select sum(errors) from api_key_usage where key_id = k.id), 0) as errors,
               count(*) over () as total
        from api_keys k join users u on u.id = k.user_id left join companies c on c.id = u.company_id
        where ${sql.join(conditions, sql` and `)}
        order by k.last_used_at desc nulls last, k.created_at desc, k.id
        limit ${filter.limit} offset ${filter.offset}`,
  );
}

export async function usageByDay(orm: Orm, from: string, keyId: string | undefined) {
  const only = keyId ? sql`and u.key_id = ${keyId}` : sql``;
  return rowsOf<{ day: string | Date; key_id: string; key_name: string; calls: string | number; errors: string | number }>(
    orm,
    sql`select u.day::text as day, u.key_id, k.name as key_name, u.calls, u.errors
        from api_key_usage u join api_keys k on k.id = u.key_id
        where u.day >= ${from}::date ${only} order by u.day, k.name, u.key_id`,
  );
}

export async function usageByEndpoint(orm: Orm, from: string, keyId: string | undefined) {
  const only = keyId ? sql`and key_id = ${keyId}` : sql``;
  return rowsOf<{ endpoint: string; calls: string | number; errors: string | number; keys: string | number }>(
    orm,
    sql`select endpoint, sum(calls) as calls, sum(errors) as errors, count(distinct key_id) as keys
        from api_key_endpoint_usage where day >= ${from}::date ${only}
        group by endpoint order by sum(calls) desc, endpoint`,
  );
}

export interface AuditRow {
  id: string | number;
  at: string | Date;
  action: string;
  object_type: string;
  object_id: string | null;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  details: Record<string, unknown> | string;
  ip: string | null;
  company_id: string | null;
  company_name: string | null;
  total: string | number;
}

export async function auditRows(
  orm: Orm,
  filter: { companyId?: string | undefined; action?: string | undefined; limit: number; offset: number },
) {
  const conditions = [sql`true`];
  if (filter.companyId) conditions.push(sql`a.company_id = ${filter.companyId}`);
  if (filter.action)
    conditions.push(
      filter.action.includes(".")
        ? sql`a.action = ${filter.action}`
        : sql`(a.action = ${filter.action} or a.action like ${`${filter.action}.%`})`,
    );
  return rowsOf<AuditRow>(
    orm,
    sql`select a.id, a.at, a.action, a.object_type, a.object_id, a.actor_id, a.actor_email, a.details, a.ip, a.company_id,
               c.name as company_name, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name,
               count(*) over () as total
        from audit_log a left join companies c on c.id = a.company_id left join users u on u.id = a.actor_id
        where ${sql.join(conditions, sql` and `)}
        order by a.at desc, a.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
}

export interface InvitationRow {
  id: string;
  email: string;
  role: string;
  status: string;
  company_id: string;
  company_name: string;
  invited_by: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  total: string | number;
}

export async function invitationRows(
  orm: Orm,
  filter: { companyId?: string | undefined; status?: string | undefined; search?: string | undefined; limit: number; offset: number },
) {
  const conditions = [sql`true`];
  if (filter.companyId) conditions.push(sql`i.company_id = ${filter.companyId}`);
  if (filter.status) conditions.push(sql`i.status = ${filter.status}`);
  if (filter.search) conditions.push(sql`i.email ilike ${escapeLike(filter.search)}`);
  return rowsOf<InvitationRow>(
    orm,
    sql`select i.id, i.email, i.role, i.status, i.created_at, i.expires_at, i.company_id, c.name as company_name,
               u.email as invited_by, count(*) over () as total
        from invitations i join companies c on c.id = i.company_id left join users u on u.id = i.invited_by
        where ${sql.join(conditions, sql` and `)}
        order by i.created_at desc, i.id limit ${filter.limit} offset ${filter.offset}`,
  );
}

/** Cancels a pending invitation; undefined when there is none with this id. */
export async function cancelInvitationRow(orm: Orm, id: string) {
  const [row] = await orm
    .update(invitations)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.status, "pending")))
    .returning({ id: invitations.id, companyId: invitations.companyId, email: invitations.email });
  return row;
}
