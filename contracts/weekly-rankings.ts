/** /api/v1/weekly-rankings: weekly top lists imported from files and matched to the catalogue. */
import { Type, type Static } from "typebox";
import { IdSchema, LiteralUnion, Nullable, PaginationSchema } from "./common";
import { EXAMPLE_PRODUCT, EXAMPLE_UPLOAD_ID } from "./examples";

export const MATCHING_STATUSES = ["matched", "ambiguous", "unmatched"] as const;
export type MatchingStatus = (typeof MATCHING_STATUSES)[number];
export const WEEKLY_LIST_STATUSES = ["processing", "processed", "failed"] as const;

/** An ISO week: 2026-W46. */
export const IsoWeekSchema = Type.String({ pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$", examples: ["2026-W46"] });

const DateTime = Type.String({ format: "date-time" });

const LIST_ID = "9d2f4b6a-1c3e-4a5b-8d7f-6e0a2b4c6d81";
const EXAMPLE_LIST = {
  id: LIST_ID,
  week: "2026-W46",
  title: "Topplista öl vecka 46",
  source: "own",
  status: "processed",
  progress: 1,
  message: null,
  errorCode: null,
  rowCount: 100,
  matched: 94,
  ambiguous: 4,
  unmatched: 2,
  skipped: [{ line: 103, reason: "No article number and no name" }],
  uploadId: EXAMPLE_UPLOAD_ID,
  createdAt: "2026-11-16T07:45:00.000Z",
  processedAt: "2026-11-16T07:45:09.000Z",
};
const EXAMPLE_MATCHED_PRODUCT = {
  id: EXAMPLE_PRODUCT.id,
  productNumber: EXAMPLE_PRODUCT.productNumber,
  productData: {
    name: EXAMPLE_PRODUCT.productName,
    producer: EXAMPLE_PRODUCT.producerName,
    volumeMl: EXAMPLE_PRODUCT.volumeMl,
    price: EXAMPLE_PRODUCT.price,
    category: EXAMPLE_PRODUCT.categoryLevel2,
    country: EXAMPLE_PRODUCT.country,
  },
};

export const WeeklyRankingListSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    week: IsoWeekSchema,
    title: Type.String(),
    source: LiteralUnion(["published", "own", "demo"] as const, {
      description:
        "published: the monopoly's list, seen by everyone; own: the company's; demo: made by the demo from its simulated sales, seen by everyone",
    }),
    status: LiteralUnion(WEEKLY_LIST_STATUSES),
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    message: Nullable(Type.String({ description: "Why the import failed (English, for the log and the API)" })),
    errorCode: Nullable(
      Type.String({
        description:
          "Why the import failed: NO_HEADER, NO_ROWS, TOO_MANY_ROWS, UNREADABLE_WORKBOOK, TABLE_TOO_LARGE, TABLE_TOO_SLOW, UNREADABLE",
      }),
    ),
    rowCount: Type.Integer(),
    matched: Type.Integer(),
    ambiguous: Type.Integer(),
    unmatched: Type.Integer(),
    skipped: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() }), {
      description: "Rows of the file not kept, and why",
    }),
    uploadId: Nullable(Type.String({ format: "uuid" })),
    createdAt: DateTime,
    processedAt: Nullable(DateTime),
  },
  { examples: [EXAMPLE_LIST] },
);
export type WeeklyRankingList = Static<typeof WeeklyRankingListSchema>;
export const WeeklyRankingListResponseSchema = Type.Object({ data: WeeklyRankingListSchema });
export const WeeklyRankingListsResponseSchema = Type.Object({
  data: Type.Object({
    items: Type.Array(WeeklyRankingListSchema),
    weeks: Type.Array(IsoWeekSchema, { description: "Weeks with a list, newest first", examples: [["2026-W46", "2026-W45"]] }),
  }),
});

export const MatchedProductSchema = Type.Object(
  {
    id: Type.Integer(),
    productNumber: Type.String(),
    productData: Type.Object({
      name: Type.String(),
      producer: Nullable(Type.String()),
      volumeMl: Nullable(Type.Integer()),
      price: Nullable(Type.Number()),
      category: Nullable(Type.String()),
      country: Nullable(Type.String()),
    }),
  },
  { examples: [EXAMPLE_MATCHED_PRODUCT] },
);
export type MatchedProduct = Static<typeof MatchedProductSchema>;

export const WeeklyRankingEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    listId: Type.String({ format: "uuid" }),
    week: IsoWeekSchema,
    position: Type.Integer(),
    articleNumber: Nullable(Type.String()),
    name: Type.String(),
    producer: Nullable(Type.String()),
    volumeMl: Nullable(Type.Integer()),
    category: Nullable(Type.String()),
    county: Nullable(Type.String()),
    units: Nullable(Type.Integer()),
    litres: Nullable(Type.Number()),
    matchingStatus: LiteralUnion(MATCHING_STATUSES),
    matchScore: Type.Number({ description: "1 for an article number; else the name similarity, 0–1" }),
    matchedProduct: Nullable(MatchedProductSchema),
    candidates: Type.Array(Type.Intersect([MatchedProductSchema, Type.Object({ score: Type.Number() })]), {
      description: "For a row that is not matched: the closest articles, best first",
    }),
    manualBy: Nullable(Type.String({ description: "Who matched the row by hand" })),
    own: Type.Boolean({ description: "The matched article is one of the caller's company's" }),
    editable: Type.Boolean({ description: "The caller may match this row by hand (the company's own lists)" }),
  },
  {
    examples: [
      {
        id: 880213,
        listId: LIST_ID,
        week: "2026-W46",
        position: 7,
        articleNumber: EXAMPLE_PRODUCT.productNumber,
        name: "Nordvik Lager 50 cl burk",
        producer: EXAMPLE_PRODUCT.producerName,
        volumeMl: 500,
        category: "Öl",
        county: "Stockholms län",
        units: 3120,
        litres: 1560,
        matchingStatus: "matched",
        matchScore: 1,
        matchedProduct: EXAMPLE_MATCHED_PRODUCT,
        candidates: [],
        manualBy: null,
        own: true,
        editable: true,
      },
    ],
  },
);
export type WeeklyRankingEntry = Static<typeof WeeklyRankingEntrySchema>;

export const WeeklyRankingsQuerySchema = Type.Object(
  {
    week: Type.Optional(IsoWeekSchema),
    listId: Type.Optional(Type.String({ format: "uuid" })),
    county: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    matchingStatus: Type.Optional(LiteralUnion(MATCHING_STATUSES)),
    onlyMatched: Type.Optional(Type.Boolean()),
    hasProductMatch: Type.Optional(Type.Boolean()),
    ownOnly: Type.Optional(Type.Boolean({ description: "Only rows matched to the company's own articles" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type WeeklyRankingsQuery = Static<typeof WeeklyRankingsQuerySchema>;
export const WeeklyRankingsResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(WeeklyRankingEntrySchema), pagination: PaginationSchema, week: Nullable(IsoWeekSchema) }),
});
export type WeeklyRankingsPage = Static<typeof WeeklyRankingsResponseSchema>["data"];

export const WeeklyStatisticsQuerySchema = Type.Object({ week: Type.Optional(IsoWeekSchema) }, { additionalProperties: false });
export const WeeklyStatisticsSchema = Type.Object(
  {
    week: Nullable(IsoWeekSchema),
    lists: Type.Integer(),
    rows: Type.Integer(),
    matched: Type.Integer(),
    ambiguous: Type.Integer(),
    unmatched: Type.Integer(),
    matchRate: Type.Number({ description: "matched / rows, 0–1" }),
    ownRows: Type.Integer({ description: "Rows matched to the company's own articles" }),
    bestOwnPosition: Nullable(Type.Integer()),
    byCategory: Type.Array(
      Type.Object({ category: Type.String(), rows: Type.Integer(), matched: Type.Integer(), ownRows: Type.Integer() }),
    ),
    byWeek: Type.Array(Type.Object({ week: IsoWeekSchema, rows: Type.Integer(), matched: Type.Integer(), ownRows: Type.Integer() }), {
      description: "The last twelve weeks with lists, oldest first",
    }),
  },
  {
    examples: [
      {
        week: "2026-W46",
        lists: 3,
        rows: 300,
        matched: 281,
        ambiguous: 12,
        unmatched: 7,
        matchRate: 0.937,
        ownRows: 9,
        bestOwnPosition: 7,
        byCategory: [{ category: "Öl", rows: 100, matched: 94, ownRows: 6 }],
        byWeek: [{ week: "2026-W46", rows: 300, matched: 281, ownRows: 9 }],
      },
    ],
  },
);
export type WeeklyStatistics = Static<typeof WeeklyStatisticsSchema>;
export const WeeklyStatisticsResponseSchema = Type.Object({ data: WeeklyStatisticsSchema });

export const WeeklyProductHistoryQuerySchema = Type.Object(
  { weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 104, default: 26 })) },
  { additionalProperties: false },
);
export const WeeklyProductHistorySchema = Type.Object({
  product: MatchedProductSchema,
  weeks: Type.Array(
    Type.Object({
      week: IsoWeekSchema,
      position: Type.Integer(),
      listId: Type.String({ format: "uuid" }),
      listTitle: Type.String(),
      category: Nullable(Type.String()),
      county: Nullable(Type.String()),
      units: Nullable(Type.Integer()),
      litres: Nullable(Type.Number()),
    }),
    {
      description: "Each list the product was on, oldest week first",
      examples: [
        [
          {
            week: "2026-W46",
            position: 7,
            listId: LIST_ID,
            listTitle: "Topplista öl vecka 46",
            category: "Öl",
            county: "Stockholms län",
            units: 3120,
            litres: 1560,
          },
        ],
      ],
    },
  ),
});
export type WeeklyProductHistory = Static<typeof WeeklyProductHistorySchema>;
export const WeeklyProductHistoryResponseSchema = Type.Object({ data: WeeklyProductHistorySchema });

export const ProcessWeeklyListBodySchema = Type.Object(
  {
    uploadId: Type.String({ format: "uuid" }),
    week: IsoWeekSchema,
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  },
  { additionalProperties: false, examples: [{ uploadId: EXAMPLE_UPLOAD_ID, week: "2026-W46", title: "Topplista öl vecka 46" }] },
);
export type ProcessWeeklyListBody = Static<typeof ProcessWeeklyListBodySchema>;

export const ManualMatchBodySchema = Type.Object(
  {
    productId: Nullable(
      Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "The article to match; null: no article in the catalogue" }),
    ),
  },
  { additionalProperties: false, examples: [{ productId: EXAMPLE_PRODUCT.id }] },
);
export type ManualMatchBody = Static<typeof ManualMatchBodySchema>;
export const WeeklyRankingEntryResponseSchema = Type.Object({ data: WeeklyRankingEntrySchema });

export const WeeklyExportParamsSchema = Type.Object({
  id: Type.Union([Type.String({ format: "uuid" }), IsoWeekSchema], { description: "A list's id, or a week for all its lists" }),
});
export const WeeklyExportQuerySchema = Type.Object(
  { format: Type.Optional(LiteralUnion(["csv", "xlsx"] as const, { default: "csv" })) },
  { additionalProperties: false },
);
export const WeeklyListParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
/** Entries are a bigserial read as a JavaScript number. */
export const WeeklyEntryParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export const WeeklyProductParamsSchema = Type.Object({ id: IdSchema });
