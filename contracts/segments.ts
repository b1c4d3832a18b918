/** /api/v1/segments: category level 2 × band of price per litre. */
import { Type, type Static } from "typebox";
import { DataEnvelope, PeriodEchoSchema, PeriodQuery, SalesTotalsSchema } from "./common";
import { EXAMPLE_PRODUCT, EXAMPLE_SEGMENT } from "./examples";
import { MarketProductSchema } from "./products";

export const SegmentSchema = Type.Object(
  {
    id: Type.String({ description: "<category level 2>~<price band>" }),
    categoryLevel1: Type.Union([Type.String(), Type.Null()]),
    categoryLevel2: Type.String(),
    band: Type.Integer(),
    priceBand: Type.String(),
    minPricePerLitre: Type.Number(),
    maxPricePerLitre: Type.Union([Type.Number(), Type.Null()]),
    products: Type.Integer(),
  },
  { examples: [EXAMPLE_SEGMENT] },
);
export type Segment = Static<typeof SegmentSchema>;
export const SegmentListResponseSchema = DataEnvelope(Type.Array(SegmentSchema));

export const SegmentParamsSchema = Type.Object({ id: Type.String({ minLength: 3, maxLength: 110, examples: [EXAMPLE_SEGMENT.id] }) });
export type SegmentParams = Static<typeof SegmentParamsSchema>;

export const SegmentSalesSchema = Type.Object({
  segment: SegmentSchema,
  period: PeriodEchoSchema,
  totals: SalesTotalsSchema,
  previous: SalesTotalsSchema,
});
export type SegmentSales = Static<typeof SegmentSalesSchema>;
export const SegmentSalesResponseSchema = DataEnvelope(SegmentSalesSchema);

export const SegmentProductsQuerySchema = Type.Object(
  { ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) },
  { additionalProperties: false },
);
export type SegmentProductsQuery = Static<typeof SegmentProductsQuerySchema>;
export const SegmentProductSchema = Type.Object(
  {
    rank: Type.Integer(),
    product: MarketProductSchema,
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    share: Type.Number({ description: "Share of the segment's litres, 0–1" }),
    storesSelling: Type.Integer(),
    velocity: Type.Number(),
  },
  {
    examples: [
      { rank: 3, product: EXAMPLE_PRODUCT, units: 12480, litres: 6240, revenue: 310752, share: 0.082, storesSelling: 402, velocity: 14.5 },
    ],
  },
);
export type SegmentProduct = Static<typeof SegmentProductSchema>;
export const SegmentProductsResponseSchema = DataEnvelope(
  Type.Object({ period: PeriodEchoSchema, items: Type.Array(SegmentProductSchema) }),
);

/** How many segments a company may choose to compare its sales against. */
export const MAX_COMPARED_SEGMENTS = 12;

export const SegmentIdSchema = Type.String({
  minLength: 3,
  maxLength: 110,
  pattern: "^.+~[0-9]$",
  description: "<category level 2>~<price band>",
});

/** A company's comparison: the segments it chose, and those of its own products (the default without a choice). */
export const CompanySegmentsSchema = Type.Object({
  chosen: Type.Array(SegmentSchema),
  fromProducts: Type.Array(SegmentSchema),
});
export type CompanySegments = Static<typeof CompanySegmentsSchema>;
export const CompanySegmentsResponseSchema = DataEnvelope(CompanySegmentsSchema);

export const CompanySegmentsBodySchema = Type.Object(
  { segments: Type.Array(SegmentIdSchema, { maxItems: MAX_COMPARED_SEGMENTS, uniqueItems: true }) },
  { additionalProperties: false, examples: [{ segments: [EXAMPLE_SEGMENT.id, "Rött vin~1"] }] },
);
export type CompanySegmentsBody = Static<typeof CompanySegmentsBodySchema>;
