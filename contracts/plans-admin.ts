/** /api/v1/admin/plans and /admin/modules: super_admin edits the catalogue. */
import { Type, type Static } from "typebox";
import { Nullable } from "./common";
import { MODULE_TYPES, PLAN_TIERS } from "./subscription";

const Price = Type.Integer({ minimum: 0, maximum: 10_000_000, description: "SEK excluding VAT" });
const strict = { additionalProperties: false };

export const AdminPlanSchema = Type.Object(
  {
    tier: Type.String(),
    monthlyPrice: Type.Integer(),
    yearlyPrice: Type.Integer(),
    userLimit: Nullable(Type.Integer()),
    features: Type.Array(Type.String()),
    includedModules: Type.Array(Type.String()),
    monthlyCredits: Type.Integer(),
    currency: Type.String(),
    updatedAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        tier: "professional",
        monthlyPrice: 4990,
        yearlyPrice: 47900,
        userLimit: 10,
        features: ["market-data", "company-analytics", "rankings"],
        includedModules: ["store-optimization"],
        monthlyCredits: 200,
        currency: "SEK",
        updatedAt: "2026-09-01T12:00:00.000Z",
      },
    ],
  },
);
export type AdminPlan = Static<typeof AdminPlanSchema>;
export const AdminPlansResponseSchema = Type.Object({ data: Type.Object({ plans: Type.Array(AdminPlanSchema) }) });
export const AdminPlanResponseSchema = Type.Object({ data: Type.Object({ plan: AdminPlanSchema }) });
export const AdminPlanParamsSchema = Type.Object({ id: Type.Enum([...PLAN_TIERS], { description: "The plan's tier" }) });
export type AdminPlanParams = Static<typeof AdminPlanParamsSchema>;
export const UpdatePlanBodySchema = Type.Object(
  {
    monthlyPrice: Price,
    yearlyPrice: Price,
    userLimit: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
    includedModules: Type.Array(Type.Enum([...MODULE_TYPES]), { maxItems: MODULE_TYPES.length, uniqueItems: true }),
    monthlyCredits: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  {
    ...strict,
    examples: [{ monthlyPrice: 4990, yearlyPrice: 47900, userLimit: 10, includedModules: ["store-optimization"], monthlyCredits: 200 }],
  },
);
export type UpdatePlanBody = Static<typeof UpdatePlanBodySchema>;

export const AdminModuleSchema = Type.Object(
  {
    type: Type.String(),
    monthlyPrice: Type.Integer(),
    yearlyPrice: Type.Integer(),
    gives: Type.Array(Type.String()),
    currency: Type.String(),
    updatedAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        type: "api-access",
        monthlyPrice: 990,
        yearlyPrice: 9500,
        gives: ["exports"],
        currency: "SEK",
        updatedAt: "2026-09-01T12:00:00.000Z",
      },
    ],
  },
);
export type AdminModule = Static<typeof AdminModuleSchema>;
export const AdminModulesResponseSchema = Type.Object({ data: Type.Object({ modules: Type.Array(AdminModuleSchema) }) });
export const AdminModuleResponseSchema = Type.Object({ data: Type.Object({ module: AdminModuleSchema }) });
export const AdminModuleParamsSchema = Type.Object({ id: Type.Enum([...MODULE_TYPES], { description: "The module's type" }) });
export type AdminModuleParams = Static<typeof AdminModuleParamsSchema>;
export const UpdateModuleBodySchema = Type.Object(
  { monthlyPrice: Price, yearlyPrice: Price },
  { ...strict, examples: [{ monthlyPrice: 990, yearlyPrice: 9500 }] },
);
export type UpdateModuleBody = Static<typeof UpdateModuleBodySchema>;
