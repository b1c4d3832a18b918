CREATE TABLE "credit_requests" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packages_positive" CHECK ("credit_packages"."credits" > 0 and "credit_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_kinds" (
	"type" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"gives" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_kinds_prices" CHECK ("module_kinds"."monthly_price" >= 0 and "module_kinds"."yearly_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_tiers" (
	"tier" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"user_limit" integer,
	"features" jsonb NOT NULL,
	"included_modules" jsonb NOT NULL,
	"monthly_credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_tiers_prices" CHECK ("plan_tiers"."monthly_price" >= 0 and "plan_tiers"."yearly_price" >= 0 and "plan_tiers"."monthly_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"period" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."vat")
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
INSERT INTO "plan_tiers" ("tier", "position", "monthly_price", "yearly_price", "user_limit", "features", "included_modules", "monthly_credits") VALUES
	('basic', 1, 1990, 19900, 3, '["dashboard","products","stores"]', '[]', 0),
	('professional', 2, 4990, 49900, 10, '["dashboard","products","stores","analysis","comparison","rankings"]', '["store-optimization","api-access"]', 0),
	('enterprise', 3, 11990, 119900, NULL, '["dashboard","products","stores","analysis","comparison","rankings","artdisk","prioritySupport"]', '["weekly-rankings","store-optimization","api-access","data-upload"]', 0);
--> statement-breakpoint
INSERT INTO "module_kinds" ("type", "position", "monthly_price", "yearly_price", "gives") VALUES
	('weekly-rankings', 1, 990, 9900, '["weekly-import"]'),
	('store-optimization', 2, 1490, 14900, '["store-optimization","competitive-analysis"]'),
	('api-access', 3, 1990, 19900, '["exports"]'),
	('data-upload', 4, 790, 7900, '["module-data"]');
--> statement-breakpoint
INSERT INTO "credit_packages" ("id", "position", "credits", "price") VALUES
	('credits-100', 1, 100, 500),
	('credits-500', 2, 500, 2250),
	('credits-2000', 3, 2000, 8000);
