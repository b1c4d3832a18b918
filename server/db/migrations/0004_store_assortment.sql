CREATE TABLE "store_assortment" (
	"site_id" text NOT NULL,
	"product_number" text NOT NULL,
	"observed_on" date NOT NULL,
	"temporarily_out_of_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "store_assortment_observed_on_site_id_product_number_pk" PRIMARY KEY("observed_on","site_id","product_number")
);
--> statement-breakpoint
CREATE INDEX "store_assortment_product_idx" ON "store_assortment" USING btree ("product_number","observed_on");