-- The official export's English names as the importers now store them: the monopoly's Swedish ones.
CREATE TEMPORARY TABLE "taxonomy_names" ("level1" text, "english" text, "swedish" text);--> statement-breakpoint
INSERT INTO "taxonomy_names" VALUES
  ('Öl', 'Ale British-American style', 'Ale'), ('Öl', 'Ale Belgian style', 'Ale'), ('Öl', 'Ale German Style', 'Ale'),
  ('Öl', 'Ale unclassified', 'Ale'), ('Öl', 'Pale lager', 'Ljus lager'), ('Öl', 'Amber lager', 'Mellanmörk & Mörk lager'),
  ('Öl', 'Dark lager', 'Mellanmörk & Mörk lager'), ('Öl', 'Porter and Stout', 'Porter & Stout'), ('Öl', 'Sour beer', 'Syrlig öl'),
  ('Öl', 'Wheat beer', 'Veteöl'), ('Öl', 'Other beer', 'Annan öl'),
  ('Alkoholfritt', 'Beer', 'Öl'), ('Alkoholfritt', 'Sparkling', 'Mousserande'),
  ('Alkoholfritt', 'Cider', 'Cider & Blanddryck'), ('Alkoholfritt', 'Glögg', 'Glögg & andra juldrycker'), ('Alkoholfritt', 'White', 'Vitt'),
  ('Alkoholfritt', 'Red', 'Rött'), ('Alkoholfritt', 'Aperitif and Bitter', 'Spritalternativ'),
  ('Vin', 'Glögg och Glühwein', 'Glögg & andra juldrycker');--> statement-breakpoint
UPDATE "products" p SET "category_level2" = t."swedish"
  FROM "taxonomy_names" t WHERE p."category_level1" = t."level1" AND p."category_level2" = t."english";--> statement-breakpoint
-- A company's followed segments by the new names (one it already follows under both stays once).
INSERT INTO "company_segments" ("company_id", "category", "band", "created_at")
  SELECT s."company_id", t."swedish", s."band", s."created_at" FROM "company_segments" s
  JOIN (SELECT DISTINCT "english", "swedish" FROM "taxonomy_names") t ON t."english" = s."category"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "company_segments" s USING "taxonomy_names" t WHERE s."category" = t."english";--> statement-breakpoint
UPDATE "products" SET "assortment_text" = CASE "assortment_text"
    WHEN 'Order goods' THEN 'Ordervaror' WHEN 'Fixed assortment' THEN 'Fast sortiment'
    WHEN 'Local & Small-scale' THEN 'Lokalt & Småskaligt' WHEN 'Temporary assortment' THEN 'Tillfälligt sortiment'
    WHEN 'Seasonal' THEN 'Säsong' END
  WHERE "assortment_text" IN ('Order goods', 'Fixed assortment', 'Local & Small-scale', 'Temporary assortment', 'Seasonal');--> statement-breakpoint
DROP TABLE "taxonomy_names";
