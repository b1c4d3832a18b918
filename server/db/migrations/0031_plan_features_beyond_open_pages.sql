-- A plan lists what it adds: its users, credits, included modules and support. The pages every
-- company opens without a plan (overview, products, stores, analysis, comparison, rankings, artdisk)
-- are no longer sold as a plan's features. Only the seeded lists are changed: an operator's own stay.
UPDATE "plan_tiers" SET "features" = '[]'::jsonb
WHERE "tier" IN ('basic', 'professional')
  AND "features" IN ('["dashboard","products","stores"]'::jsonb, '["dashboard","products","stores","analysis","comparison","rankings"]'::jsonb);
--> statement-breakpoint
UPDATE "plan_tiers" SET "features" = '["prioritySupport"]'::jsonb
WHERE "tier" = 'enterprise'
  AND "features" = '["dashboard","products","stores","analysis","comparison","rankings","artdisk","prioritySupport"]'::jsonb;
