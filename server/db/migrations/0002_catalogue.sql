CREATE TABLE "price_history" (
	"product_number" text NOT NULL,
	"valid_from" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "price_history_product_number_valid_from_pk" PRIMARY KEY("product_number","valid_from")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_number" text PRIMARY KEY NOT NULL,
	"product_id" text,
	"name_bold" text NOT NULL,
	"name_thin" text,
	"producer_name" text,
	"supplier_name" text,
	"country" text,
	"category_level1" text,
	"category_level2" text,
	"category_level3" text,
	"price" numeric(10, 2),
	"volume_ml" integer,
	"alcohol_percentage" numeric(5, 2),
	"assortment_code" text,
	"assortment_text" text,
	"launch_date" date,
	"discontinued" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"site_id" text PRIMARY KEY NOT NULL,
	"alias" text,
	"display_name" text NOT NULL,
	"address" text,
	"city" text,
	"county" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_agent" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"size_class" text,
	"opening_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_number_products_product_number_fk" FOREIGN KEY ("product_number") REFERENCES "public"."products"("product_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_level1","category_level2");--> statement-breakpoint
CREATE INDEX "stores_county_idx" ON "stores" USING btree ("county");--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city");