/** /api/v1/rankings: how the monopoly's range review would rank each product within its segment. */
import { Type, type Static } from "typebox";
import { DataEnvelope, LiteralUnion, Nullable, PaginationSchema } from "./common";
import { EXAMPLE_COMPANY_ID, EXAMPLE_PRODUCT, EXAMPLE_RANKING_ENTRY, EXAMPLE_RANKING_WINDOW, EXAMPLE_STORE } from "./examples";
import { RANKING_FLAGS, STORE_PROFILES } from "./ranking-rules";

export * from "./ranking-rules";

const Month = "[0-9]{4}-(0[1-9]|1[0-2])";
const TextList = (description: string) =>
  Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 110 }), { maxItems: 50, description }));

/** What decides a ranking: the window, and the stores whose sales count. */
export const RankingScopeQuery = {
  period: Type.Optional(
    Type.String({
      pattern: `^(1m|3m|6m|12m|${Month})$`,
      default: "1m",
      description: "A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data",
      examples: ["3m"],
    }),
  ),
  storeProfile: Type.Optional(LiteralUnion(STORE_PROFILES, { description: "Only sales in stores of this assortment profile" })),
  counties: TextList("Only sales in stores of these counties (repeat the parameter)"),
  companyId: Type.Optional(
    Type.String({ format: "uuid", description: "Mark this company's products (one the caller may read)", examples: [EXAMPLE_COMPANY_ID] }),
  ),
};

/** Which rows of a ranking to show. */
export const RankingFilterQuery = {
  segments: TextList("Segment ids (<category level 2>~<price band>)"),
  categories: TextList("Category level 2 names"),
  priceBands: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 5 }), { maxItems: 6, description: "Price band indexes" })),
  storePlacementOpportunities: Type.Optional(Type.Boolean({ description: "Only products with a placement opportunity" })),
  risingStars: Type.Optional(Type.Boolean({ description: "Only rising stars" })),
  topPerformers: Type.Optional(Type.Boolean({ description: "Only top performers" })),
  delistingRisk: Type.Optional(Type.Boolean({ description: "Only products at risk of delisting" })),
  ownOnly: Type.Optional(Type.Boolean({ description: "Only the products of `companyId`" })),
};

export const RankingsQuerySchema = Type.Object(
  {
    ...RankingScopeQuery,
    ...RankingFilterQuery,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1000 })),
    cursor: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$", description: "nextCursor of the previous page (opaque)" })),
  },
  { additionalProperties: false },
);
export type RankingsQuery = Static<typeof RankingsQuerySchema>;

export const RankingWindowSchema = Type.Object(
  {
    from: Type.String({ format: "date", description: "First day of the window's first month" }),
    to: Type.String({ format: "date", description: "Last day of the window's last month" }),
    months: Type.Integer({ minimum: 1 }),
    previousFrom: Type.String({ format: "date" }),
    previousTo: Type.String({ format: "date" }),
    storeProfile: Nullable(LiteralUnion(STORE_PROFILES)),
    counties: Type.Array(Type.String()),
    computedAt: Type.String({ format: "date-time", description: "When this ranking was computed (pages of one walk share it)" }),
  },
  { examples: [EXAMPLE_RANKING_WINDOW] },
);
export type RankingWindow = Static<typeof RankingWindowSchema>;

export const RankingEntrySchema = Type.Object(
  {
    productId: Type.Integer(),
    productNumber: Type.String(),
    name: Type.String(),
    producer: Nullable(Type.String()),
    supplier: Nullable(Type.String()),
    categoryLevel1: Nullable(Type.String()),
    category: Type.String({ description: "Category level 2" }),
    segment: Type.String({ description: "Segment id: <category level 2>~<price band>" }),
    priceBand: Type.Integer(),
    price: Nullable(Type.Number()),
    volumeMl: Nullable(Type.Integer()),
    rank: Type.Integer({ description: "Place in its segment by revenue (1 = best)" }),
    previousRank: Nullable(Type.Integer({ description: "Place in the previous window; null when it did not sell then" })),
    segmentSize: Type.Integer({ description: "Products ranked in the segment" }),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number({ description: "SEK incl. VAT" }),
    previousRevenue: Type.Number({ description: "SEK over the window before" }),
    yearAgoRevenue: Nullable(
      Type.Number({ description: "SEK over the same window a year before; null when the data does not reach so far" }),
    ),
    share: Type.Number({ description: "Share of the segment's revenue, 0–1" }),
    storesListing: Type.Integer({ description: "Stores (of the scope) that list it now" }),
    storesSelling: Type.Integer({ description: "Stores (of the scope) that sold it in the window" }),
    velocity: Type.Number({ description: "Litres per selling store per 4 weeks" }),
    placementStores: Type.Integer({ description: "Stores where its segment sells above the median store and it is not listed" }),
    flags: Type.Array(LiteralUnion(RANKING_FLAGS)),
    own: Type.Boolean({ description: "One of companyId's products" }),
  },
  { examples: [EXAMPLE_RANKING_ENTRY] },
);
export type RankingEntry = Static<typeof RankingEntrySchema>;

export const RankingsSchema = Type.Object({
  window: RankingWindowSchema,
  rankings: Type.Array(RankingEntrySchema),
  pagination: PaginationSchema,
});
export type Rankings = Static<typeof RankingsSchema>;
export const RankingsResponseSchema = DataEnvelope(RankingsSchema);

export const RankingAnalysisQuerySchema = Type.Object(
  { ...RankingScopeQuery, categories: RankingFilterQuery.categories, priceBands: RankingFilterQuery.priceBands },
  { additionalProperties: false },
);
export type RankingAnalysisQuery = Static<typeof RankingAnalysisQuerySchema>;

export const RankingSegmentSchema = Type.Object(
  {
    segment: Type.String(),
    category: Type.String(),
    categoryLevel1: Nullable(Type.String()),
    priceBand: Type.Integer(),
    products: Type.Integer(),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    previousRevenue: Type.Number({ description: "SEK over the window before" }),
    leaderShare: Type.Number({ description: "The first product's share of the segment's revenue" }),
    top3Share: Type.Number({ description: "The first three products' share (concentration)" }),
    hhi: Type.Number({ description: "Herfindahl–Hirschman index of revenue shares, 0–10 000" }),
    ownProducts: Type.Integer(),
  },
  {
    examples: [
      {
        segment: EXAMPLE_RANKING_ENTRY.segment,
        category: "Ljus lager",
        categoryLevel1: "Öl",
        priceBand: 0,
        products: 214,
        units: 402310,
        litres: 201155,
        revenue: 3789640,
        previousRevenue: 3612880,
        leaderShare: 0.114,
        top3Share: 0.286,
        hhi: 412,
        ownProducts: 2,
      },
    ],
  },
);
export type RankingSegment = Static<typeof RankingSegmentSchema>;

export const RankingMoverSchema = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    volumeMl: Nullable(Type.Integer({ description: "The bottle size: one name often comes in several" })),
    producer: Nullable(Type.String()),
    segment: Type.String(),
    rank: Type.Integer(),
    previousRank: Type.Integer(),
    change: Type.Integer({ description: "Places gained (negative: lost)" }),
    revenue: Type.Number(),
    own: Type.Boolean(),
  },
  {
    examples: [
      {
        productId: EXAMPLE_PRODUCT.id,
        name: EXAMPLE_PRODUCT.productName,
        volumeMl: EXAMPLE_PRODUCT.volumeMl,
        producer: EXAMPLE_PRODUCT.producerName,
        segment: EXAMPLE_RANKING_ENTRY.segment,
        rank: 3,
        previousRank: 5,
        change: 2,
        revenue: 310752,
        own: true,
      },
    ],
  },
);
export type RankingMover = Static<typeof RankingMoverSchema>;

export const RankingAnalysisSchema = Type.Object({
  window: RankingWindowSchema,
  totals: Type.Object(
    { products: Type.Integer(), units: Type.Integer(), litres: Type.Number(), revenue: Type.Number() },
    { examples: [{ products: 9412, units: 21480320, litres: 14230115.5, revenue: 2841220400 }] },
  ),
  flagCounts: Type.Object(
    {
      topPerformer: Type.Integer(),
      risingStar: Type.Integer(),
      placementOpportunity: Type.Integer(),
      delistingRisk: Type.Integer(),
    },
    { examples: [{ topPerformer: 968, risingStar: 214, placementOpportunity: 1320, delistingRisk: 802 }] },
  ),
  segments: Type.Array(RankingSegmentSchema),
  movers: Type.Object({ up: Type.Array(RankingMoverSchema), down: Type.Array(RankingMoverSchema) }),
});
export type RankingAnalysis = Static<typeof RankingAnalysisSchema>;
export const RankingAnalysisResponseSchema = DataEnvelope(RankingAnalysisSchema);

export const RankingScopeQuerySchema = Type.Object(RankingScopeQuery, { additionalProperties: false });
export type RankingScope = Static<typeof RankingScopeQuerySchema>;

export const CompetitiveAnalysisSchema = Type.Object({
  window: RankingWindowSchema,
  product: RankingEntrySchema,
  rivals: Type.Array(RankingEntrySchema, { description: "The nearest rivals in the segment by price per litre, closest first" }),
});
export type CompetitiveAnalysis = Static<typeof CompetitiveAnalysisSchema>;
export const CompetitiveAnalysisResponseSchema = DataEnvelope(CompetitiveAnalysisSchema);

export const ProducerRankingQuerySchema = Type.Object(
  { ...RankingScopeQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) },
  { additionalProperties: false },
);
export type ProducerRankingQuery = Static<typeof ProducerRankingQuerySchema>;
export const ProducerRankSchema = Type.Object(
  {
    rank: Type.Integer(),
    producer: Type.String(),
    products: Type.Integer(),
    revenue: Type.Number(),
    litres: Type.Number(),
    share: Type.Number({ description: "Share of the market's revenue in the window, 0–1" }),
    segmentLeads: Type.Integer({ description: "Segments it leads" }),
    own: Type.Boolean(),
  },
  {
    examples: [
      {
        rank: 14,
        producer: "Nordvik Bryggeri AB",
        products: 9,
        revenue: 1284310,
        litres: 25410,
        share: 0.0045,
        segmentLeads: 1,
        own: true,
      },
    ],
  },
);
export type ProducerRank = Static<typeof ProducerRankSchema>;
export const ProducerRankingResponseSchema = DataEnvelope(
  Type.Object({ window: RankingWindowSchema, items: Type.Array(ProducerRankSchema) }),
);

export const MarketPositionQuerySchema = Type.Object(
  {
    storeProfile: RankingScopeQuery.storeProfile,
    months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12, description: "Months of history, newest last" })),
  },
  { additionalProperties: false },
);
export type MarketPositionQuery = Static<typeof MarketPositionQuerySchema>;
export const MarketPositionPointSchema = Type.Object(
  {
    month: Type.String({ format: "date", description: "First day of the month" }),
    rank: Nullable(Type.Integer()),
    segmentSize: Type.Integer(),
    revenue: Type.Number(),
    share: Type.Number(),
    percentile: Nullable(Type.Number({ description: "Share of the segment it beats, 0–100" })),
  },
  { examples: [{ month: "2026-10-01", rank: 3, segmentSize: 214, revenue: 310752, share: 0.082, percentile: 98.6 }] },
);
export type MarketPositionPoint = Static<typeof MarketPositionPointSchema>;
export const MarketPositionSchema = Type.Object({
  productId: Type.Integer({ examples: [EXAMPLE_PRODUCT.id] }),
  segment: Nullable(Type.String({ examples: [EXAMPLE_RANKING_ENTRY.segment] })),
  storeProfile: Nullable(LiteralUnion(STORE_PROFILES)),
  history: Type.Array(MarketPositionPointSchema),
});
export type MarketPosition = Static<typeof MarketPositionSchema>;
export const MarketPositionResponseSchema = DataEnvelope(MarketPositionSchema);

export const SalesPerformanceQuerySchema = Type.Object(
  { ...RankingScopeQuery, companyId: Type.String({ format: "uuid" }) },
  { additionalProperties: false },
);
export type SalesPerformanceQuery = Static<typeof SalesPerformanceQuerySchema>;
export const SalesPerformanceItemSchema = Type.Object(
  {
    entry: RankingEntrySchema,
    segmentMedianRevenue: Type.Number(),
    segmentMedianVelocity: Type.Number(),
    segmentMedianStoresSelling: Type.Number(),
    revenueIndex: Nullable(Type.Number({ description: "Revenue ÷ segment median × 100" })),
    velocityIndex: Nullable(Type.Number({ description: "Velocity ÷ segment median × 100" })),
  },
  {
    examples: [
      {
        entry: EXAMPLE_RANKING_ENTRY,
        segmentMedianRevenue: 9840,
        segmentMedianVelocity: 2.1,
        segmentMedianStoresSelling: 64,
        revenueIndex: 3158,
        velocityIndex: 690,
      },
    ],
  },
);
export type SalesPerformanceItem = Static<typeof SalesPerformanceItemSchema>;
export const SalesPerformanceResponseSchema = DataEnvelope(
  Type.Object({ window: RankingWindowSchema, items: Type.Array(SalesPerformanceItemSchema) }),
);

export const StoreOptimizationQuerySchema = Type.Object(
  {
    ...RankingScopeQuery,
    companyId: Type.String({ format: "uuid" }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50, description: "Stores" })),
  },
  { additionalProperties: false },
);
export type StoreOptimizationQuery = Static<typeof StoreOptimizationQuerySchema>;
const StoreProductSchema = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    segment: Type.String(),
    rank: Type.Integer(),
    velocity: Type.Number(),
    revenue: Type.Number({ description: "In this store over the window (0 for products to add)" }),
  },
  {
    examples: [
      {
        productId: EXAMPLE_PRODUCT.id,
        name: EXAMPLE_PRODUCT.productName,
        segment: EXAMPLE_RANKING_ENTRY.segment,
        rank: 3,
        velocity: 14.5,
        revenue: 0,
      },
    ],
  },
);
export const StoreOptimizationItemSchema = Type.Object(
  {
    storeId: Type.Integer(),
    siteId: Type.String(),
    name: Type.String(),
    city: Nullable(Type.String()),
    county: Nullable(Type.String()),
    profile: Nullable(Type.String()),
    toAdd: Type.Array(StoreProductSchema, {
      description: "The company's strong products not listed here, where their segment sells above the median store",
    }),
    underperforming: Type.Array(StoreProductSchema, {
      description: "The company's products listed here that sold nothing here in the window",
    }),
  },
  {
    examples: [
      {
        storeId: EXAMPLE_STORE.id,
        siteId: EXAMPLE_STORE.siteId,
        name: EXAMPLE_STORE.displayName,
        city: EXAMPLE_STORE.city,
        county: EXAMPLE_STORE.county,
        profile: "XL",
        toAdd: [
          {
            productId: EXAMPLE_PRODUCT.id,
            name: EXAMPLE_PRODUCT.productName,
            segment: EXAMPLE_RANKING_ENTRY.segment,
            rank: 3,
            velocity: 14.5,
            revenue: 0,
          },
        ],
        underperforming: [],
      },
    ],
  },
);
export type StoreOptimizationItem = Static<typeof StoreOptimizationItemSchema>;
export const StoreOptimizationResponseSchema = DataEnvelope(
  Type.Object({ window: RankingWindowSchema, items: Type.Array(StoreOptimizationItemSchema) }),
);
