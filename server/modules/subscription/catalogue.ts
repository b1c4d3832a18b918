/**
 * The catalogue is data (tables plan_tiers, module_kinds, credit_packages, seeded by migration 0020
 * and edited by super_admin); only what an operation costs in credits stays code.
 */
import { asc, eq } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { creditPackages, moduleKinds, planTiers } from "../../db/schema";

type PlanRow = typeof planTiers.$inferSelect;
export type ModuleKindRow = typeof moduleKinds.$inferSelect;
export type CreditPackageRow = typeof creditPackages.$inferSelect;

/** What one use of a paid operation costs, in credits, by service and operation. */
export const CREDIT_COSTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  export: { "products-csv": 1, "rankings-csv": 2 },
  analysis: { competitive: 2, "market-position": 3 },
  reports: { market: 10, store: 5 },
};

export const listPlans = (orm: Orm): Promise<PlanRow[]> => orm.select().from(planTiers).orderBy(asc(planTiers.position));
export const listModuleKinds = (orm: Orm): Promise<ModuleKindRow[]> => orm.select().from(moduleKinds).orderBy(asc(moduleKinds.position));
export const listCreditPackages = (orm: Orm): Promise<CreditPackageRow[]> =>
  orm.select().from(creditPackages).orderBy(asc(creditPackages.position));

export async function moduleKind(orm: Orm, type: string): Promise<ModuleKindRow | undefined> {
  const [row] = await orm.select().from(moduleKinds).where(eq(moduleKinds.type, type));
  return row;
}
export async function creditPackage(orm: Orm, id: string): Promise<CreditPackageRow | undefined> {
  const [row] = await orm.select().from(creditPackages).where(eq(creditPackages.id, id));
  return row;
}

type PlanValues = Pick<PlanRow, "monthlyPrice" | "yearlyPrice" | "userLimit" | "includedModules" | "monthlyCredits">;
export async function updatePlan(orm: Orm, tier: string, values: PlanValues, now: Date): Promise<PlanRow | undefined> {
  const [row] = await orm
    .update(planTiers)
    .set({ ...values, updatedAt: now })
    .where(eq(planTiers.tier, tier))
    .returning();
  return row;
}
type ModuleValues = Pick<ModuleKindRow, "monthlyPrice" | "yearlyPrice">;
export async function updateModuleKind(orm: Orm, type: string, values: ModuleValues, now: Date): Promise<ModuleKindRow | undefined> {
  const [row] = await orm
    .update(moduleKinds)
    .set({ ...values, updatedAt: now })
    .where(eq(moduleKinds.type, type))
    .returning();
  return row;
}

/** Own properties only: "constructor" or "__proto__" are no operations. */
export const creditCost = (service: string, operation: string): number | undefined => {
  const operations = Object.hasOwn(CREDIT_COSTS, service) ? CREDIT_COSTS[service] : undefined;
  return operations && Object.hasOwn(operations, operation) ? operations[operation] : undefined;
};
