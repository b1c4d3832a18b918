/** Supplier-name claims: a company_admin claims on /setup; an operator approves (the name is linked) or refuses; the company is told by mail. */
import type { SupplierClaim, SupplierClaimsQuery } from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import { atLeast } from "../../core/roles";
import { actorOf, type Ctx, type RequestMeta } from "./actor";
import { claimDecisionMail } from "./claim-mail";
import { claimRows, companyAdmins, decideClaimRow, insertClaim, lockClaim, marketSuppliers, type ClaimRow } from "./claims-queries";
import { knownSuppliers, linkSupplierName, supplierNames } from "./companies-queries";
import { iso, offsetOf, pageInfo } from "./rows";

function toClaim(row: ClaimRow): SupplierClaim {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    supplierName: row.supplier_name,
    products: Number(row.products),
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: iso(row.requested_at)!,
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    reason: row.reason,
  };
}

export async function listClaims(ctx: Ctx, query: SupplierClaimsQuery) {
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const rows = await claimRows(ctx.db.orm, { companyId: query.companyId, status: query.status, limit, offset });
  return { items: rows.map(toClaim), pagination: pageInfo(Number(rows[0]?.total ?? 0), offset, rows.length) };
}

async function claimById(ctx: Ctx, id: string) {
  const [row] = await claimRows(ctx.db.orm, { id, limit: 1, offset: 0 });
  if (!row) throw new RequestError(404, `No supplier-name claim with id ${id}`, "CLAIM_NOT_FOUND");
  return toClaim(row);
}

/** Approves or refuses a pending claim (approval links the name), then mails the company's administrators. */
export async function decideClaim(
  ctx: Ctx,
  caller: Caller,
  id: string,
  decision: "approved" | "refused",
  reason: string | undefined,
  meta: RequestMeta,
) {
  const actor = await actorOf(ctx, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const claim = await lockClaim(tx, id);
    if (!claim) throw new RequestError(404, `No supplier-name claim with id ${id}`, "CLAIM_NOT_FOUND");
    if (claim.status !== "pending") throw new RequestError(409, `This claim was ${claim.status} already`, "CLAIM_ALREADY_DECIDED");
    await decideClaimRow(tx, id, { status: decision, by: actor, reason: reason?.trim() || null });
    if (decision === "approved") await linkSupplierName(tx, claim.company_id, claim.supplier_name);
    await recordAudit(tx, {
      action: decision === "approved" ? "supplier_claim.approved" : "supplier_claim.refused",
      companyId: claim.company_id,
      actor,
      objectType: "supplier_claim",
      objectId: id,
      details: { supplierName: claim.supplier_name, ...(reason ? { reason } : {}) },
      ip: meta.ip,
    });
  });
  // The company's products follow its supplier names: cached figures without them are dropped.
  if (decision === "approved") await ctx.cache.invalidate();
  const claim = await claimById(ctx, id);
  for (const admin of await companyAdmins(ctx.db.orm, claim.companyId)) {
    const mail = claimDecisionMail({
      language: admin.language === "en" ? "en" : "sv",
      companyName: claim.companyName,
      supplierName: claim.supplierName,
      approved: decision === "approved",
      products: claim.products,
      reason: claim.reason,
      link: `${ctx.config.publicUrl}/setup`,
    });
    await ctx.mailer.send({ to: admin.email, ...mail });
  }
  return claim;
}

function ownCompany(caller: Caller) {
  if (!caller.companyId) throw new RequestError(404, "You are not a member of a company", "NO_COMPANY");
  return caller.companyId;
}

/** What /setup shows: the company's supplier names and its claims. */
export async function setupStatus(ctx: Ctx, caller: Caller) {
  const companyId = ownCompany(caller);
  const [suppliers, claims] = await Promise.all([
    supplierNames(ctx.db.orm, companyId),
    claimRows(ctx.db.orm, { companyId, limit: 100, offset: 0 }),
  ]);
  return { companyId, suppliers, claims: claims.map(toClaim) };
}

/**
 * Members of a company look names up to claim them; an operator to link them to any company. Only
 * an operator learns whether a name is linked already: to a company it would say which suppliers
 * use Fenix. A claim on a linked name goes to the operator like any other.
 */
export async function searchMarketSuppliers(ctx: Ctx, caller: Caller, q: string | undefined, limit: number) {
  const operator = caller.role === "super_admin";
  if (!operator) ownCompany(caller);
  const rows = await marketSuppliers(ctx.db.orm, q?.trim() || undefined, limit);
  return rows.map((row) => ({
    name: row.name,
    products: Number(row.products),
    ...(operator ? { claimedBy: Number(row.claimed_by) } : {}),
  }));
}

export async function claimSupplier(ctx: Ctx, caller: Caller, supplierName: string, meta: RequestMeta) {
  const companyId = ownCompany(caller);
  if (!atLeast(caller.role, "company_admin"))
    throw new RequestError(403, "Only a company_admin may claim supplier names", "FORBIDDEN_ROLE");
  const name = supplierName.trim();
  const actor = await actorOf(ctx, caller);
  const id = await ctx.db.orm.transaction(async (tx) => {
    if (!(await knownSuppliers(tx, [name])).has(name))
      throw new RequestError(400, `No product in the catalogue has the supplier "${name}"`, "UNKNOWN_SUPPLIER");
    if ((await supplierNames(tx, companyId)).includes(name))
      throw new RequestError(409, `"${name}" is one of your supplier names already`, "SUPPLIER_ALREADY_LINKED");
    const inserted = await insertClaim(tx, companyId, name, caller.userId);
    if (!inserted) throw new RequestError(409, `Your claim of "${name}" is waiting for an operator already`, "CLAIM_PENDING");
    await recordAudit(tx, {
      action: "supplier_claim.requested",
      companyId,
      actor,
      objectType: "supplier_claim",
      objectId: inserted,
      details: { supplierName: name },
      ip: meta.ip,
    });
    return inserted;
  });
  return claimById(ctx, id);
}
