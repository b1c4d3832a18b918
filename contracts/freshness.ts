/** How fresh the market data is: the header's "Data t.o.m." and the stale-data notice. */
import { Type, type Static } from "typebox";
import { DataEnvelope, Nullable } from "./common";

export const FreshnessSchema = Type.Object(
  {
    dataThrough: Nullable(
      Type.String({
        format: "date-time",
        description: "The newest stock observation ingested (any store); null before the first",
        examples: ["2026-11-29T10:15:00.000Z"],
      }),
    ),
    latestDay: Nullable(
      Type.String({
        format: "date",
        description:
          "The last whole day with sales data, which relative periods end on (a day collected only until before the stores closed is left out); null when there is none",
        examples: ["2026-11-28"],
      }),
    ),
    collecting: Type.Boolean({
      description: "Whether Fenix collects the market by itself on a schedule (false: data arrives by imports only)",
      examples: [true],
    }),
    expectedSince: Nullable(
      Type.String({
        format: "date-time",
        description: "The last scheduled stock collection that should be in the data by now; null when not collecting",
        examples: ["2026-11-29T10:15:00.000Z"],
      }),
    ),
    nextCollection: Nullable(
      Type.String({
        format: "date-time",
        description: "The next scheduled stock collection; null when not collecting",
        examples: ["2026-11-29T13:15:00.000Z"],
      }),
    ),
    stale: Type.Boolean({
      description: "True when the data is older than the schedule promises: a scheduled collection over an hour ago is not in it",
      examples: [false],
    }),
  },
  { description: "How fresh the market data is" },
);
export type Freshness = Static<typeof FreshnessSchema>;
export const FreshnessResponseSchema = DataEnvelope(FreshnessSchema);
