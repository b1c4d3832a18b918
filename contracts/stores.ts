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
  SortOrderSchema,
} from "./common";
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
    examples: [
      {
        id: 12,
        siteId: "0102",
        displayName: "Stockholm, Fältöversten",
        alias: "Fältöversten",
        address: "Karlaplan 13",
        city: "Stockholm",
        county: "Stockholms län",
        latitude: 59.3385,
        longitude: 18.0905,
        isAgent: false,
        isActive: true,
        sizeClass: "A",
        storeId: "0102",
        siteName: "Stockholm, Fältöversten",
      },
    ],
  },
);
export type Store = Static<typeof StoreSchema>;

/**
 * A store in a path: its number as the monopoly gives it (the site id users know, e.g. 0102 or
 * 1201), or Fenix's internal id. A site id is matched first.
 */
export const StoreRefParamsSchema = Type.Object({
  id: Type.String({ pattern: "^[0-9]{1,9}$", description: "The store number (site id, e.g. 0102) or Fenix's internal id" }),
});
export type StoreRefParams = Static<typeof StoreRefParamsSchema>;

export const STORE_SORTS = ["name", "city", "county", "siteId"] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const StoreListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    county: Type.Optional(Type.String({ maxLength: 100 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    sizeClass: Type.Optional(Type.String({ maxLength: 10 })),
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

export const CitySchema = Type.Object({ city: Type.String(), county: Type.Union([Type.String(), Type.Null()]), stores: Type.Integer() });
export type City = Static<typeof CitySchema>;
export const CitiesResponseSchema = DataEnvelope(Type.Array(CitySchema));

export const StoreFiltersSchema = Type.Object({
  counties: Type.Array(Type.String()),
  cities: Type.Array(Type.String()),
  sizeClasses: Type.Array(Type.String()),
});
export type StoreFilters = Static<typeof StoreFiltersSchema>;
export const StoreFiltersResponseSchema = DataEnvelope(StoreFiltersSchema);

export const StoreCountSchema = Type.Object({ name: Type.String(), stores: Type.Integer() });
export type StoreCount = Static<typeof StoreCountSchema>;
export const StoreStatisticsSchema = Type.Object({
  stores: Type.Integer(),
  agents: Type.Integer(),
  active: Type.Integer(),
  byCounty: Type.Array(StoreCountSchema),
  bySizeClass: Type.Array(StoreCountSchema),
});
export type StoreStatistics = Static<typeof StoreStatisticsSchema>;
export const StoreStatisticsResponseSchema = DataEnvelope(StoreStatisticsSchema);

export const StoreLocationsQuerySchema = Type.Object({ isActive: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type StoreLocationsQuery = Static<typeof StoreLocationsQuerySchema>;
export const StoreLocationSchema = Type.Object({
  id: Type.Integer(),
  siteId: Type.String(),
  displayName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  isAgent: Type.Boolean(),
  isActive: Type.Boolean(),
});
export type StoreLocation = Static<typeof StoreLocationSchema>;
export const StoreLocationsResponseSchema = DataEnvelope(Type.Array(StoreLocationSchema));

export const OpeningHoursSchema = Type.Object({
  date: Type.String(),
  openFrom: Type.String(),
  openTo: Type.String(),
  reason: Type.String(),
});
export type OpeningHours = Static<typeof OpeningHoursSchema>;
export const StoreWithHoursSchema = Type.Intersect([StoreSchema, Type.Object({ openingHours: Type.Array(OpeningHoursSchema) })]);
export type StoreWithHours = Static<typeof StoreWithHoursSchema>;
export const StoreResponseSchema = DataEnvelope(StoreWithHoursSchema);

export const StoreTotalsSchema = Type.Object({
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
  productsSold: Type.Integer(),
});
export type StoreTotals = Static<typeof StoreTotalsSchema>;
export const StorePerformanceSchema = Type.Object({
  period: PeriodEchoSchema,
  totals: StoreTotalsSchema,
  previous: StoreTotalsSchema,
  stock: Type.Object({ listed: Type.Integer(), inStock: Type.Integer(), outOfStock: Type.Integer(), units: Type.Integer() }),
});
export type StorePerformance = Static<typeof StorePerformanceSchema>;
export const StorePerformanceResponseSchema = DataEnvelope(StorePerformanceSchema);

export const StoreDailySalesResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: DailyTotalsSchema }));

export const StoreTopProductsQuerySchema = Type.Object(
  { ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) },
  { additionalProperties: false },
);
export type StoreTopProductsQuery = Static<typeof StoreTopProductsQuerySchema>;
export const RankedProductSchema = Type.Object({
  rank: Type.Integer(),
  product: MarketProductSchema,
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
});
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
export const StoreCategorySchema = Type.Object({
  categoryLevel1: Nullable(Type.String()),
  categoryLevel2: Nullable(Type.String()),
  productsListed: Type.Integer(),
  units: Type.Integer(),
  litres: Type.Number(),
  revenue: Type.Number(),
  revenueShare: Type.Number(),
});
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
export const InventoryRowSchema = Type.Object({
  product: MarketProductSchema,
  quantity: Type.Integer(),
  status: StockStatusSchema,
  averageDailyUnits: Type.Number(),
  daysOfStock: Nullable(Type.Number()),
  since: Type.String({ format: "date-time" }),
});
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
    Type.Object({
      product: MarketProductSchema,
      peerStoresListing: Type.Integer(),
      peerUnits: Type.Integer(),
      turnoverRate: Type.Number(),
    }),
  ),
  slowMovers: Type.Array(
    Type.Object({ product: MarketProductSchema, stock: Type.Integer(), units: Type.Integer(), turnoverRate: Type.Number() }),
  ),
  frequentStockouts: Type.Array(Type.Object({ product: MarketProductSchema, outOfStockDays: Type.Integer() })),
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
  listed: Type.Boolean(),
  stock: Nullable(Type.Integer()),
  store: Type.Object({ units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), daysWithSales: Type.Integer() }),
  comparison: Type.Object({
    compareWith: Type.String(),
    stores: Type.Integer(),
    averageUnits: Type.Number(),
    averageLitres: Type.Number(),
    averageRevenue: Type.Number(),
  }),
});
export type StoreProductPerformance = Static<typeof StoreProductPerformanceSchema>;
export const StoreProductPerformanceResponseSchema = DataEnvelope(StoreProductPerformanceSchema);
