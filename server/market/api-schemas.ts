/** TypeBox schemas the market routes share (they document the API in OpenAPI). */
import { Type } from "typebox";

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Product = Type.Object(
  {
    id: Type.Integer({ description: "Fenix's id of the product (used in every /products/{id} path)" }),
    productId: Nullable(Type.String({ description: "The monopoly's product id" })),
    productNumber: Type.String({ description: "The monopoly's article number" }),
    productName: Type.String(),
    productNameBold: Type.String(),
    productNameThin: Nullable(Type.String()),
    producerName: Nullable(Type.String()),
    supplierName: Nullable(Type.String()),
    country: Nullable(Type.String()),
    categoryLevel1: Nullable(Type.String()),
    categoryLevel2: Nullable(Type.String()),
    categoryLevel3: Nullable(Type.String()),
    price: Nullable(Type.Number({ description: "SEK incl. VAT" })),
    volumeMl: Nullable(Type.Integer()),
    pricePerLitre: Nullable(Type.Number()),
    alcoholPercentage: Nullable(Type.Number()),
    assortment: Nullable(Type.String({ description: "Assortment code (FS, BS, TSLS, TSE, TSS)" })),
    assortmentText: Nullable(Type.String()),
    launchDate: Nullable(Type.String({ format: "date" })),
    discontinued: Type.Boolean(),
    imageUrl: Nullable(Type.String()),
    producer: Nullable(Type.String({ description: "= producerName" })),
    volume: Nullable(Type.Integer({ description: "= volumeMl (ml)" })),
    category: Nullable(Type.String({ description: "Category level 2, else level 1" })),
    alcoholContent: Nullable(Type.Number({ description: "= alcoholPercentage (%)" })),
  },
  { description: "A product of the catalogue" },
);

export const Pagination = Type.Object({
  total: Type.Integer(),
  hasMore: Type.Boolean(),
  nextCursor: Nullable(Type.String()),
});

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  cursor: Type.Optional(Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page" })),
};

export function page(query: { limit?: number; cursor?: string }) {
  return { limit: query.limit ?? 20, offset: query.cursor ? Number(query.cursor) : 0 };
}

export function pagination(total: number, offset: number, limit: number) {
  const hasMore = offset + limit < total;
  return { total, hasMore, nextCursor: hasMore ? String(offset + limit) : null };
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const DailySales = Type.Object({
  date: Type.String({ format: "date" }),
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
  storesSelling: Type.Integer(),
});

export const PeriodEcho = Type.Object({ from: Type.String({ format: "date" }), to: Type.String({ format: "date" }) });

export const Measures = Type.Object({
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
  storesListing: Type.Integer(),
  storesSelling: Type.Integer(),
  velocity: Type.Number({ description: "Litres per selling store per 4 weeks" }),
  outOfStockDays: Type.Integer({ description: "Store-days without stock in the period" }),
  staleStores: Type.Integer({ description: "Stores holding stock with no sale or delivery for 30 days" }),
  lostUnits: Type.Number({ description: "Estimated units not sold for lack of stock" }),
  stock: Type.Integer(),
  weeksOfSupply: Nullable(Type.Number()),
});

export const Store = Type.Object(
  {
    id: Type.Integer(),
    siteId: Type.String(),
    displayName: Type.String(),
    alias: Nullable(Type.String()),
    address: Nullable(Type.String()),
    city: Nullable(Type.String()),
    county: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    isAgent: Type.Boolean(),
    isActive: Type.Boolean(),
    sizeClass: Nullable(Type.String()),
    storeId: Type.String({ description: "= siteId, the monopoly's number of the site" }),
    siteName: Type.String({ description: "= displayName" }),
  },
  { description: "A store or agent (ombud)" },
);

/** Sales of a set of products over a period (market, company or segment). */
export const SalesTotals = Type.Object({
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
  storesSelling: Type.Integer(),
  productsSold: Type.Integer(),
  velocity: Type.Number({ description: "Litres per selling store per 4 weeks" }),
});

/** A daily series, every day of the period present. */
export const DailyTotals = Type.Array(Type.Object({ date: Type.String({ format: "date" }), units: Type.Integer(), litres: Type.Number(), revenue: Type.Number() }));

/** A pair out of stock right now, with the lost-sales estimate. */
export const StockOut = Type.Object({
  storeId: Type.Integer(),
  siteId: Type.String(),
  storeName: Type.String(),
  city: Nullable(Type.String()),
  county: Nullable(Type.String()),
  since: Type.String({ format: "date" }),
  days: Type.Integer({ description: "Days without stock, up to asOf" }),
  dailyUnitsBefore: Type.Number({ description: "Average units a day over the 60 days before it ran out" }),
  lostUnits: Type.Number({ description: "days × dailyUnitsBefore" }),
});
