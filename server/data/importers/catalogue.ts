import { Type, type Static } from "typebox";
import { officialCategories, swedishAssortment, websiteCategories } from "./categories";
import type { Cell } from "./read-file";
import { packagingKind } from "./packaging";
import { checkRecord, ImportRefused } from "./refusal";

export interface ProductRow {
  productId: string;
  productNumber: string;
  nameBold: string;
  nameThin: string | null;
  producerName: string | null;
  supplierName: string | null;
  country: string | null;
  categoryLevel1: string | null;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
  price: number | null;
  volumeMl: number | null;
  alcoholPercentage: number | null;
  assortmentCode: string | null;
  assortmentText: string | null;
  launchDate: string | null;
  discontinued: boolean;
  /** PACKAGING_KINDS; null when the file does not say. */
  packaging: string | null;
}

const Text = Type.Union([Type.String(), Type.Number(), Type.Null()]);
const Loose = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Unsafe<Date>({})]);

/** The official export (old open API): nr, Articelid, Name, Price "204.00", AlcoholContent "37.50%"… */
const OfficialRecord = Type.Object({
  nr: Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  Articelid: Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  Name: Loose,
  Name2: Type.Optional(Loose),
  Price: Type.Optional(Text),
  VolymInml: Type.Optional(Text),
  SalesStart: Type.Optional(Loose),
  Discontinued: Type.Optional(Type.Union([Type.Number(), Type.Boolean(), Type.String(), Type.Null()])),
  ProductGroup: Type.Optional(Text),
  Type: Type.Optional(Text),
  Style: Type.Optional(Text),
  OriginCountryName: Type.Optional(Text),
  Producer: Type.Optional(Text),
  Supplier: Type.Optional(Text),
  AlcoholContent: Type.Optional(Text),
  AssortmentCode: Type.Optional(Text),
  AssortmentText: Type.Optional(Text),
  Packaging: Type.Optional(Text),
});

/** The website API's product (productId, productNumber, productNameBold, …, supplierName). */
const WebsiteRecord = Type.Object({
  productId: Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  productNumber: Type.Union([Type.String({ minLength: 1 }), Type.Number()]),
  productNameBold: Type.String(),
  productNameThin: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  producerName: Type.Optional(Text),
  supplierName: Type.Optional(Text),
  country: Type.Optional(Text),
  categoryLevel1: Type.Optional(Text),
  categoryLevel2: Type.Optional(Text),
  categoryLevel3: Type.Optional(Text),
  price: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  volume: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  alcoholPercentage: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  assortment: Type.Optional(Text),
  assortmentText: Type.Optional(Text),
  productLaunchDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  isDiscontinued: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  bottleTextShort: Type.Optional(Text),
});

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
};

const number = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).replace("%", "").replace(",", ".").trim());
  return Number.isFinite(n) ? n : null;
};

const isoDate = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const s = text(value);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};

/**
 * Excel reads some names as times: "8PM" became 20:00 (a Date on 1899-12-30, or "20:00:00" once
 * converted to text). Such a name is turned back into the clock-style name it was.
 */
export function productName(value: unknown): string {
  let hours: number | null = null;
  let minutes = 0;
  if (value instanceof Date && value.getUTCFullYear() === 1899) {
    hours = value.getUTCHours();
    minutes = value.getUTCMinutes();
  } else if (typeof value === "string") {
    const match = /^(\d{2}):(\d{2}):00$/.exec(value.trim());
    if (match) {
      hours = Number(match[1]);
      minutes = Number(match[2]);
    }
  }
  if (hours === null) return text(value) ?? "";
  const clock = `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
  return `${clock}${hours < 12 ? "AM" : "PM"}`;
}

function fromOfficial(record: Static<typeof OfficialRecord>): ProductRow {
  const discontinued = record.Discontinued;
  return {
    productId: String(record.Articelid),
    productNumber: String(record.nr),
    nameBold: productName(record.Name),
    nameThin: text(record.Name2 instanceof Date ? productName(record.Name2) : record.Name2),
    producerName: text(record.Producer),
    supplierName: text(record.Supplier),
    country: text(record.OriginCountryName),
    ...officialCategories(text(record.ProductGroup), text(record.Type), text(record.Style)),
    price: number(record.Price),
    volumeMl: number(record.VolymInml) === null ? null : Math.round(number(record.VolymInml)!),
    alcoholPercentage: number(record.AlcoholContent),
    assortmentCode: text(record.AssortmentCode),
    assortmentText: swedishAssortment(text(record.AssortmentText)),
    launchDate: isoDate(record.SalesStart),
    discontinued: discontinued === 1 || discontinued === true || discontinued === "1",
    packaging: packagingKind(text(record.Packaging)),
  };
}

function fromWebsite(record: Static<typeof WebsiteRecord>): ProductRow {
  return {
    productId: String(record.productId),
    productNumber: String(record.productNumber),
    nameBold: record.productNameBold.trim(),
    nameThin: text(record.productNameThin),
    producerName: text(record.producerName),
    supplierName: text(record.supplierName),
    country: text(record.country),
    ...websiteCategories(text(record.categoryLevel1), text(record.categoryLevel2), text(record.categoryLevel3)),
    price: record.price ?? null,
    volumeMl: record.volume == null ? null : Math.round(record.volume),
    alcoholPercentage: record.alcoholPercentage ?? null,
    assortmentCode: text(record.assortment),
    assortmentText: text(record.assortmentText),
    launchDate: isoDate(record.productLaunchDate),
    discontinued: record.isDiscontinued === true,
    packaging: packagingKind(text(record.bottleTextShort)),
  };
}

/** Records of a catalogue file: an array, or an object of records keyed by id. */
function recordsOf(input: unknown): unknown[] {
  if (Array.isArray(input)) return input;
  if (input && typeof input === "object") return Object.values(input);
  throw new ImportRefused("Expected a JSON array (or object) of products");
}

/** Either catalogue shape, told apart by its fields; refuses the file at the first bad record. */
export function parseCatalogue(input: unknown | Record<string, Cell>[]): { shape: "official" | "website"; rows: ProductRow[] } {
  const records = recordsOf(input);
  if (records.length === 0) throw new ImportRefused("The file has no products");
  const first = records[0] as Record<string, unknown>;
  const shape = "Articelid" in first || "nr" in first ? "official" : "productNumber" in first ? "website" : null;
  if (!shape)
    throw new ImportRefused("Neither the official export (nr, Articelid, …) nor the website API shape (productId, productNumber, …)", 1);
  const seen = new Set<string>();
  const rows = records.map((value, index) => {
    const row =
      shape === "official"
        ? fromOfficial(checkRecord(OfficialRecord, value, index + 1))
        : fromWebsite(checkRecord(WebsiteRecord, value, index + 1));
    if (!row.nameBold) throw new ImportRefused("the product has no name", index + 1);
    if (seen.has(row.productNumber)) throw new ImportRefused(`product number ${row.productNumber} appears twice`, index + 1);
    seen.add(row.productNumber);
    return row;
  });
  return { shape, rows };
}
