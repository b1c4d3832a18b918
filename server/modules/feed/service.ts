import {
  FEED_RUN_STATUSES,
  FEED_SKIP_REASONS,
  type FeedKind,
  type FeedPauseRequest,
  type FeedRun,
  type FeedRunQueued,
  type FeedRunResult,
  type FeedStatus,
} from "../../../contracts";
import { recordAudit, type AuditAction } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { queueSingleRound } from "../../core/single-round";
import type { CatalogueCollectionReport } from "../../data/collector/collect-catalogue";
import type { StockCollectionReport } from "../../data/collector/collect-stock";
import { CATALOGUE_JOB, ROUND_ATTEMPTS, STOCK_JOB } from "./feed-jobs";
import { latestSnapshotAt } from "../../market/stock-outs";
import { latestRounds, readPaused, roundRunning, waitingRound, writePaused, type FeedJobRow } from "./queries";
import type { FeedSource } from "./source";

type Ctx = Pick<AppContext, "db" | "jobs" | "config">;

const JOB_OF: Record<FeedKind, string> = { stock: STOCK_JOB, catalogue: CATALOGUE_JOB };
const KIND_OF: Record<string, FeedKind> = { [STOCK_JOB]: "stock", [CATALOGUE_JOB]: "catalogue" };
/** How many rounds the status lists. */
const LATEST_ROUNDS = 20;

/** The counts a round's result may carry, as the contract names them. */
const RESULT_COUNTS = [
  "products",
  "stores",
  "snapshots",
  "changes",
  "unknownSites",
  "notFound",
  "sites",
  "unreached",
  "events",
  "requests",
  "retries",
  "resumed",
] as const satisfies readonly (keyof FeedRunResult)[];
// Every count a collector reports has its field in the contract: a new one is a type error here (naming it) until it has.
type Unlisted = Exclude<keyof StockCollectionReport | keyof CatalogueCollectionReport, (typeof RESULT_COUNTS)[number] | "observedAt">;
const everyCountListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCountListed;

/** A round's result as the collector wrote it (jsonb), each known count passed through when it is one. */
function resultOf(raw: unknown): FeedRunResult | null {
  if (!raw || typeof raw !== "object") return null;
  const written = raw as Record<string, unknown>;
  const result: FeedRunResult = {};
  const skipped = FEED_SKIP_REASONS.find((reason) => reason === written.skipped);
  if (skipped) result.skipped = skipped;
  if (typeof written.observedAt === "string" && !Number.isNaN(Date.parse(written.observedAt)))
    result.observedAt = new Date(written.observedAt).toISOString();
  for (const key of RESULT_COUNTS) {
    const value = written[key];
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) result[key] = value;
  }
  return result;
}

function runOf(row: FeedJobRow): FeedRun {
  const status = FEED_RUN_STATUSES.find((s) => s === row.status) ?? "queued";
  const startedAt = row.startedAt?.toISOString();
  return {
    id: row.id,
    kind: KIND_OF[row.kind]!,
    status,
    progress: status === "done" ? 1 : Math.min(1, Math.max(0, Number(row.progress))),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    queuedFor: row.runAfter.toISOString(),
    ...(startedAt ? { startedAt } : {}),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.startedAt && row.finishedAt ? Math.max(0, Math.round(row.finishedAt.getTime() - row.startedAt.getTime())) : null,
    result: status === "done" ? resultOf(row.result) : null,
    error: row.error,
  };
}

/** Where the rounds read, as a host: never the key, nor anything else the address carries (user, path, query). */
function sourceHost(ctx: Ctx, source: FeedSource | undefined): string | null {
  const { mode, url } = ctx.config.marketSource;
  const address = mode === "off" ? null : mode === "monopoly" ? url : (source?.simulatorUrl() ?? null);
  return address ? new URL(address).host : null;
}

export async function feedStatus(ctx: Ctx, source: FeedSource | undefined): Promise<FeedStatus> {
  const { mode, stockSchedule, catalogueSchedule } = ctx.config.marketSource;
  const [paused, latest, rows, nextStock, nextCatalogue] = await Promise.all([
    readPaused(ctx.db),
    latestSnapshotAt(ctx.db),
    latestRounds(ctx.db, Object.values(JOB_OF), LATEST_ROUNDS),
    waitingRound(ctx.db, STOCK_JOB),
    waitingRound(ctx.db, CATALOGUE_JOB),
  ]);
  return {
    source: { mode, url: sourceHost(ctx, source) },
    paused,
    schedules: { stock: stockSchedule, catalogue: catalogueSchedule },
    latestSnapshotAt: latest,
    next: { stock: nextStock?.runAfter.toISOString() ?? null, catalogue: nextCatalogue?.runAfter.toISOString() ?? null },
    runs: rows.map(runOf),
  };
}

const audit = (ctx: Ctx, caller: Caller, ip: string, action: AuditAction, details: Record<string, unknown>, objectId?: string) =>
  recordAudit(ctx.db.orm, { action, companyId: null, actor: { id: caller.userId }, objectType: "feed", objectId, details, ip });

/**
 * Runs a round of `kind` now: the waiting round moves to now (queueSingleRound), or one is queued
 * when none waits; after it, the round queues its successor at the schedule's next time as usual.
 */
export async function runRound(ctx: Ctx, caller: Caller, ip: string, kind: FeedKind): Promise<FeedRunQueued> {
  if (ctx.config.marketSource.mode === "off")
    throw new RequestError(409, "The feed is off (MARKET_SOURCE=off): this install collects nothing", "FEED_OFF");
  if (await readPaused(ctx.db)) throw new RequestError(409, "The feed is paused: resume it first", "FEED_PAUSED");
  const job = JOB_OF[kind];
  if (await roundRunning(ctx.db, job)) throw new RequestError(409, `A ${kind} round is running already`, "FEED_ROUND_RUNNING");
  await queueSingleRound(ctx.db, ctx.jobs, job, new Date(), ROUND_ATTEMPTS);
  const waiting = await waitingRound(ctx.db, job);
  // The worker may have claimed it between the two statements: it is the newest round of its kind then.
  const round = waiting ?? (await latestRounds(ctx.db, [job], 1))[0]!;
  await audit(ctx, caller, ip, "feed.run_requested", { kind }, String(round.id));
  return { kind, id: round.id, queuedFor: round.runAfter.toISOString() };
}

/** Pauses or resumes the feed: a paused round collects nothing, and still queues its successor. */
export async function setPaused(ctx: Ctx, caller: Caller, ip: string, { paused }: FeedPauseRequest): Promise<{ paused: boolean }> {
  await writePaused(ctx.db, paused);
  await audit(ctx, caller, ip, paused ? "feed.paused" : "feed.resumed", { paused });
  return { paused };
}
