/** /api/v1/artdisk: the article register — every article the catalogue has held and its lifecycle. */
import { Type, type Static } from "typebox";
import { LiteralUnion, Nullable, PageOf, PageQuery } from "./common";
import { EXAMPLE_PRODUCT } from "./examples";

export const ARTICLE_EVENT_KINDS = ["launch", "assortment_change", "price_change", "delisting"] as const;
export type ArticleEventKind = (typeof ARTICLE_EVENT_KINDS)[number];
export const ARTICLE_STATUSES = ["listed", "delisted"] as const;
export const ARTDISK_SORTS = ["latest", "name", "number", "launch"] as const;

const Day = Type.String({ format: "date" });

const EXAMPLE_EVENT = {
  date: "2026-11-01",
  kind: "price_change",
  assortmentFrom: null,
  assortmentTo: null,
  priceFrom: 23.9,
  priceTo: 24.9,
  source: "catalogue",
};
const EXAMPLE_ARTICLE = {
  productNumber: EXAMPLE_PRODUCT.productNumber,
  productId: EXAMPLE_PRODUCT.id,
  name: EXAMPLE_PRODUCT.productName,
  producer: EXAMPLE_PRODUCT.producerName,
  category: EXAMPLE_PRODUCT.categoryLevel1,
  subcategory: EXAMPLE_PRODUCT.categoryLevel2,
  volumeMl: EXAMPLE_PRODUCT.volumeMl,
  price: EXAMPLE_PRODUCT.price,
  assortment: EXAMPLE_PRODUCT.assortmentText,
  status: "listed",
  launchDate: EXAMPLE_PRODUCT.launchDate,
  lastEvent: EXAMPLE_EVENT,
  eventCount: 4,
  own: true,
};

export const ArticleEventSchema = Type.Object(
  {
    date: Day,
    kind: LiteralUnion(ARTICLE_EVENT_KINDS, {
      description:
        "launch: entered an assortment; assortment_change: moved from one to another; delisting: left its assortment; price_change: a new price",
    }),
    assortmentFrom: Nullable(Type.String({ description: "The monopoly's assortment name before (Ordervaror, Fast sortiment …)" })),
    assortmentTo: Nullable(Type.String({ description: "The assortment after" })),
    priceFrom: Nullable(Type.Number({ description: "SEK, for a price change" })),
    priceTo: Nullable(Type.Number({ description: "SEK; for a price change the new price" })),
    source: LiteralUnion(["catalogue", "changelog", "demo"] as const, {
      description: "catalogue: a catalogue import's differences; changelog: the monopoly's assortment changelog; demo: the demo market",
    }),
  },
  { examples: [EXAMPLE_EVENT] },
);
export type ArticleEvent = Static<typeof ArticleEventSchema>;

export const ArticleSchema = Type.Object(
  {
    productNumber: Type.String({ description: "The monopoly's article number (varunummer): the article's id here" }),
    productId: Nullable(Type.Integer({ description: "The catalogue product's id (for /products/{id}) while the catalogue holds it" })),
    name: Type.String(),
    producer: Nullable(Type.String()),
    category: Nullable(Type.String()),
    subcategory: Nullable(Type.String()),
    volumeMl: Nullable(Type.Integer()),
    price: Nullable(Type.Number()),
    assortment: Nullable(Type.String({ description: "The assortment it is in now; null once delisted" })),
    status: LiteralUnion(ARTICLE_STATUSES),
    launchDate: Nullable(Day),
    // The newest event; of the kind and dates the query asks for, when it does.
    lastEvent: Nullable(ArticleEventSchema),
    eventCount: Type.Integer(),
    own: Type.Boolean({ description: "One of the company's articles (companyId, else the caller's company)" }),
  },
  { examples: [EXAMPLE_ARTICLE] },
);
export type Article = Static<typeof ArticleSchema>;

const ArticleFilters = {
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Name, producer or article number" })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  assortment: Type.Optional(Type.String({ maxLength: 100, description: "An assortment name; matches the current one or an event's" })),
  eventType: Type.Optional(LiteralUnion(ARTICLE_EVENT_KINDS)),
  from: Type.Optional(Type.String({ format: "date", description: "Articles with an event on or after this day" })),
  to: Type.Optional(Type.String({ format: "date", description: "Articles with an event on or before this day" })),
  producer: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(LiteralUnion(ARTICLE_STATUSES)),
  companyId: Type.Optional(
    Type.String({ format: "uuid", description: "Mark this company's articles (one the caller may read); default: the caller's company" }),
  ),
  own: Type.Optional(Type.Boolean({ description: "Only the company's own articles" })),
};

const Sort = {
  sortBy: Type.Optional(LiteralUnion(ARTDISK_SORTS, { description: "latest (newest event first, the default), name, number, launch" })),
  sortOrder: Type.Optional(LiteralUnion(["asc", "desc"] as const)),
};

export const ArtdiskQuerySchema = Type.Object(
  {
    ...ArticleFilters,
    ...Sort,
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type ArtdiskQuery = Static<typeof ArtdiskQuerySchema>;
export const ArtdiskResponseSchema = Type.Object({ data: PageOf(ArticleSchema) });

export const ArtdiskExportQuerySchema = Type.Object(
  {
    ...ArticleFilters,
    ...Sort,
    language: Type.Optional(LiteralUnion(["sv", "en"] as const)),
    format: Type.Optional(
      LiteralUnion(["csv", "xlsx"] as const, {
        default: "csv",
        description: "csv: UTF-8 with BOM; xlsx: an Excel workbook with the same columns, amounts and dates typed",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ArtdiskExportQuery = Static<typeof ArtdiskExportQuerySchema>;

export const ArticleParamsSchema = Type.Object({ id: Type.String({ pattern: "^[0-9]{1,12}$", description: "The article number" }) });
export const ArticleQuerySchema = Type.Object({ companyId: ArticleFilters.companyId }, { additionalProperties: false });
export const ArticleDetailSchema = Type.Object({
  article: ArticleSchema,
  events: Type.Array(ArticleEventSchema, { description: "Every event, oldest first" }),
});
export type ArticleDetail = Static<typeof ArticleDetailSchema>;
export const ArticleDetailResponseSchema = Type.Object({ data: ArticleDetailSchema });

export const ArtdiskStatisticsQuerySchema = Type.Object(
  {
    category: ArticleFilters.category,
    assortment: ArticleFilters.assortment,
    producer: ArticleFilters.producer,
    companyId: ArticleFilters.companyId,
    own: ArticleFilters.own,
    from: Type.Optional(
      Type.String({ format: "date", description: "Default: the first day of the month 23 months before the newest event" }),
    ),
    to: Type.Optional(Type.String({ format: "date", description: "Default: the newest event's day" })),
  },
  { additionalProperties: false },
);
export type ArtdiskStatisticsQuery = Static<typeof ArtdiskStatisticsQuerySchema>;

const EventCounts = {
  launches: Type.Integer({ description: "Launches into a range on the shelves (order goods are counted in orderGoods)" }),
  assortmentChanges: Type.Integer(),
  priceChanges: Type.Integer(),
  delistings: Type.Integer({ description: "Delistings from a range on the shelves (order goods are counted in orderGoods)" }),
  orderGoods: Type.Integer({
    description:
      "Launches into and delistings from order goods (Ordervaror), counted apart: those articles are never on a shelf, and a crawl of the site sees many leave and come back",
  }),
};
export const ArtdiskStatisticsSchema = Type.Object(
  {
    from: Nullable(Day),
    to: Nullable(Day),
    totals: Type.Object({ ...EventCounts, articles: Type.Integer({ description: "Articles with at least one event in the range" }) }),
    byMonth: Type.Array(Type.Object({ month: Type.String({ pattern: "^[0-9]{4}-[0-9]{2}$" }), ...EventCounts }), {
      description: "Every month of the range, oldest first",
    }),
    byMonthAndCategory: Type.Array(
      Type.Object({
        month: Type.String({ pattern: "^[0-9]{4}-[0-9]{2}$" }),
        category: Nullable(Type.String({ description: "null: the source did not say" })),
        launches: Type.Integer(),
        delistings: Type.Integer(),
      }),
      { description: "Launches and delistings (order goods apart) per month and category (months and categories with events)" },
    ),
  },
  {
    examples: [
      {
        from: "2024-12-01",
        to: "2026-11-19",
        totals: { launches: 2410, assortmentChanges: 812, priceChanges: 6120, delistings: 1980, orderGoods: 640, articles: 8904 },
        byMonth: [{ month: "2026-11", launches: 96, assortmentChanges: 31, priceChanges: 1204, delistings: 88, orderGoods: 27 }],
        byMonthAndCategory: [{ month: "2026-11", category: "Öl", launches: 41, delistings: 23 }],
      },
    ],
  },
);
export type ArtdiskStatistics = Static<typeof ArtdiskStatisticsSchema>;
export const ArtdiskStatisticsResponseSchema = Type.Object({ data: ArtdiskStatisticsSchema });

const FilterValue = Type.Object({ value: Type.String(), count: Type.Integer() });
export const ArtdiskFiltersSchema = Type.Object(
  {
    categories: Type.Array(FilterValue, { description: "Articles per category" }),
    assortments: Type.Array(FilterValue, { description: "Articles per current assortment" }),
    eventTypes: Type.Array(Type.Object({ value: LiteralUnion(ARTICLE_EVENT_KINDS), count: Type.Integer() }), {
      description: "Events per kind",
    }),
    producers: Type.Array(FilterValue, { description: "The 300 producers with the most articles" }),
    range: Type.Object({ first: Nullable(Day), last: Nullable(Day) }, { description: "The first and the newest event" }),
  },
  {
    examples: [
      {
        categories: [{ value: "Öl", count: 3120 }],
        assortments: [{ value: "Fast sortiment", count: 3960 }],
        eventTypes: [{ value: "price_change", count: 6120 }],
        producers: [{ value: "Nordvik Bryggeri AB", count: 9 }],
        range: { first: "2019-01-02", last: "2026-11-19" },
      },
    ],
  },
);
export type ArtdiskFilters = Static<typeof ArtdiskFiltersSchema>;
export const ArtdiskFiltersResponseSchema = Type.Object({ data: ArtdiskFiltersSchema });
