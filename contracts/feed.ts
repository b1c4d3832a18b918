/** /api/v1/admin/feed: the operators' view of the market feed — where it reads, when it runs, what its rounds did. */
import { Type, type Static } from "typebox";
import { DataEnvelope, LiteralUnion, Nullable } from "./common";

/** MARKET_SOURCE: the monopoly's web API, the demo market's simulator in the process, or nothing collected. */
export const FEED_MODES = ["monopoly", "simulator", "off"] as const;
export type FeedMode = (typeof FEED_MODES)[number];
/** The two recurring rounds: every listed product's stock in every store, and the sites and the catalogue. */
export const FEED_KINDS = ["stock", "catalogue"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
/** A round's state on the job queue. */
export const FEED_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];
/** Why a done round collected nothing: the operators paused the feed, or the process has no source (a demo without a seeded market). */
export const FEED_SKIP_REASONS = ["paused", "no market source"] as const;
export type FeedSkipReason = (typeof FEED_SKIP_REASONS)[number];

const Timestamp = (description: string, example: string) => Type.String({ format: "date-time", description, examples: [example] });
const Count = (description: string, example: number) => Type.Optional(Type.Integer({ minimum: 0, description, examples: [example] }));

/**
 * What a finished round wrote as its result, passed through: the stock round's counts
 * (server/data/collector/collect-stock.ts), the catalogue round's (collect-catalogue.ts), or the
 * reason it skipped. Each field is there only when that kind of round reports it.
 */
/** A stock round's result as the collector writes it: the example of both the result and a round. */
const STOCK_ROUND_EXAMPLE = {
  observedAt: "2026-11-20T07:15:04.000Z",
  products: 1254,
  stores: 451,
  snapshots: 451,
  changes: 18342,
  unknownSites: 0,
  notFound: 2,
  requests: 1256,
  retries: 3,
};

export const FeedRunResultSchema = Type.Object(
  {
    skipped: Type.Optional(LiteralUnion(FEED_SKIP_REASONS, { description: "The round collected nothing, and why" })),
    observedAt: Type.Optional(
      Timestamp("Stock: when the source answered the first request; every snapshot of the round is dated so", "2026-11-20T07:15:04.000Z"),
    ),
    products: Count("Stock: products asked for. Catalogue: products the search listed", 1254),
    stores: Count("Stock: stores with a snapshot written (0 when the round had been written already)", 451),
    snapshots: Count("Stock: snapshots written", 451),
    changes: Count("Stock: stock movements found against the stores' previous snapshots", 18342),
    unknownSites: Count("Stock: stores the source named that Fenix does not know yet", 0),
    notFound: Count("Stock: products the source answered 404 for (gone from its catalogue)", 2),
    sites: Count("Catalogue: sites (stores and agents) the source listed", 571),
    unreached: Count("Catalogue: products the search said it holds but its pages did not reach", 0),
    events: Count("Catalogue: launches, moves and delistings written to the article register", 14),
    requests: Count("Requests the round sent to the source", 1256),
    retries: Count("Stock: requests tried again (throttled, server errors, timeouts)", 3),
    resumed: Count("Stock: products whose answers a round stopped before this one had read (not asked again)", 0),
  },
  {
    additionalProperties: false,
    examples: [STOCK_ROUND_EXAMPLE],
  },
);
export type FeedRunResult = Static<typeof FeedRunResultSchema>;

/** One round of the feed on the job queue. */
export const FeedRunSchema = Type.Object(
  {
    id: Type.Integer({ description: "The round's job", examples: [4812] }),
    kind: LiteralUnion(FEED_KINDS),
    status: LiteralUnion(FEED_RUN_STATUSES),
    progress: Type.Number({ minimum: 0, maximum: 1, description: "0–1; the stock round reports it as it goes", examples: [1] }),
    attempts: Type.Integer({ minimum: 0, description: "Attempts so far (a failed attempt is retried)", examples: [1] }),
    maxAttempts: Type.Integer({ minimum: 1, examples: [3] }),
    queuedFor: Timestamp(
      "When the round is or was due (its schedule's time, or when an operator asked for it)",
      "2026-11-20T07:15:00.000Z",
    ),
    startedAt: Type.Optional(Timestamp("When its latest attempt started; absent before the first", "2026-11-20T07:15:01.000Z")),
    finishedAt: Nullable(Timestamp("When it finished, done or failed for good", "2026-11-20T07:15:09.000Z")),
    durationMs: Nullable(Type.Integer({ minimum: 0, description: "Its latest attempt's time, from start to finish", examples: [7812] })),
    result: Nullable(FeedRunResultSchema),
    error: Nullable(
      Type.String({
        description: "The latest attempt's failure, as the source or the pipeline said it",
        examples: ["The monopoly's API answered HTTP 503 on /sb-api-ecommerce/v1/site."],
      }),
    ),
  },
  {
    examples: [
      {
        id: 4812,
        kind: "stock",
        status: "done",
        progress: 1,
        attempts: 1,
        maxAttempts: 3,
        queuedFor: "2026-11-20T07:15:00.000Z",
        startedAt: "2026-11-20T07:15:01.000Z",
        finishedAt: "2026-11-20T07:15:09.000Z",
        durationMs: 7812,
        result: STOCK_ROUND_EXAMPLE,
        error: null,
      },
    ],
  },
);
export type FeedRun = Static<typeof FeedRunSchema>;

/** GET /admin/feed: the feed's source, schedules, next rounds and latest rounds. */
export const FeedStatusSchema = Type.Object({
  source: Type.Object(
    {
      mode: LiteralUnion(FEED_MODES),
      url: Nullable(
        Type.String({
          description:
            "The host the rounds read from, never the key: the monopoly's API, or the simulator's local address once it runs in this process; null when off",
          examples: ["api-extern.systembolaget.se"],
        }),
      ),
    },
    { examples: [{ mode: "monopoly", url: "api-extern.systembolaget.se" }] },
  ),
  paused: Type.Boolean({ description: "Operators paused the feed: its rounds skip until resumed", examples: [false] }),
  schedules: Type.Object(
    {
      stock: Type.String({ description: "When the stock round runs: a cron expression, Stockholm time (MARKET_STOCK_SCHEDULE)" }),
      catalogue: Type.String({ description: "When the catalogue round runs: cron, Stockholm time (MARKET_CATALOGUE_SCHEDULE)" }),
    },
    { examples: [{ stock: "15 8,11,14,17,20 * * *", catalogue: "30 6 * * *" }] },
  ),
  latestSnapshotAt: Nullable(Timestamp("The newest stock snapshot's time: the market's data reaches this far", "2026-11-20T07:15:04.000Z")),
  next: Type.Object(
    {
      stock: Nullable(Type.String({ format: "date-time", description: "When the waiting stock round is due; null when none waits" })),
      catalogue: Nullable(
        Type.String({ format: "date-time", description: "When the waiting catalogue round is due; null when none waits" }),
      ),
    },
    { examples: [{ stock: "2026-11-20T10:15:00.000Z", catalogue: "2026-11-21T05:30:00.000Z" }] },
  ),
  runs: Type.Array(FeedRunSchema, { description: "The latest 20 rounds of both kinds, the waiting ones included, newest first" }),
});
export type FeedStatus = Static<typeof FeedStatusSchema>;
export const FeedStatusResponseSchema = DataEnvelope(FeedStatusSchema);

export const FeedRunRequestSchema = Type.Object(
  { kind: LiteralUnion(FEED_KINDS, { description: "Which round to run now" }) },
  { additionalProperties: false, examples: [{ kind: "stock" }] },
);
export type FeedRunRequest = Static<typeof FeedRunRequestSchema>;

/** POST /admin/feed/run: the round that will run, moved to now. */
export const FeedRunQueuedSchema = Type.Object(
  {
    kind: LiteralUnion(FEED_KINDS),
    id: Type.Integer({ description: "The round's job: the one that was waiting, moved earlier, or a new one", examples: [4813] }),
    queuedFor: Timestamp("When it is due now", "2026-11-20T08:02:11.000Z"),
  },
  { examples: [{ kind: "stock", id: 4813, queuedFor: "2026-11-20T08:02:11.000Z" }] },
);
export type FeedRunQueued = Static<typeof FeedRunQueuedSchema>;
export const FeedRunQueuedResponseSchema = DataEnvelope(FeedRunQueuedSchema);

export const FeedPauseRequestSchema = Type.Object(
  { paused: Type.Boolean({ description: "true pauses the feed (its rounds skip), false resumes it" }) },
  { additionalProperties: false, examples: [{ paused: true }] },
);
export type FeedPauseRequest = Static<typeof FeedPauseRequestSchema>;

export const FeedPausedSchema = Type.Object(
  { paused: Type.Boolean({ description: "The feed's state now", examples: [true] }) },
  { examples: [{ paused: true }] },
);
export const FeedPausedResponseSchema = DataEnvelope(FeedPausedSchema);
