import { sql } from "drizzle-orm";
import type { Caller } from "../core/authenticate";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";

export interface CompanySummary {
  id: string;
  name: string;
  suppliers: string[];
  products: number;
}

/**
 * The companies a caller may read: a super_admin every company, a user those they are a member
 * of, the application key alone none (tenant data needs a person).
 */
export async function readableCompanies(
  db: Database,
  caller: Caller | undefined,
  limit: number,
  onlyId?: string,
): Promise<CompanySummary[]> {
  if (!caller) return [];
  const scope =
    caller.role === "super_admin" ? sql`true` : sql`c.id in (select company_id from memberships where user_id = ${caller.userId})`;
  const only = onlyId ? sql`and c.id = ${onlyId}` : sql``;
  const rows = await queryRows<{ id: string; name: string; suppliers: string[] | null; products: string }>(
    db,
    sql`select c.id, c.name,
               (select array_agg(supplier_name order by supplier_name) from company_suppliers where company_id = c.id) as suppliers,
               (select count(*) from products p join company_suppliers cs on cs.supplier_name = p.supplier_name where cs.company_id = c.id) as products
        from companies c where ${scope} ${only} order by c.name limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, suppliers: r.suppliers ?? [], products: Number(r.products) }));
}
