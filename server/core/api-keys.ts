/**
 * Personal API keys (core: authentication needs them on every route). A key is `fnx_` and 256
 * random bits, shown once; the database keeps its SHA-256 and its first characters. A key acts
 * as its owner, with the owner's current role and company, until it is revoked. Usage is counted
 * in memory and added to `api_key_usage` in batches, never written per request.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { apiKeys, companies, users, type CompanyStatus, type Role } from "../db/schema";
import { randomToken, tokenHash } from "./tokens";

export const PERSONAL_KEY_PREFIX = "fnx";
/** How much of a secret lists show: `fnx_` and six characters. */
const SHOWN_PREFIX_LENGTH = 10;

export function newApiKeySecret(): { secret: string; hash: string; prefix: string } {
  const secret = randomToken(PERSONAL_KEY_PREFIX);
  return { secret, hash: tokenHash(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH) };
}

export const looksLikePersonalKey = (value: string | undefined): value is string =>
  typeof value === "string" && value.startsWith(`${PERSONAL_KEY_PREFIX}_`) && value.length < 200;

export interface KeyOwner {
  keyId: string;
  userId: string;
  role: Role;
  companyId: string | null;
  companyStatus: CompanyStatus | null;
}

/** The live key with this secret and its owner as they are now; undefined when unknown or revoked. */
export async function findLiveApiKey(db: Database, secret: string): Promise<KeyOwner | undefined> {
  const [row] = await db.orm
    .select({ keyId: apiKeys.id, userId: users.id, role: users.role, companyId: users.companyId, companyStatus: companies.status })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(apiKeys.keyHash, tokenHash(secret)), isNull(apiKeys.revokedAt)));
  return row;
}

/** Revokes every live key of the user (removed from their company, say). Returns how many. */
export async function revokeUserApiKeys(orm: Database["orm"], userId: string, reason: string): Promise<number> {
  const revoked = await orm
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}

interface Pending {
  calls: number;
  errors: number;
}

interface EndpointCounts extends Pending {
  keyId: string;
  day: string;
  endpoint: string;
}

export interface KeyUsageRecorder {
  /** Counts one call of the key (in memory), and of the endpoint ("GET /api/v1/products/{id}") when named. */
  record(keyId: string, failed: boolean, at?: Date, endpoint?: string): void;
  /** Adds what was counted to the database; stats call it first so they are current. */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  close(): Promise<void>;
}

export const USAGE_FLUSH_MS = 5_000;
/** A flush starts early once this many calls wait. */
export const USAGE_FLUSH_CALLS = 1_000;

export function createKeyUsageRecorder(
  db: Database,
  log: FastifyBaseLogger,
  options: { flushMs?: number; flushCalls?: number } = {},
): KeyUsageRecorder {
  // key id → day (UTC) → counts; key id → day → endpoint → counts; and key id → latest use.
  let pending = new Map<string, Map<string, Pending>>();
  let perEndpoint = new Map<string, EndpointCounts>();
  let lastUsed = new Map<string, Date>();
  let waiting = 0;
  let flushing: Promise<void> = Promise.resolve();
  const flushCalls = options.flushCalls ?? USAGE_FLUSH_CALLS;

  async function write(batch: Map<string, Map<string, Pending>>, used: Map<string, Date>, endpoints: EndpointCounts[]) {
    const rows = [...batch].flatMap(([keyId, days]) => [...days].map(([day, counts]) => ({ keyId, day, ...counts })));
    if (rows.length === 0) return;
    try {
      await db.orm.transaction(async (tx) => {
        await tx.execute(sql`
          insert into api_key_usage (key_id, day, calls, errors)
          select r.key_id::uuid, r.day::date, r.calls, r.errors
          from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ key_id: r.keyId, day: r.day, calls: r.calls, errors: r.errors })))}::jsonb)
               as r(key_id text, day text, calls int, errors int)
          where exists (select 1 from api_keys k where k.id = r.key_id::uuid)
          on conflict (key_id, day) do update
            set calls = api_key_usage.calls + excluded.calls, errors = api_key_usage.errors + excluded.errors`);
        await tx.execute(sql`
          update api_keys k set last_used_at = greatest(coalesce(k.last_used_at, u.at::timestamptz), u.at::timestamptz)
          from jsonb_to_recordset(${JSON.stringify([...used].map(([id, at]) => ({ id, at: at.toISOString() })))}::jsonb)
               as u(id text, at text)
          where k.id = u.id::uuid`);
        if (endpoints.length > 0)
          await tx.execute(sql`
            insert into api_key_endpoint_usage (key_id, day, endpoint, calls, errors)
            select r.key_id::uuid, r.day::date, r.endpoint, r.calls, r.errors
            from jsonb_to_recordset(${JSON.stringify(endpoints.map((r) => ({ key_id: r.keyId, day: r.day, endpoint: r.endpoint, calls: r.calls, errors: r.errors })))}::jsonb)
                 as r(key_id text, day text, endpoint text, calls int, errors int)
            where exists (select 1 from api_keys k where k.id = r.key_id::uuid)
            on conflict (key_id, day, endpoint) do update
              set calls = api_key_endpoint_usage.calls + excluded.calls, errors = api_key_endpoint_usage.errors + excluded.errors`);
      });
    } catch (error) {
      log.error({ reason: String(error), keys: batch.size }, "API key usage could not be written");
    }
  }

  function flush(): Promise<void> {
    const batch = pending;
    const used = lastUsed;
    const endpoints = [...perEndpoint.values()];
    pending = new Map();
    perEndpoint = new Map();
    lastUsed = new Map();
    waiting = 0;
    flushing = flushing.then(() => write(batch, used, endpoints));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? USAGE_FLUSH_MS);
  timer.unref();

  return {
    record(keyId, failed, at = new Date(), endpoint) {
      const day = at.toISOString().slice(0, 10);
      if (endpoint) {
        const slot = `${keyId} ${day} ${endpoint}`;
        const byEndpoint = perEndpoint.get(slot) ?? { keyId, day, endpoint, calls: 0, errors: 0 };
        byEndpoint.calls += 1;
        if (failed) byEndpoint.errors += 1;
        perEndpoint.set(slot, byEndpoint);
      }
      let days = pending.get(keyId);
      if (!days) pending.set(keyId, (days = new Map()));
      const counts = days.get(day) ?? { calls: 0, errors: 0 };
      counts.calls += 1;
      if (failed) counts.errors += 1;
      days.set(day, counts);
      const previous = lastUsed.get(keyId);
      if (!previous || previous < at) lastUsed.set(keyId, at);
      if (++waiting >= flushCalls) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** A route as the OpenAPI document names it: "GET /api/v1/products/{id}" (unmatched routes: the method and "unknown"). */
export function endpointName(method: string, routeUrl: string | undefined): string {
  return `${method} ${routeUrl ? routeUrl.replace(/:([A-Za-z0-9_]+)/g, "{$1}") : "unknown"}`;
}
