/** The organizations module's own SQL (Drizzle). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";

export async function findCompany(db: Database, id: string) {
  const [company] = await db.orm.select().from(companies).where(eq(companies.id, id));
  return company;
}

export async function renameCompany(db: Database, id: string, name: string) {
  const [company] = await db.orm.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, id)).returning();
  return company;
}
