/** /api/v1/subscription: the company's plan, modules and credits. */
import { Type, type Static, type TProperties } from "typebox";
import { PaginationSchema } from "./common";

/** The catalogue's names; the server's prices are keyed by them (server/modules/subscription/catalogue.ts). */
export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export const PLAN_TIERS = ["basic", "professional", "enterprise"] as const;
export const MODULE_TYPES = ["weekly-rankings", "store-optimization", "api-access", "data-upload"] as const;
export const CREDIT_PACKAGE_IDS = ["credits-100", "credits-500", "credits-2000"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export type ModuleType = (typeof MODULE_TYPES)[number];
export type CreditPackageId = (typeof CREDIT_PACKAGE_IDS)[number];

const literals = <const V extends string[]>(values: readonly [...V], description: string) => Type.Enum(values, { description });

export const BillingPeriodSchema = literals([...BILLING_PERIODS], "monthly or yearly");
export type BillingPeriod = Static<typeof BillingPeriodSchema>;
const TierSchema = literals([...PLAN_TIERS], "A plan's tier (see GET /subscription/plans)");
const ModuleTypeSchema = literals([...MODULE_TYPES], "A module's type (see GET /subscription/modules/available)");
const PackageIdSchema = literals([...CREDIT_PACKAGE_IDS], "A credit package (see GET /subscription/credits/packages)");
export const SubscriptionStatusSchema = literals(
  ["active", "cancelling"],
  "cancelling: cancelled, active until the end of the current period",
);
export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;
const Timestamp = Type.String({ format: "date-time" });

/** `{ data: { …fields } }`, the shape of every subscription answer; `example` is its data's, where no field's own shows it. */
const data = <T extends TProperties>(fields: T, example?: Record<string, unknown>) =>
  Type.Object({ data: Type.Object(fields, example ? { examples: [example] } : {}) });

const EXAMPLE_TRANSACTION = {
  id: "6c1e9a4b-3d7f-4b2e-8a5c-0f9d2e4b6a13",
  kind: "purchase",
  amount: 500,
  balanceAfter: 740,
  description: "500 credits",
  packageId: "credits-500",
  service: null,
  operation: null,
  createdAt: "2026-11-20T08:31:00.000Z",
};

export const SubscriptionSchema = Type.Object(
  {
    tier: Type.String(),
    billingPeriod: BillingPeriodSchema,
    status: SubscriptionStatusSchema,
    price: Type.Number({ description: "SEK per billing period, excluding VAT" }),
    currency: Type.String(),
    currentPeriodStart: Timestamp,
    currentPeriodEnd: Timestamp,
    cancelAtPeriodEnd: Type.Boolean(),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    startedAt: Timestamp,
  },
  {
    examples: [
      {
        tier: "professional",
        billingPeriod: "yearly",
        status: "active",
        price: 47900,
        currency: "SEK",
        currentPeriodStart: "2026-03-02T00:00:00.000Z",
        currentPeriodEnd: "2027-03-02T00:00:00.000Z",
        cancelAtPeriodEnd: false,
        cancelReason: null,
        startedAt: "2026-03-02T09:12:44.000Z",
      },
    ],
  },
);
export type Subscription = Static<typeof SubscriptionSchema>;
export const SubscriptionResponseSchema = data({ subscription: SubscriptionSchema });

export const PlanSchema = Type.Object(
  {
    tier: Type.String(),
    monthlyPrice: Type.Number(),
    yearlyPrice: Type.Number(),
    currency: Type.String(),
    userLimit: Type.Union([Type.Integer(), Type.Null()]),
    features: Type.Array(Type.String()),
    includedModules: Type.Array(Type.String(), { description: "Module kinds the plan includes" }),
    monthlyCredits: Type.Integer(),
  },
  {
    examples: [
      {
        tier: "professional",
        monthlyPrice: 4990,
        yearlyPrice: 47900,
        currency: "SEK",
        userLimit: 10,
        features: ["market-data", "company-analytics", "rankings"],
        includedModules: ["store-optimization"],
        monthlyCredits: 200,
      },
    ],
  },
);
export type Plan = Static<typeof PlanSchema>;
export const PlansResponseSchema = data({ plans: Type.Array(PlanSchema) });

export const ActiveModuleSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    type: Type.String(),
    billingPeriod: BillingPeriodSchema,
    status: SubscriptionStatusSchema,
    price: Type.Number(),
    currency: Type.String(),
    currentPeriodEnd: Timestamp,
    activeUntil: Type.Union([Timestamp, Type.Null()], { description: "Set once cancelled: the last moment it is active" }),
    purchasedAt: Timestamp,
  },
  {
    examples: [
      {
        id: "f2b8d4a6-5e1c-4f3a-b7d9-8c0e2a4f6b15",
        type: "api-access",
        billingPeriod: "monthly",
        status: "active",
        price: 990,
        currency: "SEK",
        currentPeriodEnd: "2026-12-02T00:00:00.000Z",
        activeUntil: null,
        purchasedAt: "2026-05-02T10:15:00.000Z",
      },
    ],
  },
);
export type ActiveModule = Static<typeof ActiveModuleSchema>;
export const ModuleResponseSchema = data({ module: ActiveModuleSchema });
export const ModulesResponseSchema = data({ modules: Type.Array(ActiveModuleSchema) });

export const AvailableModuleSchema = Type.Object(
  {
    type: Type.String(),
    monthlyPrice: Type.Number(),
    yearlyPrice: Type.Number(),
    gives: Type.Array(Type.String(), { description: "The features it opens (contracts/features.ts)" }),
    currency: Type.String(),
  },
  {
    examples: [{ type: "api-access", monthlyPrice: 990, yearlyPrice: 9500, gives: ["exports"], currency: "SEK" }],
  },
);
export type AvailableModule = Static<typeof AvailableModuleSchema>;
export const AvailableModulesResponseSchema = data({ modules: Type.Array(AvailableModuleSchema) });

export const CreditPackageSchema = Type.Object(
  { id: Type.String(), credits: Type.Integer(), price: Type.Number(), currency: Type.String() },
  { examples: [{ id: "credits-500", credits: 500, price: 1990, currency: "SEK" }] },
);
export type CreditPackage = Static<typeof CreditPackageSchema>;
export const CreditPackagesResponseSchema = data({ packages: Type.Array(CreditPackageSchema) });

export const CreditTransactionSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    kind: literals(["purchase", "consume", "grant"], "purchase and grant (the plan's monthly credits) add credits, consume takes them"),
    amount: Type.Integer({ description: "Signed: positive for a purchase or grant" }),
    balanceAfter: Type.Integer(),
    description: Type.String(),
    packageId: Type.Union([Type.String(), Type.Null()]),
    service: Type.Union([Type.String(), Type.Null()]),
    operation: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
  },
  { examples: [EXAMPLE_TRANSACTION] },
);
export type CreditTransaction = Static<typeof CreditTransactionSchema>;
export const CreditTransactionsResponseSchema = data({ transactions: Type.Array(CreditTransactionSchema), pagination: PaginationSchema });

export const CreditBalanceResponseSchema = data({ balance: Type.Integer() }, { balance: 740 });
export type CreditBalance = Static<typeof CreditBalanceResponseSchema>["data"];
export const CreditChangeResponseSchema = data(
  {
    balance: Type.Integer(),
    transaction: CreditTransactionSchema,
    invoiceId: Type.Optional(Type.String({ format: "uuid", description: "A purchase's invoice" })),
  },
  { balance: 740, transaction: EXAMPLE_TRANSACTION, invoiceId: "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0" },
);
export type CreditChange = Static<typeof CreditChangeResponseSchema>["data"];
export const CreditCostResponseSchema = data(
  { service: Type.String(), operation: Type.String(), cost: Type.Integer(), balance: Type.Integer(), sufficient: Type.Boolean() },
  { service: "export", operation: "products-csv", cost: 1, balance: 740, sufficient: true },
);
export type CreditCost = Static<typeof CreditCostResponseSchema>["data"];

const strict = { additionalProperties: false };
export const ChoosePlanBodySchema = Type.Object(
  {
    tier: TierSchema,
    billingPeriod: BillingPeriodSchema,
    modules: Type.Optional(
      Type.Array(ModuleTypeSchema, {
        uniqueItems: true,
        maxItems: MODULE_TYPES.length,
        description: "Modules bought with the plan, in the same step, for its billing period (none the plan includes)",
      }),
    ),
  },
  { ...strict, examples: [{ tier: "basic", billingPeriod: "monthly", modules: ["weekly-rankings"] }] },
);
export type ChoosePlanBody = Static<typeof ChoosePlanBodySchema>;
export const CancelBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { ...strict, examples: [{ reason: "We are moving our reporting in-house" }] },
);
export type CancelBody = Static<typeof CancelBodySchema>;
export const PurchaseModuleBodySchema = Type.Object({ type: ModuleTypeSchema, billingPeriod: BillingPeriodSchema }, strict);
export type PurchaseModuleBody = Static<typeof PurchaseModuleBodySchema>;
export const ModuleParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
export type ModuleParams = Static<typeof ModuleParamsSchema>;
export const PurchaseCreditsBodySchema = Type.Object(
  { packageId: PackageIdSchema, paymentMethodId: Type.Literal("default", { description: "Always 'default': invoiced to the company" }) },
  strict,
);
export type PurchaseCreditsBody = Static<typeof PurchaseCreditsBodySchema>;
const Operation = {
  service: Type.String({ minLength: 1, maxLength: 50 }),
  operation: Type.String({ minLength: 1, maxLength: 50 }),
};
export const CalculateBodySchema = Type.Object(Operation, { ...strict, examples: [{ service: "export", operation: "products-csv" }] });
export type CalculateBody = Static<typeof CalculateBodySchema>;
export const ConsumeBodySchema = Type.Object(
  { ...Operation, quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })) },
  { ...strict, examples: [{ service: "export", operation: "products-csv", quantity: 1 }] },
);
export type ConsumeBody = Static<typeof ConsumeBodySchema>;
/** Idempotency-Key on /credits/consume and /credits/purchase: a repeat gets the first answer. */
export const IdempotencyHeadersSchema = Type.Object({
  "idempotency-key": Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7e]+$" })),
});
export const TransactionsQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 50 })),
    cursor: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,200}$", description: "nextCursor of the previous page (opaque)" })),
  },
  { additionalProperties: false },
);
export type TransactionsQuery = Static<typeof TransactionsQuerySchema>;

export const AccessResponseSchema = data(
  {
    plan: Type.Union([Type.String(), Type.Null()], { description: "The running plan's tier, null without one" }),
    modules: Type.Array(ModuleTypeSchema, {
      description: "The modules the company has now: bought (a cancelled one to the end of its period) or included in its plan",
    }),
  },
  { plan: "professional", modules: ["store-optimization", "api-access"] },
);
export type Access = Static<typeof AccessResponseSchema>["data"];
