/** /api/v1/stock-diff: units sold, delivered and corrected, from stock movements. */
import { Type, type Static } from "typebox";
import { DataEnvelope, IdSchema, PeriodEchoSchema, PeriodQuery } from "./common";
import { EXAMPLE_PERIOD } from "./examples";

export const StockDiffQuerySchema = Type.Object(
  { ...PeriodQuery, productId: Type.Optional(IdSchema), storeId: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
export type StockDiffQuery = Static<typeof StockDiffQuerySchema>;

const Movements = { sold: Type.Integer(), delivered: Type.Integer(), corrected: Type.Integer() };

export const HourlyDiffSchema = Type.Object(
  { hour: Type.String(), ...Movements },
  { examples: [{ hour: "2026-11-19T16:00", sold: 84, delivered: 0, corrected: -1 }] },
);
export type HourlyDiff = Static<typeof HourlyDiffSchema>;
export const HourlyDiffResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(HourlyDiffSchema) }));

export const DailyDiffSchema = Type.Object(
  { date: Type.String({ format: "date" }), ...Movements, storesChanged: Type.Integer() },
  { examples: [{ date: "2026-11-19", sold: 436, delivered: 1200, corrected: -2, storesChanged: 318 }] },
);
export type DailyDiff = Static<typeof DailyDiffSchema>;
export const DailyDiffResponseSchema = DataEnvelope(Type.Object({ period: PeriodEchoSchema, items: Type.Array(DailyDiffSchema) }));

export const StockMetricsQuerySchema = Type.Object({ ...PeriodQuery, productId: IdSchema }, { additionalProperties: false });
export type StockMetricsQuery = Static<typeof StockMetricsQuerySchema>;
export const StockMetricsSchema = Type.Object(
  {
    period: PeriodEchoSchema,
    sold: Type.Integer(),
    delivered: Type.Integer(),
    corrected: Type.Integer(),
    averageDailyUnits: Type.Number(),
    outOfStockDays: Type.Integer(),
    lostUnits: Type.Integer({
      description: "Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out",
    }),
    lostRevenue: Type.Number({ description: "The lost units at the product's price, SEK" }),
    stock: Type.Integer(),
    weeksOfSupply: Type.Union([Type.Number(), Type.Null()]),
  },
  {
    examples: [
      {
        period: EXAMPLE_PERIOD,
        sold: 12480,
        delivered: 13200,
        corrected: -14,
        averageDailyUnits: 416,
        outOfStockDays: 38,
        lostUnits: 171,
        lostRevenue: 4257.9,
        stock: 9630,
        weeksOfSupply: 3.3,
      },
    ],
  },
);
export type StockMetrics = Static<typeof StockMetricsSchema>;
export const StockMetricsResponseSchema = DataEnvelope(StockMetricsSchema);
