/** The operators' view of every company's API keys and their usage, invitations and audit log. */
import type {
  AdminApiKey,
  AdminApiKeysQuery,
  AdminAuditEntry,
  AdminAuditQuery,
  AdminInvitationsQuery,
  AdminUsageQuery,
  KeyAuditQuery,
} from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { KeyUsageRecorder } from "../../core/api-keys";
import { actorOf, type Ctx, type RequestMeta } from "./actor";
import {
  auditRows,
  cancelInvitationRow,
  invitationRows,
  keyRows,
  usageByDay,
  usageByEndpoint,
  type AuditRow,
  type KeyRow,
} from "./oversight-queries";
import { iso, offsetOf, pageInfo } from "./rows";

type UsageCtx = Ctx & { keyUsage: KeyUsageRecorder };

function toKey(row: KeyRow): AdminApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    owner: { id: row.owner_id, email: row.owner_email },
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? "" } : null,
    createdAt: iso(row.created_at)!,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    calls: Number(row.calls),
    errors: Number(row.errors),
  };
}

export async function listKeys(ctx: UsageCtx, query: AdminApiKeysQuery) {
  await ctx.keyUsage.flush();
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const rows = await keyRows(ctx.db.orm, { companyId: query.companyId, status: query.status, search: query.search, limit, offset });
  return { items: rows.map(toKey), pagination: pageInfo(Number(rows[0]?.total ?? 0), offset, rows.length) };
}

export async function getKey(ctx: UsageCtx, id: string) {
  await ctx.keyUsage.flush();
  const [row] = await keyRows(ctx.db.orm, { id, limit: 1, offset: 0 });
  if (!row) throw new RequestError(404, `No API key with id ${id}`, "API_KEY_NOT_FOUND");
  return toKey(row);
}

/** The first day (UTC) of a window of `days` days ending today. */
const windowStart = (days: number) => new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

export async function keyUsage(ctx: UsageCtx, query: AdminUsageQuery) {
  await ctx.keyUsage.flush();
  const from = windowStart(query.days ?? 30);
  const rows = await usageByDay(ctx.db.orm, from, query.keyId);
  return {
    from,
    to: today(),
    days: rows.map((row) => ({
      date: String(row.day).slice(0, 10),
      keyId: row.key_id,
      keyName: row.key_name,
      calls: Number(row.calls),
      errors: Number(row.errors),
    })),
  };
}

export async function endpointUsage(ctx: UsageCtx, query: AdminUsageQuery) {
  await ctx.keyUsage.flush();
  const from = windowStart(query.days ?? 30);
  const rows = await usageByEndpoint(ctx.db.orm, from, query.keyId);
  return {
    from,
    to: today(),
    items: rows.map((row) => ({ endpoint: row.endpoint, calls: Number(row.calls), errors: Number(row.errors), keys: Number(row.keys) })),
  };
}

function toAudit(row: AuditRow): AdminAuditEntry {
  return {
    id: Number(row.id),
    at: iso(row.at)!,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email, name: row.actor_name ?? row.actor_email ?? "" } : null,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    ip: row.ip,
    company: row.company_id ? { id: row.company_id, name: row.company_name } : null,
  };
}

export async function auditPage(ctx: Ctx, query: AdminAuditQuery) {
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const rows = await auditRows(ctx.db.orm, { companyId: query.companyId, action: query.action, limit, offset });
  return { items: rows.map(toAudit), pagination: pageInfo(Number(rows[0]?.total ?? 0), offset, rows.length) };
}

/** The key events of the audit log (created, updated, revoked) across companies. */
export const keyAuditPage = (ctx: Ctx, query: KeyAuditQuery) => auditPage(ctx, { ...query, action: "api_key" });

export async function listInvitations(ctx: Ctx, query: AdminInvitationsQuery) {
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const rows = await invitationRows(ctx.db.orm, { companyId: query.companyId, status: query.status, search: query.search, limit, offset });
  const now = Date.now();
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.status,
      company: { id: row.company_id, name: row.company_name },
      invitedBy: row.invited_by,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at)!,
      expired: new Date(row.expires_at).getTime() <= now,
    })),
    pagination: pageInfo(Number(rows[0]?.total ?? 0), offset, rows.length),
  };
}

export async function cancelInvitation(ctx: Ctx, caller: Caller, id: string, meta: RequestMeta) {
  const actor = await actorOf(ctx, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const cancelled = await cancelInvitationRow(tx, id);
    if (!cancelled) throw new RequestError(404, `No pending invitation with id ${id}`, "INVITATION_NOT_FOUND");
    await recordAudit(tx, {
      action: "invitation.cancelled",
      companyId: cancelled.companyId,
      actor,
      objectType: "invitation",
      objectId: id,
      details: { email: cancelled.email, by: "operator" },
      ip: meta.ip,
    });
  });
}
