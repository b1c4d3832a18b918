import type { CreditPackageId, ModuleType, PlanTier } from "../../../contracts";
import type { BillingPeriod } from "../../db/schema";

/** Prices are SEK excluding VAT; a year costs ten months. */
export interface Plan {
  tier: PlanTier;
  monthlyPrice: number;
  yearlyPrice: number;
  /** Members the company may have; null for no limit. */
  userLimit: number | null;
  /** Feature keys, translated by the web app. */
  features: string[];
}

export interface ModuleKind {
  type: ModuleType;
  monthlyPrice: number;
  yearlyPrice: number;
}

export interface CreditPackage {
  id: CreditPackageId;
  credits: number;
  price: number;
}

export const CURRENCY = "SEK";

export const PLANS: readonly Plan[] = [
  { tier: "basic", monthlyPrice: 1990, yearlyPrice: 19900, userLimit: 3, features: ["dashboard", "products", "stores"] },
  {
    tier: "professional",
    monthlyPrice: 4990,
    yearlyPrice: 49900,
    userLimit: 10,
    features: ["dashboard", "products", "stores", "analysis", "comparison", "rankings"],
  },
  {
    tier: "enterprise",
    monthlyPrice: 11990,
    yearlyPrice: 119900,
    userLimit: null,
    features: ["dashboard", "products", "stores", "analysis", "comparison", "rankings", "artdisk", "prioritySupport"],
  },
];

export const MODULE_KINDS: readonly ModuleKind[] = [
  { type: "weekly-rankings", monthlyPrice: 990, yearlyPrice: 9900 },
  { type: "store-optimization", monthlyPrice: 1490, yearlyPrice: 14900 },
  { type: "api-access", monthlyPrice: 1990, yearlyPrice: 19900 },
  { type: "data-upload", monthlyPrice: 790, yearlyPrice: 7900 },
];

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: "credits-100", credits: 100, price: 500 },
  { id: "credits-500", credits: 500, price: 2250 },
  { id: "credits-2000", credits: 2000, price: 8000 },
];

/** What one use of a paid operation costs, in credits, by service and operation. */
export const CREDIT_COSTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  export: { "products-csv": 1, "rankings-csv": 2 },
  analysis: { competitive: 2, "market-position": 3 },
  reports: { market: 10, store: 5 },
};

export const planByTier = (tier: string) => PLANS.find((plan) => plan.tier === tier);
export const moduleKind = (type: string) => MODULE_KINDS.find((kind) => kind.type === type);
export const creditPackage = (id: string) => CREDIT_PACKAGES.find((pack) => pack.id === id);
/** Own properties only: "constructor" or "__proto__" are no operations. */
export const creditCost = (service: string, operation: string): number | undefined => {
  const operations = Object.hasOwn(CREDIT_COSTS, service) ? CREDIT_COSTS[service] : undefined;
  return operations && Object.hasOwn(operations, operation) ? operations[operation] : undefined;
};
export const priceFor = (item: { monthlyPrice: number; yearlyPrice: number }, period: BillingPeriod) =>
  period === "yearly" ? item.yearlyPrice : item.monthlyPrice;
