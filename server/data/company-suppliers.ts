import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, companySuppliers, products } from "../db/schema";

export type LinkOutcome =
  | { ok: true; companyId: string; companyName: string; supplierName: string; products: number; changed: boolean }
  | { ok: false; reason: "unknown_company" | "unknown_supplier" | "not_linked"; message: string; suggestions?: string[] };

/** A company by id (uuid) or exact name. */
async function findCompany(db: Database, idOrName: string) {
  const byId = /^[0-9a-f-]{36}$/i.test(idOrName) ? await db.orm.select().from(companies).where(eq(companies.id, idOrName)) : [];
  return byId[0] ?? (await db.orm.select().from(companies).where(eq(companies.name, idOrName)))[0] ?? null;
}

/** Up to five catalogue supplier names containing the text, most products first. */
export async function similarSuppliers(db: Database, text: string): Promise<string[]> {
  const rows = await db.orm
    .select({ name: products.supplierName, n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.supplierName} ilike ${`%${text.replace(/[%_\\]/g, "\\$&").slice(0, 40)}%`}`)
    .groupBy(products.supplierName)
    .orderBy(sql`count(*) desc`)
    .limit(5);
  return rows.map((row) => row.name!).filter(Boolean);
}

const productCount = async (db: Database, supplierName: string) =>
  (
    await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.supplierName, supplierName))
  )[0]!.n;

/**
 * Makes the catalogue's products of `supplierName` (spelled as the catalogue spells it) the
 * company's own. The name must be a supplier of at least one stored product, so a typo is
 * caught instead of linking nothing.
 */
export async function linkSupplier(db: Database, company: string, supplierName: string): Promise<LinkOutcome> {
  const found = await findCompany(db, company);
  if (!found) return { ok: false, reason: "unknown_company", message: `No company "${company}"` };
  const name = supplierName.trim();
  const count = await productCount(db, name);
  if (count === 0) {
    const suggestions = await similarSuppliers(db, name);
    return { ok: false, reason: "unknown_supplier", message: `No product in the catalogue has the supplier "${name}"`, suggestions };
  }
  const inserted = await db.orm
    .insert(companySuppliers)
    .values({ companyId: found.id, supplierName: name })
    .onConflictDoNothing()
    .returning();
  return { ok: true, companyId: found.id, companyName: found.name, supplierName: name, products: count, changed: inserted.length > 0 };
}

export async function unlinkSupplier(db: Database, company: string, supplierName: string): Promise<LinkOutcome> {
  const found = await findCompany(db, company);
  if (!found) return { ok: false, reason: "unknown_company", message: `No company "${company}"` };
  const name = supplierName.trim();
  const removed = await db.orm
    .delete(companySuppliers)
    .where(and(eq(companySuppliers.companyId, found.id), eq(companySuppliers.supplierName, name)))
    .returning();
  if (removed.length === 0) return { ok: false, reason: "not_linked", message: `"${name}" is not linked to ${found.name}` };
  return {
    ok: true,
    companyId: found.id,
    companyName: found.name,
    supplierName: name,
    products: await productCount(db, name),
    changed: true,
  };
}
