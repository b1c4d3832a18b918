/** /api/v1/products: the catalogue, a product's figures, prices and stock. */
import { Type, type Static } from "typebox";
import {
  DataEnvelope,
  LiteralUnion,
  Nullable,
  PageOf,
  PageQuery,
  PeriodEchoSchema,
  PeriodQuery,
  PreviousPeriodEchoSchema,
  SeriesGranularitySchema,
  ProductCountSchema,
  SortOrderSchema,
} from "./common";
import {
  EXAMPLE_DAILY_TOTAL,
  EXAMPLE_PRODUCT,
  EXAMPLE_PRODUCT_FIGURES,
  EXAMPLE_SEGMENT,
  EXAMPLE_STOCK_OUT,
  EXAMPLE_STORE_ROW,
} from "./examples";

export const MarketProductSchema = Type.Object(
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
  {
    description: "A product of the catalogue",
    examples: [EXAMPLE_PRODUCT],
  },
);
export type MarketProduct = Static<typeof MarketProductSchema>;
export const MarketProductResponseSchema = DataEnvelope(MarketProductSchema);

export const PRODUCT_SORTS = ["name", "price", "number", "alcohol", "volume", "launched"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The list's filters (also the export's). */
export const ProductFilterQuery = {
  search: Type.Optional(Type.String({ maxLength: 100, examples: ["Nordvik"] })),
  category: Type.Optional(Type.String({ maxLength: 100, description: "Category level 1, e.g. Vin", examples: ["Öl"] })),
  subcategory: Type.Optional(Type.String({ maxLength: 100, description: "Category level 2, e.g. Rött vin" })),
  country: Type.Optional(Type.String({ maxLength: 100, examples: ["Sverige"] })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, examples: [20] })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, examples: [50] })),
  assortment: Type.Optional(Type.String({ maxLength: 50, description: "Assortment code or text" })),
  supplier: Type.Optional(Type.String({ maxLength: 200, examples: ["Nordvik Dryck AB"] })),
  companyId: Type.Optional(Type.String({ format: "uuid", description: "Only this company's products (yours, unless super_admin)" })),
  sortBy: Type.Optional(LiteralUnion(PRODUCT_SORTS, { default: "name" })),
  sortOrder: Type.Optional(SortOrderSchema),
};
export const EXPORT_LANGUAGES = ["sv", "en"] as const;
export const ProductExportQuerySchema = Type.Object(
  {
    ...ProductFilterQuery,
    language: Type.Optional(
      LiteralUnion(EXPORT_LANGUAGES, {
        default: "en",
        description: "sv: semicolons, decimal commas and Swedish headers (Swedish Excel); en: commas, decimal points, English headers",
      }),
    ),
    format: Type.Optional(
      LiteralUnion(["csv", "xlsx"], {
        default: "csv",
        description: "csv: UTF-8 with BOM; xlsx: an Excel workbook with the same columns, numbers and dates typed",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductExportQuery = Static<typeof ProductExportQuerySchema>;
export const ProductListQuerySchema = Type.Object({ ...ProductFilterQuery, ...PageQuery }, { additionalProperties: false });
export type ProductListQuery = Static<typeof ProductListQuerySchema>;
export const ProductPageSchema = PageOf(MarketProductSchema);
export type ProductPage = Static<typeof ProductPageSchema>;
export const ProductListResponseSchema = DataEnvelope(ProductPageSchema);

/** A product's (or a set's) figures over a period. */
const PRODUCT_MEASURES = { ...EXAMPLE_PRODUCT_FIGURES, staleStores: 4, stock: 9630, weeksOfSupply: 3.3 };
export const ProductMeasuresSchema = Type.Object(
  {
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    storesListing: Type.Integer(),
    storesSelling: Type.Integer(),
    velocity: Type.Number({ description: "Litres per selling store per 4 weeks" }),
    outOfStockDays: Type.Integer({ description: "Store-days without stock in the period" }),
    staleStores: Type.Integer({ description: "Stores holding stock with no sale or delivery for 30 days" }),
    lostUnits: Type.Integer({
      description: "Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out",
    }),
    lostRevenue: Type.Number({ description: "The lost units at the product's price, SEK" }),
    stock: Type.Integer(),
    weeksOfSupply: Nullable(Type.Number()),
  },
  { examples: [PRODUCT_MEASURES] },
);
export type ProductMeasures = Static<typeof ProductMeasuresSchema>;

export const ProductDailySalesSchema = Type.Object(
  {
    date: Type.String({ format: "date" }),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    storesSelling: Type.Integer(),
  },
  { examples: [{ ...EXAMPLE_DAILY_TOTAL, storesSelling: 311 }] },
);
export type ProductDailySales = Static<typeof ProductDailySalesSchema>;

export const ProductSegmentRefSchema = Type.Object(
  { id: Type.String(), categoryLevel2: Type.String(), priceBand: Type.String() },
  { examples: [{ id: EXAMPLE_SEGMENT.id, categoryLevel2: EXAMPLE_SEGMENT.categoryLevel2, priceBand: EXAMPLE_SEGMENT.priceBand }] },
);
export type ProductSegmentRef = Static<typeof ProductSegmentRefSchema>;

export const ProductSalesSchema = Type.Object({
  period: PeriodEchoSchema,
  previousPeriod: PreviousPeriodEchoSchema,
  totals: ProductMeasuresSchema,
  previous: ProductMeasuresSchema,
  granularity: SeriesGranularitySchema,
  daily: Type.Array(ProductDailySalesSchema),
  segment: Nullable(ProductSegmentRefSchema),
});
export type ProductSales = Static<typeof ProductSalesSchema>;
export const ProductSalesResponseSchema = DataEnvelope(ProductSalesSchema);

/** A pair out of stock right now, with the lost-sales estimate. */
export const StockOutSchema = Type.Object(
  {
    storeId: Type.Integer(),
    siteId: Type.String(),
    storeName: Type.String(),
    city: Nullable(Type.String()),
    county: Nullable(Type.String()),
    since: Type.String({ format: "date" }),
    days: Type.Integer({ description: "Days without stock, up to asOf" }),
    dailyUnitsBefore: Type.Number({
      description: "Average units a day before it ran out (over the days of the 60 before it that have data)",
    }),
    lostUnits: Type.Integer({ description: "days × dailyUnitsBefore, in whole units" }),
    lostRevenue: Type.Number({ description: "The lost units at the product's price, SEK" }),
  },
  { examples: [EXAMPLE_STOCK_OUT] },
);
export type StockOut = Static<typeof StockOutSchema>;

export const ProductStockOutsQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })) },
  { additionalProperties: false },
);
export type ProductStockOutsQuery = Static<typeof ProductStockOutsQuerySchema>;
export const ProductStockOutsSchema = Type.Object({
  asOf: Type.String({ format: "date", examples: ["2026-11-19"] }),
  items: Type.Array(StockOutSchema),
});
export type ProductStockOuts = Static<typeof ProductStockOutsSchema>;
export const ProductStockOutsResponseSchema = DataEnvelope(ProductStockOutsSchema);

export const ProductStoreSalesSchema = Type.Object(
  {
    storeId: Type.Integer(),
    siteId: Type.String(),
    storeName: Type.String(),
    city: Type.Union([Type.String(), Type.Null()]),
    county: Type.Union([Type.String(), Type.Null()]),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    stock: Type.Union([Type.Integer(), Type.Null()]),
  },
  { examples: [{ ...EXAMPLE_STORE_ROW, units: 212, litres: 106, revenue: 5278.8, stock: 96 }] },
);
export type ProductStoreSales = Static<typeof ProductStoreSalesSchema>;
export const ProductSalesByStoreSchema = Type.Object({ period: PeriodEchoSchema, items: Type.Array(ProductStoreSalesSchema) });
export type ProductSalesByStore = Static<typeof ProductSalesByStoreSchema>;
export const ProductSalesByStoreResponseSchema = DataEnvelope(ProductSalesByStoreSchema);

export const ProductCategorySchema = Type.Object(
  {
    name: Type.String(),
    products: Type.Integer(),
    subcategories: Type.Array(Type.Object({ name: Type.String(), products: Type.Integer() })),
  },
  { examples: [{ name: "Öl", products: 3120, subcategories: [{ name: "Ljus lager", products: 1184 }] }] },
);
export type ProductCategory = Static<typeof ProductCategorySchema>;
export const ProductCategoriesResponseSchema = DataEnvelope(Type.Array(ProductCategorySchema));

export const CatalogueStatisticsSchema = Type.Object(
  {
    products: Type.Integer(),
    discontinued: Type.Integer(),
    countries: Type.Integer(),
    suppliers: Type.Integer(),
    averagePrice: Type.Number(),
    medianPrice: Type.Number(),
    byCategory: Type.Array(ProductCountSchema),
    byAssortment: Type.Array(ProductCountSchema),
    byCountry: Type.Array(ProductCountSchema),
  },
  {
    examples: [
      {
        products: 24815,
        discontinued: 1312,
        countries: 74,
        suppliers: 689,
        averagePrice: 214.6,
        medianPrice: 129,
        byCategory: [{ name: "Vin", products: 14230 }],
        byAssortment: [{ name: "Fast sortiment", products: 3960 }],
        byCountry: [{ name: "Sverige", products: 4120 }],
      },
    ],
  },
);
export type CatalogueStatistics = Static<typeof CatalogueStatisticsSchema>;
export const CatalogueStatisticsResponseSchema = DataEnvelope(CatalogueStatisticsSchema);

export const PriceChangesQuerySchema = Type.Object(
  { ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) },
  { additionalProperties: false },
);
export type PriceChangesQuery = Static<typeof PriceChangesQuerySchema>;
export const PriceChangeSchema = Type.Object(
  {
    product: MarketProductSchema,
    date: Type.String({ format: "date" }),
    oldPrice: Type.Number(),
    newPrice: Type.Number(),
    changePercent: Type.Number(),
  },
  { examples: [{ product: EXAMPLE_PRODUCT, date: "2026-11-01", oldPrice: 23.9, newPrice: 24.9, changePercent: 4.18 }] },
);
export type PriceChange = Static<typeof PriceChangeSchema>;
export const PriceChangesResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(PriceChangeSchema) }));

export const PricePointSchema = Type.Object(
  { validFrom: Type.String({ format: "date" }), price: Type.Number() },
  { examples: [{ validFrom: "2026-11-01", price: 24.9 }] },
);
export type PricePoint = Static<typeof PricePointSchema>;
export const PriceHistoryResponseSchema = DataEnvelope(Type.Array(PricePointSchema));

export const StockSummarySchema = Type.Object(
  {
    storesListing: Type.Integer(),
    inStock: Type.Integer(),
    outOfStock: Type.Integer(),
    stock: Type.Integer(),
    weeksOfSupply: Nullable(Type.Number()),
    staleStores: Type.Integer(),
    outOfStockDays30d: Type.Integer(),
    lostUnits30d: Type.Integer({
      description: "Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out",
    }),
    lostRevenue30d: Type.Number({ description: "The lost units at the product's price, SEK" }),
  },
  {
    examples: [
      {
        storesListing: 418,
        inStock: 405,
        outOfStock: 13,
        stock: 9630,
        weeksOfSupply: 3.3,
        staleStores: 4,
        outOfStockDays30d: 38,
        lostUnits30d: 171,
        lostRevenue30d: 4257.9,
      },
    ],
  },
);
export type StockSummary = Static<typeof StockSummarySchema>;
export const StockSummaryResponseSchema = DataEnvelope(StockSummarySchema);

export const StoreStockSchema = Type.Object(
  {
    storeId: Type.Integer(),
    siteId: Type.String(),
    storeName: Type.String(),
    city: Nullable(Type.String()),
    county: Nullable(Type.String()),
    quantity: Type.Integer(),
    observedAt: Type.String({ format: "date-time", description: "Since when the store has had this quantity" }),
  },
  { examples: [{ ...EXAMPLE_STORE_ROW, quantity: 96, observedAt: "2026-11-19T06:00:00.000Z" }] },
);
export type StoreStock = Static<typeof StoreStockSchema>;
export const CurrentStockResponseSchema = DataEnvelope(Type.Array(StoreStockSchema));

export const DataAvailabilitySchema = Type.Object(
  {
    firstSalesDay: Nullable(Type.String({ format: "date" })),
    lastSalesDay: Nullable(Type.String({ format: "date" })),
    daysWithSales: Type.Integer(),
    latestSnapshotAt: Nullable(Type.String({ format: "date-time" })),
    storesObserved: Type.Integer(),
    storeDetail: Type.Boolean({
      description:
        "false: the product's sales are known nationally only, without stock per store (the demo's range beyond the products it simulates store by store); store figures do not include it",
    }),
  },
  {
    examples: [
      {
        firstSalesDay: "2024-03-04",
        lastSalesDay: "2026-11-19",
        daysWithSales: 991,
        latestSnapshotAt: "2026-11-20T06:00:00.000Z",
        storesObserved: 418,
        storeDetail: true,
      },
    ],
  },
);
export type DataAvailability = Static<typeof DataAvailabilitySchema>;
export const DataAvailabilityResponseSchema = DataEnvelope(DataAvailabilitySchema);

/** GET /products/export: the list as CSV. */
export const ProductCsvSchema = Type.Unsafe<string | Uint8Array>({
  type: "string",
  format: "binary",
  description: "CSV text, or an Excel workbook (format=xlsx)",
});

export const YearlySalesSchema = Type.Object(
  {
    year: Type.Integer(),
    litres: Type.Number(),
    rank: Type.Integer({ description: "National rank by litres that year (1 = most)" }),
    articles: Type.Integer({ description: "Products with sales that year" }),
  },
  { examples: [{ year: 2025, litres: 68420, rank: 41, articles: 2 }] },
);
export type YearlySales = Static<typeof YearlySalesSchema>;
export const YearlySalesResponseSchema = DataEnvelope(Type.Array(YearlySalesSchema));
