/** The operators' company rules: create, edit (name, supplier names, plan, status), suspend, delete only when empty or confirmed. */
import type {
  AdminCompaniesQuery,
  AdminCompany,
  CreateCompanyBody,
  DeleteCompanyQuery,
  PlanTier,
  UpdateCompanyBody,
} from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import { changePlan } from "../../commerce/billing/plan-change";
import { runningSubscription } from "../../commerce/billing/plans";
import { RequestError } from "../../core/errors";
import type { Orm } from "../../db/client";
import type { CompanyStatus } from "../../db/schema";
import { actorOf, type Ctx, type RequestMeta } from "./actor";
import {
  companyHoldings,
  companyRows,
  deleteCompanyRow,
  insertCompany,
  knownSuppliers,
  lockCompany,
  replaceSuppliers,
  removePlan,
  supplierNames,
  updateCompanyRow,
  type CompanyRow,
} from "./companies-queries";
import { iso, offsetOf, pageInfo } from "./rows";

function toCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    suppliers: row.suppliers ?? [],
    products: Number(row.products),
    members: Number(row.members),
    plan: (row.plan as PlanTier | null) ?? null,
    pendingClaims: Number(row.pending_claims),
    createdAt: iso(row.created_at)!,
  };
}

export async function listCompanies(ctx: Ctx, query: AdminCompaniesQuery) {
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const rows = await companyRows(ctx.db.orm, { search: query.search, status: query.status, limit, offset });
  return { items: rows.map(toCompany), pagination: pageInfo(Number(rows[0]?.total ?? 0), offset, rows.length) };
}

export async function getCompany(orm: Orm, id: string) {
  const [row] = await companyRows(orm, { id, limit: 1, offset: 0 });
  if (!row) throw new RequestError(404, `No company with id ${id}`, "COMPANY_NOT_FOUND");
  return toCompany(row);
}

/** Every name must be a supplier of at least one catalogue product, so a typo links nothing silently. */
async function checkSuppliers(orm: Orm, names: string[]) {
  const trimmed = [...new Set(names.map((name) => name.trim()))];
  const known = await knownSuppliers(orm, trimmed);
  const unknown = trimmed.filter((name) => !known.has(name));
  if (unknown.length)
    throw new RequestError(
      400,
      `No product in the catalogue has the supplier ${unknown.map((n) => `"${n}"`).join(", ")}`,
      "UNKNOWN_SUPPLIER",
    );
  return trimmed;
}

export async function createCompany(ctx: Ctx, caller: Caller, body: CreateCompanyBody, meta: RequestMeta) {
  const actor = await actorOf(ctx, caller);
  return ctx.db.orm.transaction(async (tx) => {
    const suppliers = await checkSuppliers(tx, body.suppliers ?? []);
    const id = await insertCompany(tx, body.name.trim(), body.status ?? "active");
    await replaceSuppliers(tx, id, suppliers);
    const invoiceId = body.plan ? await operatorPlanChange(tx, id, body.plan) : null;
    await recordAudit(tx, {
      action: "company.created",
      companyId: id,
      actor,
      objectType: "company",
      objectId: id,
      details: { name: body.name.trim(), suppliers, plan: body.plan ?? null, status: body.status ?? "active", invoiceId },
      ip: meta.ip,
    });
    return getCompany(tx, id);
  });
}

/**
 * An operator's plan change takes the company's own path: invoiced (marked as issued by the
 * operator), the unused rest of the old plan credited, the monthly credits granted. It keeps the
 * company's billing period; a company without a plan starts monthly.
 */
async function operatorPlanChange(tx: Orm, companyId: string, tier: string): Promise<string | null> {
  const now = new Date();
  const billingPeriod = (await runningSubscription(tx, companyId, now))?.billingPeriod ?? "monthly";
  return (await changePlan(tx, { companyId, tier, billingPeriod, now, issuedBy: "operator" })).invoiceId;
}

const statusAction = (status: CompanyStatus) => (status === "suspended" ? "company.suspended" : "company.reactivated");

export async function updateCompany(ctx: Ctx, caller: Caller, id: string, body: UpdateCompanyBody, meta: RequestMeta) {
  const actor = await actorOf(ctx, caller);
  return ctx.db.orm.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw new RequestError(404, `No company with id ${id}`, "COMPANY_NOT_FOUND");
    const before = await getCompany(tx, id);
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined && body.name.trim() !== company.name) changes.name = { from: company.name, to: body.name.trim() };
    if (body.suppliers !== undefined) {
      const suppliers = await checkSuppliers(tx, body.suppliers);
      const current = await supplierNames(tx, id);
      if (suppliers.slice().sort().join("\n") !== current.join("\n")) {
        await replaceSuppliers(tx, id, suppliers);
        changes.suppliers = { from: current, to: suppliers.slice().sort() };
      }
    }
    if (body.plan !== undefined && body.plan !== before.plan) {
      const invoiceId = body.plan ? await operatorPlanChange(tx, id, body.plan) : await removePlan(tx, id).then(() => null);
      changes.plan = { from: before.plan, to: body.plan, invoiceId };
    }
    await updateCompanyRow(tx, id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.status ? { status: body.status } : {}),
    });
    const audit = { companyId: id, actor, objectType: "company" as const, objectId: id, ip: meta.ip };
    if (Object.keys(changes).length) await recordAudit(tx, { ...audit, action: "company.updated", details: changes });
    if (body.status && body.status !== company.status)
      await recordAudit(tx, { ...audit, action: statusAction(body.status), details: { name: company.name } });
    return getCompany(tx, id);
  });
}

export async function deleteCompany(ctx: Ctx, caller: Caller, id: string, query: DeleteCompanyQuery, meta: RequestMeta) {
  const actor = await actorOf(ctx, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw new RequestError(404, `No company with id ${id}`, "COMPANY_NOT_FOUND");
    const holdings = await companyHoldings(tx, id);
    const held = Object.entries(holdings).filter(([, n]) => n > 0);
    if (query.cascade) {
      if (query.confirmName !== company.name)
        throw new RequestError(
          400,
          "To delete a company with everything it holds, send its exact name as confirmName",
          "CASCADE_CONFIRMATION_MISMATCH",
        );
    } else if (held.length) {
      const list = held.map(([what, n]) => `${n} ${what.replace("_", " ")}`).join(", ");
      throw new RequestError(
        409,
        `The company still holds ${list}; delete with cascade=true and its name to remove them too`,
        "COMPANY_NOT_EMPTY",
      );
    }
    await deleteCompanyRow(tx, id);
    await recordAudit(tx, {
      action: "company.deleted",
      companyId: id,
      actor,
      objectType: "company",
      objectId: id,
      details: { name: company.name, cascade: Boolean(query.cascade), holdings },
      ip: meta.ip,
    });
  });
}
