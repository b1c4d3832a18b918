import Papa from "papaparse";
import type { ProductDto } from "../../market/products";

const COLUMNS: [string, (p: ProductDto) => string | number | null][] = [
  ["productNumber", (p) => p.productNumber],
  ["productNameBold", (p) => p.productNameBold],
  ["productNameThin", (p) => p.productNameThin],
  ["producer", (p) => p.producerName],
  ["supplier", (p) => p.supplierName],
  ["country", (p) => p.country],
  ["categoryLevel1", (p) => p.categoryLevel1],
  ["categoryLevel2", (p) => p.categoryLevel2],
  ["priceSek", (p) => p.price],
  ["volumeMl", (p) => p.volumeMl],
  ["pricePerLitreSek", (p) => p.pricePerLitre],
  ["alcoholPercentage", (p) => p.alcoholPercentage],
  ["assortment", (p) => p.assortmentText],
  ["launchDate", (p) => p.launchDate],
  ["discontinued", (p) => (p.discontinued ? "yes" : "no")],
];

/** Products as CSV: one header row of field names, then a row per product. */
export function productsCsv(products: readonly ProductDto[]): string {
  return Papa.unparse({ fields: COLUMNS.map(([name]) => name), data: products.map((p) => COLUMNS.map(([, value]) => value(p) ?? "")) });
}
