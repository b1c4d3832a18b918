import type { Database } from "../db/client";
import { companies, memberships, users, type Role } from "../db/schema";
import { hashPassword } from "../core/passwords";
import { readSetting, writeSetting } from "../core/settings";

const SEEDED_KEY = "demo_seeded_at";

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = "fenix-demo-2026";

export const demoCompanies = [
  { key: "nordvik", name: "Nordvik Vin & Sprit AB" },
  { key: "bryggarhuset", name: "Bryggarhuset Norrland AB" },
] as const;

export const demoUsers: { email: string; firstName: string; lastName: string; role: Role; company: string | null }[] = [
  { email: "admin@nordvik.example", firstName: "Astrid", lastName: "Lindqvist", role: "company_admin", company: "nordvik" },
  { email: "user@nordvik.example", firstName: "Johan", lastName: "Berg", role: "company_user", company: "nordvik" },
  { email: "admin@bryggarhuset.example", firstName: "Maja", lastName: "Holm", role: "company_admin", company: "bryggarhuset" },
  { email: "user@bryggarhuset.example", firstName: "Erik", lastName: "Sandberg", role: "company_user", company: "bryggarhuset" },
  { email: "operator@fenix.example", firstName: "Sara", lastName: "Ek", role: "super_admin", company: null },
];

/** Fills a new database with demo data, once: a second start finds the marker and skips. */
export async function seedDemoDataOnce(db: Database): Promise<"seeded" | "already-seeded"> {
  if ((await readSetting(db, SEEDED_KEY)) !== null) return "already-seeded";
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.orm.transaction(async (tx) => {
    const created = await tx.insert(companies).values(demoCompanies.map(({ name }) => ({ name }))).returning();
    const companyId = (key: string | null) => created[demoCompanies.findIndex((c) => c.key === key)]?.id ?? null;
    const inserted = await tx
      .insert(users)
      .values(demoUsers.map(({ company, ...user }) => ({ ...user, passwordHash, companyId: companyId(company) })))
      .returning();
    const withCompany = inserted.filter((user) => user.companyId !== null);
    await tx.insert(memberships).values(withCompany.map((user) => ({ userId: user.id, companyId: user.companyId!, role: user.role })));
  });
  await writeSetting(db, SEEDED_KEY, new Date().toISOString());
  return "seeded";
}
