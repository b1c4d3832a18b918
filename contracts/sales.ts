/** /api/v1/sales: market or company sales totals, series and rankings. */
import { Type, type Static } from "typebox";
import {
  DailyTotalsSchema,
  DataEnvelope,
  IdSchema,
  LiteralUnion,
  Nullable,
  PeriodEchoSchema,
  SeriesGranularitySchema,
  PeriodQuery,
  SalesTotalsSchema,
} from "./common";
import { RankedProductSchema } from "./stores";

export const RANK_BY = ["revenue", "units", "litres"] as const;
export type RankBy = (typeof RANK_BY)[number];

const SalesScope = {
  ...PeriodQuery,
  companyId: Type.Optional(
    Type.String({ format: "uuid", description: "Only this company's products (one you may read); the whole market without it" }),
  ),
};
export const SalesScopeQuerySchema = Type.Object(SalesScope, { additionalProperties: false });
export type SalesScopeQuery = Static<typeof SalesScopeQuerySchema>;
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
  previousPeriod: PeriodEchoSchema,
  totals: SalesTotalsSchema,
  previous: SalesTotalsSchema,
});
export type SalesSummary = Static<typeof SalesSummarySchema>;
export const SalesSummaryResponseSchema = DataEnvelope(SalesSummarySchema);

export const DailySeriesSchema = Type.Object({ period: PeriodEchoSchema, granularity: SeriesGranularitySchema, items: DailyTotalsSchema });
export type DailySeries = Static<typeof DailySeriesSchema>;
export const DailySeriesResponseSchema = DataEnvelope(DailySeriesSchema);

export const TopProductsResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(RankedProductSchema) }));

export const StoreSalesSchema = Type.Object({
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
});
export type StoreSales = Static<typeof StoreSalesSchema>;
export const TopStoresResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(StoreSalesSchema) }));

export const ProductDailyQuerySchema = Type.Object(
  { ...PeriodQuery, productId: IdSchema, "storeIds[]": Type.Optional(Type.Array(IdSchema, { maxItems: 500 })) },
  { additionalProperties: false },
);
export type ProductDailyQuery = Static<typeof ProductDailyQuerySchema>;
export const ProductDailySchema = Type.Object({
  period: PeriodEchoSchema,
  productId: Type.Integer(),
  storeIds: Type.Array(Type.Integer()),
  items: DailyTotalsSchema,
});
export type ProductDaily = Static<typeof ProductDailySchema>;
export const ProductDailyResponseSchema = DataEnvelope(ProductDailySchema);
