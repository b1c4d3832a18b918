/** Shapes every part of the API shares: envelopes, errors, paging, ids and periods. */
import { Type, type Static, type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from "typebox";
import { COMPARISONS } from "./comparison";
import { EXAMPLE_DAILY_TOTAL, EXAMPLE_PERIOD, EXAMPLE_PREVIOUS_PERIOD, EXAMPLE_SALES_TOTALS } from "./examples";

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A choice among string values (documented as anyOf consts), typed as the union of those values. */
export const LiteralUnion = <const V extends readonly string[]>(values: V, options?: TSchemaOptions) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof V]: TLiteral<V[K]> }>;

/** Every successful answer wraps its payload in `data`. */
export const DataEnvelope = <T extends TSchema>(payload: T) => Type.Object({ data: payload });

export const ErrorResponseSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(
      Type.String({
        description:
          "A stable reason a client can rely on instead of the English message (VALIDATION_FAILED, INVITATION_EXPIRED, API_KEY_NOT_ALLOWED…)",
      }),
    ),
    module: Type.Optional(Type.String({ description: "With MODULE_REQUIRED: the module's kind the feature needs" })),
    field: Type.Optional(
      Type.String({ description: "The request field the refusal is about (`email`, `newPassword`; nested fields joined by dots)" }),
    ),
    rule: Type.Optional(
      Type.String({
        description: "For VALIDATION_FAILED: the schema rule the field broke (required, minLength, maxLength, format, pattern…)",
      }),
    ),
    limit: Type.Optional(Type.Number({ description: "The rule's bound, for minLength, maxLength, minimum, maximum…" })),
  },
  {
    $id: "ErrorResponse",
    description: "Every error answer has this shape",
    examples: [
      {
        statusCode: 403,
        error: "Forbidden",
        message: "This needs the API access and exports module: add it under Billing",
        code: "MODULE_REQUIRED",
        module: "api-access",
      },
    ],
  },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export const SuccessResponseSchema = Type.Object(
  { success: Type.Boolean(), message: Type.Optional(Type.String()) },
  { examples: [{ success: true, message: "Deleted" }] },
);
export type SuccessResponse = Static<typeof SuccessResponseSchema>;

export const PaginationSchema = Type.Object(
  {
    total: Type.Integer(),
    hasMore: Type.Boolean(),
    nextCursor: Nullable(Type.String({ description: "Pass as `cursor` for the next page; null on the last" })),
  },
  { examples: [{ total: 1843, hasMore: true, nextCursor: "100" }] },
);
export type Pagination = Static<typeof PaginationSchema>;

/** A page of a list: `{ items, pagination }`. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), pagination: PaginationSchema });

/** Query fields of a paged list (spread into the list's querystring). */
export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, examples: [100] })),
  cursor: Type.Optional(Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page", examples: ["100"] })),
};

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SortOrderSchema = Type.Union([Type.Literal("asc"), Type.Literal("desc")], { default: "asc" });

/** A database id (PostgreSQL integer). */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParamsSchema = Type.Object({ id: IdSchema });
export type IdParams = Static<typeof IdParamsSchema>;
export const UuidParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
export type UuidParams = Static<typeof UuidParamsSchema>;

/**
 * The period vocabulary every market route accepts: `period` as 7d, 30d, 90d, 12m (any count of
 * d, w or m), or `from` and `to` dates (YYYY-MM-DD, inclusive). Spread into a querystring.
 */
export const PeriodQuery = {
  // At most 400 days, 57 weeks or 13 months: longer periods cost more than any page needs.
  period: Type.Optional(
    Type.String({
      pattern: "^(([1-9][0-9]?|[1-3][0-9]{2}|400)d|([1-9]|[1-4][0-9]|5[0-7])w|([1-9]|1[0-3])m)$",
      description: "7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m",
      examples: ["30d"],
    }),
  ),
  from: Type.Optional(
    Type.String({
      format: "date",
      description: "First day (inclusive); with `to` instead of `period`; at most 400 days before `to`",
      examples: ["2026-10-01"],
    }),
  ),
  to: Type.Optional(Type.String({ format: "date", description: "Last day (inclusive)", examples: ["2026-10-31"] })),
};
export const PeriodQuerySchema = Type.Object(PeriodQuery, { additionalProperties: false });
export type PeriodQuery = Static<typeof PeriodQuerySchema>;

/** What a figure's `previous` covers, on the answers that compare. */
export const CompareQuery = {
  compare: Type.Optional(
    LiteralUnion(COMPARISONS, {
      description:
        "What `previous` covers: the period of the same length just before (previous, the default) or the same days a year earlier (year; periods of at most 366 days)",
    }),
  ),
};
export const ComparedPeriodQuerySchema = Type.Object({ ...PeriodQuery, ...CompareQuery }, { additionalProperties: false });
export type ComparedPeriodQuery = Static<typeof ComparedPeriodQuerySchema>;

/** The period an answer covers, as resolved by the server. */
export const PeriodEchoSchema = Type.Object(
  {
    from: Type.String({ format: "date" }),
    to: Type.String({ format: "date" }),
    dataFrom: Nullable(Type.String({ format: "date", description: "The first day of the period that has data; null when none has" })),
    dataTo: Nullable(Type.String({ format: "date", description: "The last day of the period that has data" })),
    daysWithData: Type.Integer({ minimum: 0, description: "Days of the period with data: what per-day figures divide by" }),
  },
  { examples: [EXAMPLE_PERIOD] },
);
export type PeriodEcho = Static<typeof PeriodEchoSchema>;
/** What `previous` figures cover: the period before, as long, or the same days a year earlier (`compare=year`). */
export const PreviousPeriodEchoSchema = Type.Object(PeriodEchoSchema.properties, { examples: [EXAMPLE_PREVIOUS_PERIOD] });

/** How a sales series is cut: by day, or by calendar month (dated the 1st) for periods over 92 days. */
export const SeriesGranularitySchema = LiteralUnion(["day", "month"], {
  description:
    "Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months)",
});
export type SeriesGranularity = Static<typeof SeriesGranularitySchema>;

/** A daily series, every day of the period present. */
export const DailyTotalSchema = Type.Object(
  { date: Type.String({ format: "date" }), units: Type.Integer(), litres: Type.Number(), revenue: Type.Number() },
  { examples: [EXAMPLE_DAILY_TOTAL] },
);
export type DailyTotal = Static<typeof DailyTotalSchema>;
export const DailyTotalsSchema = Type.Array(DailyTotalSchema);

/** Sales of a set of products over a period (market, company or segment). */
export const SalesTotalsSchema = Type.Object(
  {
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    storesSelling: Type.Integer(),
    productsSold: Type.Integer(),
    velocity: Type.Number({ description: "Litres per selling store per 4 weeks" }),
  },
  { examples: [EXAMPLE_SALES_TOTALS] },
);
export type SalesTotals = Static<typeof SalesTotalsSchema>;

/** A name with a count, for breakdowns. */
export const ProductCountSchema = Type.Object(
  { name: Type.String(), products: Type.Integer() },
  { examples: [{ name: "Öl", products: 3120 }] },
);
export type ProductCount = Static<typeof ProductCountSchema>;
