/** /api/v1/stores: stores and agents, their figures, inventory and assortment. */
import { Type, type Static } from "typebox";
import {
  DailyTotalsSchema,
  DataEnvelope,
  IdSchema,
  LiteralUnion,
  Nullable,
  PageOf,
  PageQuery,
  PaginationSchema,
  PeriodEchoSchema,
  PeriodQuery,
  PreviousPeriodEchoSchema,
  SeriesGranularitySchema,
  SortOrderSchema,
} from "./common";
import { EXAMPLE_PRODUCT, EXAMPLE_STORE } from "./examples";
import { MarketProductSchema } from "./products";

export const StoreSchema = Type.Object(
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
  {
    description: "A store or agent (ombud)",
    examples: [EXAMPLE_STORE],
  },
);
export type Store = Static<typeof StoreSchema>;

/**
 * A store in a path: its number as the monopoly gives it (the site id users know: a store's 0102 or
 * 1201, an agent's 138103-91A), or Fenix's internal id. A site id is matched first.
 */
export const STORE_REF_PATTERN = "^[0-9]{1,9}(-[0-9A-Z]{1,4})?$";
export const StoreRefParamsSchema = Type.Object({
  id: Type.String({
    pattern: STORE_REF_PATTERN,
    description: "The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id",
  }),
});
export type StoreRefParams = Static<typeof StoreRefParamsSchema>;

export const STORE_SORTS = ["name", "city", "county", "siteId"] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const StoreListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100, examples: ["Drottninggatan"] })),
    county: Type.Optional(Type.String({ maxLength: 100, examples: ["Stockholms län"] })),
    city: Type.Optional(Type.String({ maxLength: 100, examples: ["Stockholm"] })),
    sizeClass: Type.Optional(Type.String({ maxLength: 10, examples: ["A"] })),
    isAgent: Type.Optional(Type.Boolean({ description: "true for agents (ombud), false for stores; both without it" })),
    isActive: Type.Optional(Type.Boolean()),
    sortBy: Type.Optional(LiteralUnion(STORE_SORTS, { default: "name" })),
    sortOrder: Type.Optional(SortOrderSchema),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type StoreListQuery = Static<typeof StoreListQuerySchema>;
export const StorePageSchema = PageOf(StoreSchema);
export type StorePage = Static<typeof StorePageSchema>;
export const StoreListResponseSchema = DataEnvelope(StorePageSchema);

export const CitySchema = Type.Object(
  { city: Type.String(), county: Type.Union([Type.String(), Type.Null()]), stores: Type.Integer() },
  { examples: [{ city: "Stockholm", county: "Stockholms län", stores: 38 }] },
);
export type City = Static<typeof CitySchema>;
export const CitiesResponseSchema = DataEnvelope(Type.Array(CitySchema));

export const StoreFiltersSchema = Type.Object(
  { counties: Type.Array(Type.String()), cities: Type.Array(Type.String()), sizeClasses: Type.Array(Type.String()) },
  { examples: [{ counties: ["Skåne län", "Stockholms län"], cities: ["Malmö", "Stockholm"], sizeClasses: ["A", "B", "C"] }] },
);
export type StoreFilters = Static<typeof StoreFiltersSchema>;
export const StoreFiltersResponseSchema = DataEnvelope(StoreFiltersSchema);

export const StoreCountSchema = Type.Object(
  { name: Type.String(), stores: Type.Integer() },
  { examples: [{ name: "Stockholms län", stores: 84 }] },
);
export type StoreCount = Static<typeof StoreCountSchema>;
export const StoreStatisticsSchema = Type.Object({
  stores: Type.Integer({ examples: [447] }),
  agents: Type.Integer({ examples: [468] }),
  active: Type.Integer({ examples: [912] }),
  byCounty: Type.Array(StoreCountSchema),
  bySizeClass: Type.Array(StoreCountSchema),
});
export type StoreStatistics = Static<typeof StoreStatisticsSchema>;
export const StoreStatisticsResponseSchema = DataEnvelope(StoreStatisticsSchema);

export const StoreLocationsQuerySchema = Type.Object({ isActive: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type StoreLocationsQuery = Static<typeof StoreLocationsQuerySchema>;
export const StoreLocationSchema = Type.Object(
  {
    id: Type.Integer(),
    siteId: Type.String(),
    displayName: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    isAgent: Type.Boolean(),
    isActive: Type.Boolean(),
  },
  {
    examples: [
      {
        id: EXAMPLE_STORE.id,
        siteId: EXAMPLE_STORE.siteId,
        displayName: EXAMPLE_STORE.displayName,
        latitude: EXAMPLE_STORE.latitude,
        longitude: EXAMPLE_STORE.longitude,
        isAgent: false,
        isActive: true,
      },
    ],
  },
);
export type StoreLocation = Static<typeof StoreLocationSchema>;
export const StoreLocationsResponseSchema = DataEnvelope(Type.Array(StoreLocationSchema));

export const OpeningHoursSchema = Type.Object(
  { date: Type.String(), openFrom: Type.String(), openTo: Type.String(), reason: Type.String() },
  { examples: [{ date: "2026-12-24", openFrom: "10:00", openTo: "14:00", reason: "Julafton" }] },
);
export type OpeningHours = Static<typeof OpeningHoursSchema>;
export const StoreWithHoursSchema = Type.Intersect([StoreSchema, Type.Object({ openingHours: Type.Array(OpeningHoursSchema) })]);
export type StoreWithHours = Static<typeof StoreWithHoursSchema>;
export const StoreResponseSchema = DataEnvelope(StoreWithHoursSchema);

export const StoreTotalsSchema = Type.Object(
  { units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), productsSold: Type.Integer() },
  { examples: [{ units: 61840, litres: 38210.5, revenue: 6482310, productsSold: 2614 }] },
);
export type StoreTotals = Static<typeof StoreTotalsSchema>;
export const StorePerformanceSchema = Type.Object({
  period: PeriodEchoSchema,
  previousPeriod: PreviousPeriodEchoSchema,
  totals: StoreTotalsSchema,
  previous: StoreTotalsSchema,
  stock: Type.Object(
    {
      listed: Type.Integer(),
      inStock: Type.Integer(),
      outOfStock: Type.Integer(),
      units: Type.Integer(),
      withoutStoreDetail: Type.Integer({
        description:
          "Products the store lists whose sales are known nationally only, without stock per store (the demo's range beyond the products it simulates store by store): the store's sales, best sellers and stock do not include them. 0 where every product has store detail",
      }),
    },
    { examples: [{ listed: 2980, inStock: 2871, outOfStock: 109, units: 84120, withoutStoreDetail: 0 }] },
  ),
});
export type StorePerformance = Static<typeof StorePerformanceSchema>;
export const StorePerformanceResponseSchema = DataEnvelope(StorePerformanceSchema);

export const StoreDailySalesResponseSchema = DataEnvelope(
  Type.Object({ period: PeriodEchoSchema, granularity: SeriesGranularitySchema, items: DailyTotalsSchema }),
);

export const StoreTopProductsQuerySchema = Type.Object(
  { ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) },
  { additionalProperties: false },
);
export type StoreTopProductsQuery = Static<typeof StoreTopProductsQuerySchema>;
export const RankedProductSchema = Type.Object(
  {
    rank: Type.Integer(),
    product: MarketProductSchema,
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
  },
  { examples: [{ rank: 1, product: EXAMPLE_PRODUCT, units: 12480, litres: 6240, revenue: 310752 }] },
);
export type RankedProduct = Static<typeof RankedProductSchema>;
export const StoreTopProductsResponseSchema = DataEnvelope(
  Type.Object({ period: PeriodEchoSchema, items: Type.Array(RankedProductSchema) }),
);

export const CATEGORY_SORTS = ["revenue", "units", "litres", "products"] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const StoreCategoriesQuerySchema = Type.Object(
  {
    ...PeriodQuery,
    sortBy: Type.Optional(LiteralUnion(CATEGORY_SORTS, { default: "revenue" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type StoreCategoriesQuery = Static<typeof StoreCategoriesQuerySchema>;
export const StoreCategorySchema = Type.Object(
  {
    categoryLevel1: Nullable(Type.String()),
    categoryLevel2: Nullable(Type.String()),
    productsListed: Type.Integer(),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    revenueShare: Type.Number(),
  },
  {
    examples: [
      {
        categoryLevel1: "Öl",
        categoryLevel2: "Ljus lager",
        productsListed: 212,
        units: 18640,
        litres: 9320,
        revenue: 465210,
        revenueShare: 0.072,
      },
    ],
  },
);
export type StoreCategory = Static<typeof StoreCategorySchema>;
export const StoreCategoriesResponseSchema = DataEnvelope(
  Type.Object({ period: PeriodEchoSchema, items: Type.Array(StoreCategorySchema) }),
);

export const StockStatusSchema = Type.Union([Type.Literal("in_stock"), Type.Literal("low"), Type.Literal("out_of_stock")]);
export type StockStatus = Static<typeof StockStatusSchema>;
export const StoreInventoryQuerySchema = Type.Object(
  {
    status: Type.Optional(StockStatusSchema),
    companyId: Type.Optional(Type.String({ format: "uuid", description: "Only this company's products (one you may read)" })),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type StoreInventoryQuery = Static<typeof StoreInventoryQuerySchema>;
export const InventoryRowSchema = Type.Object(
  {
    product: MarketProductSchema,
    quantity: Type.Integer(),
    status: StockStatusSchema,
    averageDailyUnits: Type.Number(),
    daysOfStock: Nullable(Type.Number()),
    since: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        product: EXAMPLE_PRODUCT,
        quantity: 96,
        status: "in_stock",
        averageDailyUnits: 7.1,
        daysOfStock: 13.5,
        since: "2026-11-19T06:00:00.000Z",
      },
    ],
  },
);
export type InventoryRow = Static<typeof InventoryRowSchema>;
export const StoreInventorySchema = Type.Object({ items: Type.Array(InventoryRowSchema), pagination: PaginationSchema });
export type StoreInventory = Static<typeof StoreInventorySchema>;
export const StoreInventoryResponseSchema = DataEnvelope(StoreInventorySchema);

export const OptimizationQuerySchema = Type.Object(
  {
    ...PeriodQuery,
    minTurnoverRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1000, default: 1, description: "Units per week per store" })),
    maxStockoutDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, default: 7 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type OptimizationQuery = Static<typeof OptimizationQuerySchema>;
export const OptimizationSchema = Type.Object({
  period: PeriodEchoSchema,
  add: Type.Array(
    Type.Object(
      {
        product: MarketProductSchema,
        peerStoresListing: Type.Integer(),
        peerUnits: Type.Integer(),
        turnoverRate: Type.Number(),
      },
      { examples: [{ product: EXAMPLE_PRODUCT, peerStoresListing: 31, peerUnits: 2140, turnoverRate: 16.1 }] },
    ),
  ),
  slowMovers: Type.Array(
    Type.Object(
      { product: MarketProductSchema, stock: Type.Integer(), units: Type.Integer(), turnoverRate: Type.Number() },
      { examples: [{ product: EXAMPLE_PRODUCT, stock: 48, units: 3, turnoverRate: 0.7 }] },
    ),
  ),
  frequentStockouts: Type.Array(
    Type.Object(
      { product: MarketProductSchema, outOfStockDays: Type.Integer() },
      { examples: [{ product: EXAMPLE_PRODUCT, outOfStockDays: 9 }] },
    ),
  ),
});
export type Optimization = Static<typeof OptimizationSchema>;
export const OptimizationResponseSchema = DataEnvelope(OptimizationSchema);

export const COMPARE_WITH = ["county", "sizeClass", "all"] as const;
export type CompareWith = (typeof COMPARE_WITH)[number];
export const StoreProductParamsSchema = Type.Object({ id: StoreRefParamsSchema.properties.id, productId: IdSchema });
export type StoreProductParams = Static<typeof StoreProductParamsSchema>;
export const StoreProductQuerySchema = Type.Object(
  { ...PeriodQuery, compareWith: Type.Optional(LiteralUnion(COMPARE_WITH, { default: "county" })) },
  { additionalProperties: false },
);
export type StoreProductQuery = Static<typeof StoreProductQuerySchema>;
export const StoreProductPerformanceSchema = Type.Object({
  period: PeriodEchoSchema,
  product: MarketProductSchema,
  listed: Type.Boolean({ examples: [true] }),
  stock: Nullable(Type.Integer({ examples: [96] })),
  store: Type.Object(
    { units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), daysWithSales: Type.Integer() },
    { examples: [{ units: 212, litres: 106, revenue: 5278.8, daysWithSales: 30 }] },
  ),
  comparison: Type.Object(
    {
      compareWith: Type.String(),
      stores: Type.Integer(),
      averageUnits: Type.Number(),
      averageLitres: Type.Number(),
      averageRevenue: Type.Number(),
    },
    { examples: [{ compareWith: "county", stores: 84, averageUnits: 48.2, averageLitres: 24.1, averageRevenue: 1200.2 }] },
  ),
});
export type StoreProductPerformance = Static<typeof StoreProductPerformanceSchema>;
export const StoreProductPerformanceResponseSchema = DataEnvelope(StoreProductPerformanceSchema);
