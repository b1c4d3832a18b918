import Papa from "papaparse";
import { Type, type Static } from "typebox";
import type { Cell } from "./read-file";
import { checkRecord, ImportRefused } from "./refusal";

export interface YearlySalesRow {
  year: number;
  articleId: string;
  productNumber: string;
  name: string | null;
  producerName: string | null;
  category: string | null;
  categoryDetail: string | null;
  price: number | null;
  volumeMl: number | null;
  country: string | null;
  litres: number;
}

const Value = Type.Union([Type.String(), Type.Number(), Type.Null()]);
const SalesRecord = Type.Object({
  Artnr: Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  "Artikel ID": Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  "Försäljning i liter": Value,
  Namn: Type.Optional(Value),
  Producentnamn: Type.Optional(Value),
  Varugrupp: Type.Optional(Value),
  "Varugrupp detalj": Type.Optional(Value),
  "Aktuellt pris": Type.Optional(Value),
  "Volym i ml": Type.Optional(Value),
  Land: Type.Optional(Value),
});

const text = (value: unknown) => {
  const s = value === null || value === undefined ? "" : String(value).trim();
  return s === "" ? null : s;
};
const number = (value: unknown) => {
  const s = text(value);
  if (s === null) return null;
  const n = Number(s.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(n) ? n : null;
};

function toRow(record: Static<typeof SalesRecord>, year: number): YearlySalesRow {
  const litres = number(record["Försäljning i liter"]);
  return {
    year,
    articleId: String(record["Artikel ID"]),
    productNumber: String(record.Artnr),
    name: text(record.Namn),
    producerName: text(record.Producentnamn),
    category: text(record.Varugrupp),
    categoryDetail: text(record["Varugrupp detalj"]),
    price: number(record["Aktuellt pris"]),
    volumeMl: number(record["Volym i ml"]) === null ? null : Math.round(number(record["Volym i ml"])!),
    country: text(record.Land),
    // Blank sales (2015 has many) are no sales; returns stay negative.
    litres: litres ?? (text(record["Försäljning i liter"]) === null ? 0 : Number.NaN),
  };
}

/** Rows of the yearly CSV (with a year column) or of one year's Artikellistan sheet. */
export function parseYearlySales(records: Record<string, Cell>[], fixedYear?: number): YearlySalesRow[] {
  if (records.length === 0) throw new ImportRefused("The file has no rows");
  const seen = new Set<string>();
  return records.map((value, index) => {
    const record = checkRecord<Static<typeof SalesRecord>>(SalesRecord, value, index + 1);
    const year = fixedYear ?? number((value as Record<string, Cell>).year);
    if (year === null || year === undefined || !Number.isInteger(year) || year < 1900 || year > 2100) {
      throw new ImportRefused("year is missing; the Artikellistan sheet needs --year", index + 1);
    }
    const row = toRow(record, year);
    if (Number.isNaN(row.litres)) throw new ImportRefused(`Försäljning i liter is not a number`, index + 1);
    const key = `${row.year}:${row.articleId}`;
    if (seen.has(key)) throw new ImportRefused(`Artikel ID ${row.articleId} appears twice in ${row.year}`, index + 1);
    seen.add(key);
    return row;
  });
}

export function readSalesCsv(text: string): Record<string, Cell>[] {
  const result = Papa.parse<Record<string, Cell>>(text, { header: true, skipEmptyLines: true });
  const [problem] = result.errors;
  if (problem) throw new ImportRefused(`The CSV cannot be read (${problem.message}); is it truncated?`, (problem.row ?? 0) + 1);
  return result.data;
}
