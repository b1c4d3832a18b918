import type { CacheAction, CacheAnalytics, CacheStats, CacheTotals, CacheWarmStatus } from "../../../contracts";
import { recordAudit, type AuditAction } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { anOperator, viewsToWarm, latestWarmJob } from "./queries";
import { companyDashboardCalls, type WarmCall } from "./warm-plan";

export const WARM_JOB = "cache.warm";

type Ctx = Pick<AppContext, "db" | "cache" | "jobs" | "config">;

const rate = (hits: number, misses: number) => (hits + misses === 0 ? null : hits / (hits + misses));

async function figures(ctx: Ctx) {
  const [counts, holdings] = await Promise.all([ctx.cache.counts(), ctx.cache.holdings()]);
  const names = new Set([...ctx.cache.routes.keys(), ...counts.routes.keys(), ...holdings.keys()]);
  const routes = [...names].sort().map((route) => {
    const c = counts.routes.get(route) ?? { hits: 0, misses: 0, savedMs: 0 };
    const h = holdings.get(route) ?? { entries: 0, bytes: 0 };
    return {
      route,
      hits: c.hits,
      misses: c.misses,
      hitRate: rate(c.hits, c.misses),
      entries: h.entries,
      bytes: h.bytes,
      savedMs: Math.round(c.savedMs),
      ttlSeconds: ctx.cache.routes.get(route)?.ttlSeconds ?? 0,
    };
  });
  const sum = (field: "hits" | "misses" | "entries" | "bytes" | "savedMs") => routes.reduce((a, r) => a + r[field], 0);
  const totals: CacheTotals = {
    hits: sum("hits"),
    misses: sum("misses"),
    hitRate: rate(sum("hits"), sum("misses")),
    entries: sum("entries"),
    bytes: sum("bytes"),
    savedMs: sum("savedMs"),
  };
  return { routes, totals, counts };
}

export async function cacheAnalytics(ctx: Ctx): Promise<CacheAnalytics> {
  const { routes, totals, counts } = await figures(ctx);
  return {
    store: ctx.cache.kind,
    totals,
    routes,
    series: counts.series.map((m) => ({ ...m, hitRate: rate(m.hits, m.misses) })),
    countingSince: counts.since.toISOString(),
  };
}

export async function cacheStats(ctx: Ctx): Promise<CacheStats> {
  const { totals, counts } = await figures(ctx);
  return {
    store: ctx.cache.kind,
    enabled: ctx.cache.enabled,
    totals,
    routes: ctx.cache.routes.size,
    countingSince: counts.since.toISOString(),
  };
}

const audit = (ctx: Ctx, caller: Caller, ip: string, action: AuditAction, details: Record<string, unknown> = {}) =>
  recordAudit(ctx.db.orm, { action, companyId: null, actor: { id: caller.userId }, objectType: "cache", details, ip });

export async function clearEntries(ctx: Ctx, caller: Caller, ip: string): Promise<CacheAction> {
  const removed = await ctx.cache.clear();
  await audit(ctx, caller, ip, "cache.cleared", { removed });
  return { success: true, message: `${removed} cached answers deleted`, removed };
}

/** Deletes every entry and makes answers still being computed land where nobody reads them. */
export async function purgeEntries(ctx: Ctx, caller: Caller, ip: string): Promise<CacheAction> {
  const removed = await ctx.cache.invalidate();
  await audit(ctx, caller, ip, "cache.purged", { removed });
  return { success: true, message: `Cache purged: ${removed} cached answers deleted`, removed };
}

export async function clearAnalytics(ctx: Ctx, caller: Caller, ip: string): Promise<CacheAction> {
  await ctx.cache.resetCounts();
  await audit(ctx, caller, ip, "cache.analytics_cleared");
  return { success: true, message: "Cache counters reset" };
}

/** Asks the CDN to drop what it holds (CDN_PURGE_URL, bearer CDN_PURGE_TOKEN). */
export async function purgeCdn(ctx: Ctx, caller: Caller, ip: string): Promise<CacheAction> {
  const cdn = ctx.config.cdnPurge;
  if (!cdn) throw new RequestError(409, "CDN purge is not configured", "CDN_NOT_CONFIGURED");
  const response = await fetch(cdn.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cdn.token ? { authorization: `Bearer ${cdn.token}` } : {}) },
    body: JSON.stringify({ purge_everything: true }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response?.ok) throw new RequestError(409, `The CDN refused the purge (${response?.status ?? "no answer"})`, "CDN_PURGE_FAILED");
  await audit(ctx, caller, ip, "cache.cdn_purged", { status: response.status });
  return { success: true, message: "CDN purge requested" };
}

export async function startWarm(ctx: Ctx, caller: Caller, ip: string, mode: "normal" | "aggressive"): Promise<CacheAction> {
  const jobId = await ctx.db.orm.transaction(async (tx) => {
    const id = await ctx.jobs.enqueue(tx, WARM_JOB, { mode }, { maxAttempts: 2 });
    await recordAudit(tx, {
      action: "cache.warm_started",
      companyId: null,
      actor: { id: caller.userId },
      objectType: "cache",
      objectId: String(id),
      details: { mode },
      ip,
    });
    return id;
  });
  return { success: true, message: `Warming the cache (${mode})`, jobId };
}

export async function warmStatus(ctx: Ctx): Promise<CacheWarmStatus> {
  const job = await latestWarmJob(ctx.db, WARM_JOB);
  if (!job) {
    return {
      status: "idle",
      jobId: null,
      mode: null,
      progress: 0,
      computed: null,
      alreadyCached: null,
      companies: null,
      error: null,
      queuedAt: null,
      updatedAt: null,
    };
  }
  const result = job.result ?? {};
  const status = (["queued", "running", "done", "failed"] as const).find((s) => s === job.status) ?? "running";
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  return {
    status,
    jobId: job.id,
    mode: job.payload.mode === "aggressive" ? "aggressive" : "normal",
    progress: status === "done" ? 1 : Math.min(1, Math.max(0, Number(job.progress))),
    computed: number(result.computed),
    alreadyCached: number(result.alreadyCached),
    companies: number(result.companies),
    error: job.error,
    queuedAt: new Date(job.created_at).toISOString(),
    updatedAt: new Date(job.updated_at).toISOString(),
  };
}

/** The warm job: the dashboard's calls of every company as each kind of its members sees them, then (aggressive) the operators' view. */
export function registerWarmJob(ctx: Ctx): void {
  ctx.jobs.register(WARM_JOB, async (payload, job) => {
    const mode = payload.mode === "aggressive" ? "aggressive" : "normal";
    const views = await viewsToWarm(ctx.db);
    const operator = mode === "aggressive" ? await anOperator(ctx.db) : null;
    const work: { call: WarmCall; caller: Caller }[] = [];
    const companies = [...new Set(views.map((view) => view.companyId))];
    for (const view of views) {
      const caller: Caller = { userId: view.userId, sessionId: "", role: view.role, companyId: view.companyId };
      for (const call of companyDashboardCalls(view.companyId, mode)) work.push({ call, caller });
    }
    if (operator) {
      const asOperator: Caller = { userId: operator, sessionId: "", role: "super_admin", companyId: null };
      for (const companyId of companies) for (const call of companyDashboardCalls(companyId, mode)) work.push({ call, caller: asOperator });
    }
    let computed = 0;
    let alreadyCached = 0;
    for (const [i, { call, caller }] of work.entries()) {
      // A call refused for this company (no such data) is skipped, not the whole warm.
      const primed = await ctx.cache.prime(call.route, call.params, call.query, caller).catch(() => null);
      if (primed) computed++;
      else if (primed === false) alreadyCached++;
      if (i % 4 === 3) await job.progress((i + 1) / work.length);
    }
    return { computed, alreadyCached, companies: companies.length };
  });
}
