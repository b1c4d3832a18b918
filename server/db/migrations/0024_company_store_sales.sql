CREATE TABLE "company_store_sales_daily" (
	"company_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "company_store_sales_daily_company_id_day_store_id_pk" PRIMARY KEY("company_id","day","store_id")
);
--> statement-breakpoint
CREATE TABLE "company_store_sales_monthly" (
	"company_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"litres" numeric(14, 3) NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "company_store_sales_monthly_company_id_month_store_id_pk" PRIMARY KEY("company_id","month","store_id")
);
--> statement-breakpoint
-- Recomputes (never increments) companies' sales per store: for the given companies (null: every
-- company), every day and month; or, for every company, the given days and the months they fall in
-- (the rollups of an ingest's days; months of history are given as their first days).
CREATE FUNCTION "company_store_sales_refresh"(companies uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF companies IS NOT NULL AND cardinality(companies) = 0 THEN
		RETURN;
	END IF;
	IF days IS NULL THEN
		DELETE FROM company_store_sales_daily WHERE companies IS NULL OR company_id = ANY(companies);
		DELETE FROM company_store_sales_monthly WHERE companies IS NULL OR company_id = ANY(companies);
		INSERT INTO company_store_sales_daily (company_id, store_id, day, units, litres, revenue)
		SELECT cs.company_id, d.store_id, d.day, sum(d.sold), sum(d.litres), sum(d.revenue)
		FROM company_suppliers cs
		JOIN products p ON p.supplier_name = cs.supplier_name
		JOIN stock_daily d ON d.product_id = p.id AND d.sold > 0
		WHERE companies IS NULL OR cs.company_id = ANY(companies)
		GROUP BY cs.company_id, d.store_id, d.day
		ORDER BY cs.company_id, d.day, d.store_id;
		INSERT INTO company_store_sales_monthly (company_id, store_id, month, units, litres, revenue)
		SELECT cs.company_id, m.store_id, m.month, sum(m.units), sum(m.litres), sum(m.revenue)
		FROM company_suppliers cs
		JOIN products p ON p.supplier_name = cs.supplier_name
		JOIN store_sales_monthly m ON m.product_id = p.id
		WHERE companies IS NULL OR cs.company_id = ANY(companies)
		GROUP BY cs.company_id, m.store_id, m.month
		ORDER BY cs.company_id, m.month, m.store_id;
	ELSE
		DELETE FROM company_store_sales_daily WHERE day = ANY(days);
		DELETE FROM company_store_sales_monthly WHERE month IN (SELECT DISTINCT date_trunc('month', x)::date FROM unnest(days) x);
		INSERT INTO company_store_sales_daily (company_id, store_id, day, units, litres, revenue)
		SELECT cs.company_id, d.store_id, d.day, sum(d.sold), sum(d.litres), sum(d.revenue)
		FROM company_suppliers cs
		JOIN products p ON p.supplier_name = cs.supplier_name
		JOIN stock_daily d ON d.product_id = p.id AND d.sold > 0
		WHERE d.day = ANY(days)
		GROUP BY cs.company_id, d.store_id, d.day
		ORDER BY cs.company_id, d.day, d.store_id;
		INSERT INTO company_store_sales_monthly (company_id, store_id, month, units, litres, revenue)
		SELECT cs.company_id, m.store_id, m.month, sum(m.units), sum(m.litres), sum(m.revenue)
		FROM company_suppliers cs
		JOIN products p ON p.supplier_name = cs.supplier_name
		JOIN store_sales_monthly m ON m.product_id = p.id
		WHERE m.month IN (SELECT DISTINCT date_trunc('month', x)::date FROM unnest(days) x)
		GROUP BY cs.company_id, m.store_id, m.month
		ORDER BY cs.company_id, m.month, m.store_id;
	END IF;
END;
$$;
--> statement-breakpoint
-- A company's products are those of its supplier names: a change of either recomputes its rows.
CREATE FUNCTION "company_suppliers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM company_store_sales_refresh(array(SELECT DISTINCT company_id FROM new_rows), null);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM company_store_sales_refresh(array(SELECT DISTINCT company_id FROM old_rows), null);
	ELSE
		PERFORM company_store_sales_refresh(array(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows), null);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_suppliers_inserted" AFTER INSERT ON "company_suppliers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_suppliers_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_suppliers_deleted" AFTER DELETE ON "company_suppliers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_suppliers_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_suppliers_updated" AFTER UPDATE ON "company_suppliers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_suppliers_changed"();
--> statement-breakpoint
CREATE FUNCTION "products_supplier_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM company_store_sales_refresh(array(
		SELECT DISTINCT cs.company_id
		FROM old_rows o
		JOIN new_rows n ON n.id = o.id
		JOIN company_suppliers cs ON cs.supplier_name IN (o.supplier_name, n.supplier_name)
		WHERE o.supplier_name IS DISTINCT FROM n.supplier_name), null);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_supplier_changed" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_supplier_changed"();
--> statement-breakpoint
SELECT company_store_sales_refresh(null, null);
--> statement-breakpoint
ANALYZE company_store_sales_daily, company_store_sales_monthly;
