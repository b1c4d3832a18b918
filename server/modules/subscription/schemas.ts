import { Type, type TProperties } from "typebox";
import { BILLING_PERIODS } from "../../db/schema";
import { CREDIT_PACKAGES, MODULE_KINDS, PLANS } from "./catalogue";

const literals = <const V extends string[]>(values: readonly [...V], description: string) => Type.Enum(values, { description });

export const BillingPeriod = literals([...BILLING_PERIODS], "monthly or yearly");
const Tier = literals([...PLANS.map((plan) => plan.tier)], "A plan's tier (see GET /subscription/plans)");
const ModuleType = literals([...MODULE_KINDS.map((kind) => kind.type)], "A module's type (see GET /subscription/modules/available)");
const PackageId = literals([...CREDIT_PACKAGES.map((pack) => pack.id)], "A credit package (see GET /subscription/credits/packages)");
const Status = literals(["active", "cancelling"], "cancelling: cancelled, active until the end of the current period");
const Timestamp = Type.String({ format: "date-time" });

export const Subscription = Type.Object({
  tier: Type.String(),
  billingPeriod: BillingPeriod,
  status: Status,
  price: Type.Number({ description: "SEK per billing period, excluding VAT" }),
  currency: Type.String(),
  currentPeriodStart: Timestamp,
  currentPeriodEnd: Timestamp,
  cancelAtPeriodEnd: Type.Boolean(),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  startedAt: Timestamp,
});

export const Plan = Type.Object({
  tier: Type.String(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  currency: Type.String(),
  userLimit: Type.Union([Type.Integer(), Type.Null()]),
  features: Type.Array(Type.String()),
});

export const Module = Type.Object({
  id: Type.String({ format: "uuid" }),
  type: Type.String(),
  billingPeriod: BillingPeriod,
  status: Status,
  price: Type.Number(),
  currency: Type.String(),
  currentPeriodEnd: Timestamp,
  activeUntil: Type.Union([Timestamp, Type.Null()], { description: "Set once cancelled: the last moment it is active" }),
  purchasedAt: Timestamp,
});

export const AvailableModule = Type.Object({
  type: Type.String(),
  monthlyPrice: Type.Number(),
  yearlyPrice: Type.Number(),
  currency: Type.String(),
});

export const CreditPackage = Type.Object({ id: Type.String(), credits: Type.Integer(), price: Type.Number(), currency: Type.String() });

export const CreditTransaction = Type.Object({
  id: Type.String({ format: "uuid" }),
  kind: literals(["purchase", "consume"], "purchase adds credits, consume takes them"),
  amount: Type.Integer({ description: "Signed: positive for a purchase" }),
  balanceAfter: Type.Integer(),
  description: Type.String(),
  packageId: Type.Union([Type.String(), Type.Null()]),
  service: Type.Union([Type.String(), Type.Null()]),
  operation: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});

const strict = { additionalProperties: false };
export const ChoosePlanBody = Type.Object({ tier: Tier, billingPeriod: BillingPeriod }, strict);
export const CancelBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) }, strict);
export const PurchaseModuleBody = Type.Object({ type: ModuleType, billingPeriod: BillingPeriod }, strict);
export const ModuleParams = Type.Object({ id: Type.String({ format: "uuid" }) });
export const PurchaseCreditsBody = Type.Object(
  { packageId: PackageId, paymentMethodId: Type.Literal("default", { description: "Always 'default': invoiced to the company" }) },
  strict,
);
const Operation = {
  service: Type.String({ minLength: 1, maxLength: 50 }),
  operation: Type.String({ minLength: 1, maxLength: 50 }),
};
export const CalculateBody = Type.Object(Operation, strict);
export const ConsumeBody = Type.Object(
  { ...Operation, quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })) },
  strict,
);
export const TransactionsQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 50 })) });

export const data = <T extends TProperties>(fields: T) => Type.Object({ data: Type.Object(fields) });
