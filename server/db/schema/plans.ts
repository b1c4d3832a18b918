import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The plans on offer (the catalogue): prices in SEK excluding VAT, edited by super_admin. */
export const planTiers = pgTable(
  "plan_tiers",
  {
    tier: text("tier").primaryKey(),
    position: integer("position").notNull(),
    monthlyPrice: integer("monthly_price").notNull(),
    yearlyPrice: integer("yearly_price").notNull(),
    /** Members the company may have; null for no limit. */
    userLimit: integer("user_limit"),
    /** Feature keys, translated by the web app. */
    features: jsonb("features").$type<string[]>().notNull(),
    /** Module kinds the plan includes without buying them. */
    includedModules: jsonb("included_modules").$type<string[]>().notNull(),
    monthlyCredits: integer("monthly_credits").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("plan_tiers_prices", sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0 and ${t.monthlyCredits} >= 0`)],
);

/** The add-on modules on offer and what each gives (feature keys, translated by the web app). */
export const moduleKinds = pgTable(
  "module_kinds",
  {
    type: text("type").primaryKey(),
    position: integer("position").notNull(),
    monthlyPrice: integer("monthly_price").notNull(),
    yearlyPrice: integer("yearly_price").notNull(),
    gives: jsonb("gives").$type<string[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("module_kinds_prices", sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0`)],
);

export const creditPackages = pgTable(
  "credit_packages",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    credits: integer("credits").notNull(),
    price: integer("price").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_packages_positive", sql`${t.credits} > 0 and ${t.price} >= 0`)],
);
