ALTER TABLE "credit_transactions" ADD COLUMN "grant_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_by" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_grant" ON "credit_transactions" USING btree ("company_id","grant_key") WHERE "credit_transactions"."grant_key" is not null;--> statement-breakpoint
UPDATE "plan_tiers" SET "monthly_credits" = CASE "tier" WHEN 'professional' THEN 100 WHEN 'enterprise' THEN 500 ELSE "monthly_credits" END WHERE "monthly_credits" = 0;
