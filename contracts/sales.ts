/** /api/v1/sales: market or company sales totals, series and rankings. */
import { Type, type Static } from "typebox";
import {
  CompareQuery,
  DailyTotalsSchema,
  DataEnvelope,
  IdSchema,
  LiteralUnion,
  Nullable,
  PeriodEchoSchema,
  SeriesGranularitySchema,
  PeriodQuery,
  PreviousPeriodEchoSchema,
  SalesTotalsSchema,
} from "./common";
import { EXAMPLE_COMPANY_ID, EXAMPLE_PRODUCT, EXAMPLE_STORE_ROW } from "./examples";
import { RankedProductSchema } from "./stores";

export const RANK_BY = ["revenue", "units", "litres"] as const;
export type RankBy = (typeof RANK_BY)[number];

const SalesScope = {
  ...PeriodQuery,
  companyId: Type.Optional(
    Type.String({
      format: "uuid",
      description: "Only this company's products (one you may read); the whole market without it",
      examples: [EXAMPLE_COMPANY_ID],
    }),
  ),
};
export const SalesScopeQuerySchema = Type.Object(SalesScope, { additionalProperties: false });
export type SalesScopeQuery = Static<typeof SalesScopeQuerySchema>;
export const SalesSummaryQuerySchema = Type.Object({ ...SalesScope, ...CompareQuery }, { additionalProperties: false });
export type SalesSummaryQuery = Static<typeof SalesSummaryQuerySchema>;
export const SalesRankingQuerySchema = Type.Object(
  {
    ...SalesScope,
    sortBy: Type.Optional(LiteralUnion(RANK_BY, { default: "revenue" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type SalesRankingQuery = Static<typeof SalesRankingQuerySchema>;

export const SalesSummarySchema = Type.Object({
  period: PeriodEchoSchema,
  previousPeriod: PreviousPeriodEchoSchema,
  totals: SalesTotalsSchema,
  previous: SalesTotalsSchema,
});
export type SalesSummary = Static<typeof SalesSummarySchema>;
export const SalesSummaryResponseSchema = DataEnvelope(SalesSummarySchema);

export const DailySeriesSchema = Type.Object({ period: PeriodEchoSchema, granularity: SeriesGranularitySchema, items: DailyTotalsSchema });
export type DailySeries = Static<typeof DailySeriesSchema>;
export const DailySeriesResponseSchema = DataEnvelope(DailySeriesSchema);

export const TopProductsResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(RankedProductSchema) }));

export const StoreSalesSchema = Type.Object(
  {
    rank: Type.Integer(),
    storeId: Type.Integer(),
    siteId: Type.String(),
    storeName: Type.String(),
    city: Nullable(Type.String()),
    county: Nullable(Type.String()),
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    productsSold: Type.Integer(),
  },
  { examples: [{ rank: 1, ...EXAMPLE_STORE_ROW, units: 61840, litres: 38210.5, revenue: 6482310, productsSold: 2614 }] },
);
export type StoreSales = Static<typeof StoreSalesSchema>;
export const TopStoresResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(StoreSalesSchema) }));

export const ProductDailyQuerySchema = Type.Object(
  { ...PeriodQuery, productId: IdSchema, "storeIds[]": Type.Optional(Type.Array(IdSchema, { maxItems: 500 })) },
  { additionalProperties: false },
);
export type ProductDailyQuery = Static<typeof ProductDailyQuerySchema>;
export const ProductDailySchema = Type.Object({
  period: PeriodEchoSchema,
  productId: Type.Integer({ examples: [EXAMPLE_PRODUCT.id] }),
  storeIds: Type.Array(Type.Integer(), { examples: [[12]] }),
  items: DailyTotalsSchema,
});
export type ProductDaily = Static<typeof ProductDailySchema>;
export const ProductDailyResponseSchema = DataEnvelope(ProductDailySchema);
