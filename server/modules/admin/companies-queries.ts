/** The operators' SQL over companies: the list with its figures, writes, and what a deletion would take with it. */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { companies, companySuppliers, products, subscriptions, type CompanyStatus } from "../../db/schema";
import { rowsOf } from "./rows";

export interface CompanyRow {
  id: string;
  name: string;
  status: CompanyStatus;
  suppliers: string[] | null;
  products: string | number;
  members: string | number;
  plan: string | null;
  pending_claims: string | number;
  created_at: string | Date;
  total: string | number;
}

export async function companyRows(
  orm: Orm,
  filter: { id?: string; search?: string | undefined; status?: CompanyStatus | undefined; limit: number; offset: number },
) {
  const conditions = [sql`true`];
  if (filter.id) conditions.push(sql`c.id = ${filter.id}`);
  if (filter.search) conditions.push(sql`c.name ilike ${`%${filter.search.replace(/[%_\\]/g, "\\$&")}%`}`);
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  return rowsOf<CompanyRow>(
    orm,
    sql`select c.id, c.name, c.status, c.created_at,
               (select array_agg(supplier_name order by supplier_name) from company_suppliers where company_id = c.id) as suppliers,
               (select count(*) from products p join company_suppliers cs on cs.supplier_name = p.supplier_name where cs.company_id = c.id) as products,
               (select count(*) from memberships m where m.company_id = c.id) as members,
               (select s.tier from subscriptions s where s.company_id = c.id and (s.ends_at is null or s.ends_at > now())) as plan,
               (select count(*) from supplier_claims sc where sc.company_id = c.id and sc.status = 'pending') as pending_claims,
               count(*) over () as total
        from companies c where ${sql.join(conditions, sql` and `)}
        order by c.name, c.id limit ${filter.limit} offset ${filter.offset}`,
  );
}

export async function insertCompany(orm: Orm, name: string, status: CompanyStatus) {
  const [row] = await orm.insert(companies).values({ name, status }).returning({ id: companies.id });
  return row!.id;
}

export async function lockCompany(orm: Orm, id: string) {
  const [row] = await rowsOf<{ id: string; name: string; status: CompanyStatus }>(
    orm,
    sql`select id, name, status from companies where id = ${id} for update`,
  );
  return row;
}

export async function updateCompanyRow(orm: Orm, id: string, values: { name?: string; status?: CompanyStatus }) {
  await orm
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

/** Supplier names of the catalogue among these (the others are unknown), with their product counts. */
export async function knownSuppliers(orm: Orm, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await orm
    .select({ name: products.supplierName, n: sql<number>`count(*)::int` })
    .from(products)
    .where(inArray(products.supplierName, names))
    .groupBy(products.supplierName);
  return new Map(rows.map((row) => [row.name!, Number(row.n)]));
}

export async function supplierNames(orm: Orm, companyId: string) {
  const rows = await orm
    .select({ name: companySuppliers.supplierName })
    .from(companySuppliers)
    .where(eq(companySuppliers.companyId, companyId));
  return rows.map((row) => row.name).sort();
}

/** Makes the list the company's supplier names: adds the new, removes those left out. */
export async function replaceSuppliers(orm: Orm, companyId: string, names: string[]) {
  const keep = [...new Set(names)];
  await orm
    .delete(companySuppliers)
    .where(
      keep.length
        ? and(eq(companySuppliers.companyId, companyId), notInArray(companySuppliers.supplierName, keep))
        : eq(companySuppliers.companyId, companyId),
    );
  if (keep.length)
    await orm
      .insert(companySuppliers)
      .values(keep.map((supplierName) => ({ companyId, supplierName })))
      .onConflictDoNothing();
}

export async function linkSupplierName(orm: Orm, companyId: string, supplierName: string) {
  await orm.insert(companySuppliers).values({ companyId, supplierName }).onConflictDoNothing();
}

/** Ends the company's plan at once (an operator's "no plan"); a change to another plan goes through commerce/billing/plan-change.ts. */
export async function removePlan(orm: Orm, companyId: string) {
  await orm.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
}

/** What belongs to the company: a deletion without cascade needs all of it to be zero. */
export async function companyHoldings(orm: Orm, id: string) {
  const [row] = await rowsOf<Record<string, string | number>>(
    orm,
    sql`select (select count(*) from memberships where company_id = ${id}) as members,
               (select count(*) from company_suppliers where company_id = ${id}) as suppliers,
               (select count(*) from invitations where company_id = ${id} and status = 'pending') as invitations,
               (select count(*) from uploads where company_id = ${id}) as uploads,
               (select count(*) from weekly_ranking_lists where company_id = ${id}) as weekly_lists,
               (select count(*) from subscriptions where company_id = ${id}) as subscriptions,
               (select count(*) from credit_transactions where company_id = ${id}) as credit_transactions`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

/** Deletes the company; its memberships, data and claims go by their foreign keys; its members' current company is cleared. */
export async function deleteCompanyRow(orm: Orm, id: string) {
  await orm.delete(companies).where(eq(companies.id, id));
}
