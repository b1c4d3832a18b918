/**
 * The audit log: who did what to which object, when and from where. Append-only (the table's
 * trigger refuses updates and deletes); every module that changes members, invitations, keys,
 * the organization or its subscription writes here, inside the change's own transaction.
 */
import type { Orm } from "../db/client";
import { auditLog } from "../db/schema";

export const AUDIT_ACTIONS = [
  "member.invited",
  "member.joined",
  "member.removed",
  "member.role_changed",
  "invitation.cancelled",
  "api_key.created",
  "api_key.updated",
  "api_key.revoked",
  "organization.renamed",
  "subscription.plan_changed",
  "subscription.cancelled",
  "subscription.module_added",
  "subscription.module_cancelled",
  "subscription.credits_purchased",
  "invoice.marked_paid",
  "catalogue.plan_updated",
  "catalogue.module_updated",
  "company.created",
  "company.updated",
  "company.suspended",
  "company.reactivated",
  "company.deleted",
  "company.segments_chosen",
  "supplier_claim.requested",
  "supplier_claim.approved",
  "supplier_claim.refused",
  "cache.cleared",
  "cache.purged",
  "cache.analytics_cleared",
  "cache.cdn_purged",
  "cache.warm_started",
  "feed.run_requested",
  "feed.paused",
  "feed.resumed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  companyId: string | null;
  actor: { id: string; email?: string | null } | null;
  objectType:
    | "user"
    | "invitation"
    | "api_key"
    | "organization"
    | "subscription"
    | "module"
    | "credits"
    | "company"
    | "supplier_claim"
    | "plan"
    | "module_kind"
    | "cache"
    | "feed"
    | "invoice";
  objectId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAudit(orm: Orm, entry: AuditEntry): Promise<void> {
  await orm.insert(auditLog).values({
    action: entry.action,
    companyId: entry.companyId,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    objectType: entry.objectType,
    objectId: entry.objectId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
