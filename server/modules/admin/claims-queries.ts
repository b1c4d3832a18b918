/** Supplier-name claims: made by a company on /setup, decided by an operator. */
import { and, eq, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { supplierClaims, type ClaimStatus } from "../../db/schema";
import { rowsOf } from "./rows";

export interface ClaimRow {
  id: string;
  company_id: string;
  company_name: string;
  supplier_name: string;
  products: string | number;
  status: ClaimStatus;
  requested_by: string | null;
  requested_at: string | Date;
  decided_by: string | null;
  decided_at: string | Date | null;
  reason: string | null;
  total: string | number;
}

export async function claimRows(
  orm: Orm,
  filter: { id?: string; companyId?: string | undefined; status?: ClaimStatus | undefined; limit: number; offset: number },
) {
  const conditions = [sql`true`];
  if (filter.id) conditions.push(sql`sc.id = ${filter.id}`);
  if (filter.companyId) conditions.push(sql`sc.company_id = ${filter.companyId}`);
  if (filter.status) conditions.push(sql`sc.status = ${filter.status}`);
  return rowsOf<ClaimRow>(
    orm,
    sql`select sc.id, sc.company_id, c.name as company_name, sc.supplier_name, sc.status, sc.requested_at, sc.decided_at, sc.reason,
               (select count(*) from products p where p.supplier_name = sc.supplier_name) as products,
               ru.email as requested_by, sc.decided_by_email as decided_by,
               count(*) over () as total
        from supplier_claims sc
        join companies c on c.id = sc.company_id
        left join users ru on ru.id = sc.requested_by
        where ${sql.join(conditions, sql` and `)}
        order by (sc.status = 'pending') desc, sc.requested_at desc, sc.id
        limit ${filter.limit} offset ${filter.offset}`,
  );
}

export async function insertClaim(orm: Orm, companyId: string, supplierName: string, requestedBy: string) {
  const [row] = await orm
    .insert(supplierClaims)
    .values({ companyId, supplierName, requestedBy })
    .onConflictDoNothing()
    .returning({ id: supplierClaims.id });
  return row?.id;
}

export async function lockClaim(orm: Orm, id: string) {
  const [row] = await rowsOf<{ id: string; company_id: string; supplier_name: string; status: ClaimStatus; requested_by: string | null }>(
    orm,
    sql`select id, company_id, supplier_name, status, requested_by from supplier_claims where id = ${id} for update`,
  );
  return row;
}

export async function decideClaimRow(
  orm: Orm,
  id: string,
  decision: { status: "approved" | "refused"; by: { id: string; email: string | null }; reason: string | null },
) {
  await orm
    .update(supplierClaims)
    .set({
      status: decision.status,
      decidedBy: decision.by.id,
      decidedByEmail: decision.by.email,
      decidedAt: new Date(),
      reason: decision.reason,
    })
    .where(and(eq(supplierClaims.id, id), eq(supplierClaims.status, "pending")));
}

/** The market's supplier names matching the text, most products first, with how many companies hold each. */
export async function marketSuppliers(orm: Orm, text: string | undefined, limit: number) {
  const match = text ? sql`p.supplier_name ilike ${`%${text.replace(/[%_\\]/g, "\\$&")}%`}` : sql`true`;
  return rowsOf<{ name: string; products: string | number; claimed_by: string | number }>(
    orm,
    sql`select p.supplier_name as name, count(*) as products,
               (select count(*) from company_suppliers cs where cs.supplier_name = p.supplier_name) as claimed_by
        from products p where p.supplier_name is not null and p.supplier_name <> '' and ${match}
        group by p.supplier_name order by count(*) desc, p.supplier_name limit ${limit}`,
  );
}

/** The addresses of a company's administrators (who hear of a decision), and the language each reads. */
export async function companyAdmins(orm: Orm, companyId: string) {
  return rowsOf<{ email: string; language: string | null }>(
    orm,
    sql`select u.email, u.preferences->>'language' as language
        from memberships m join users u on u.id = m.user_id
        where m.company_id = ${companyId} and m.role = 'company_admin' order by u.email`,
  );
}
