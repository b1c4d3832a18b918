import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELAYS } from "../../server/core/rate-limit";
import { DEMO_PASSWORD } from "../../server/data/seed";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const missing = [!databaseUrl && "TEST_DATABASE_URL", !(await redisAnswers()) && `Redis at ${redisUrl}`].filter(Boolean);
if (missing.length > 0) console.warn(`two-instances.test.ts skipped: needs ${missing.join(" and ")} (CI has both)`);

const APP_KEY = "two-instances-app-key-0123456789";
type Data = { id: string; email: string; secret: string; removed: number; uploadUrl: string; status: string };
type Json = { data?: Data & Data[]; tokens?: { accessToken: string; refreshToken: string }; code?: string; message?: string };

async function call(server: ServerProcess, method: string, path: string, options: { token?: string; key?: string; body?: object } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      "x-api-key": options.key ?? APP_KEY,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { "content-type": "application/json" } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Json };
}

const signIn = (server: ServerProcess, email: string, password = DEMO_PASSWORD) =>
  call(server, "POST", "/api/v1/auth/login", { body: { email, password } });

describe.skipIf(missing.length > 0)("two Fenix processes on one PostgreSQL, one Redis and one S3 bucket", () => {
  const database = `fenix_two_${process.pid}_${randomBytes(4).toString("hex")}`;
  const prefix = `fenix-test-${database}`;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  const bucketDirectory = mkdtempSync(path.join(tmpdir(), "fenix-two-s3-"));
  const bucket = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: bucketDirectory,
    configureBuckets: [{ name: "fenix-uploads", configs: [] }],
  });

  beforeAll(async () => {
    const { port } = await bucket.run();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      CACHE_KEY_PREFIX: prefix,
      // Read the data fingerprint on every request, so B sees A's purge at once rather than within 2 s.
      CACHE_FINGERPRINT_MS: "0",
      APP_API_KEY: APP_KEY,
      LOG_LEVEL: "warn",
      S3_BUCKET: "fenix-uploads",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push((a = await startServerProcess(env)));
    servers.push((b = await startServerProcess(env)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await bucket.close();
    rmSync(bucketDirectory, { recursive: true, force: true });
  });

  it("signs in on A and refreshes the session on B", async () => {
    const login = await signIn(a, "user@nordvik.example");
    expect(login.status).toBe(200);
    const refreshed = await call(b, "POST", "/api/v1/auth/refresh", { body: { refreshToken: login.body.tokens!.refreshToken } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const me = await call(a, "GET", "/api/v1/users/me", { token: refreshed.body.tokens!.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data!.email).toBe("user@nordvik.example");
  });

  it("counts failed sign-ins on A when B decides whether to slow the next one", async () => {
    const email = `victim@${database.replaceAll("_", "-")}.example`;
    const registered = await call(a, "POST", "/api/v1/auth/register", {
      body: { email, password: "correct horse battery staple", firstName: "Test", lastName: "Victim", companyName: `Victim ${database}` },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    for (let i = 0; i < DELAYS.pair.free; i++) expect((await signIn(a, email, `wrong guess ${i}`)).status).toBe(401);
    const onB = await signIn(b, email, "correct horse battery staple");
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses on B a personal API key revoked on A, at once", async () => {
    const token = (await signIn(a, "user@bryggarhuset.example")).body.tokens!.accessToken;
    const created = await call(a, "POST", "/api/v1/users/me/api-keys", { token, body: { name: "Script" } });
    expect(created.status).toBe(201);
    const { secret, id } = created.body.data!;
    expect((await call(b, "GET", "/api/v1/products?limit=1", { key: secret })).status).toBe(200);
    expect((await call(a, "DELETE", `/api/v1/users/me/api-keys/${id}`, { token })).status).toBe(200);
    const refused = await call(b, "GET", "/api/v1/products?limit=1", { key: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Invalid or revoked API key");
  });

  it("empties B's cache when the cache is purged on A, and both keep sharing entries after", async () => {
    const token = (await signIn(b, "user@nordvik.example")).body.tokens!.accessToken;
    const company = (await call(b, "GET", "/api/v1/companies", { token })).body.data![0]!.id;
    const sales = `/api/v1/companies/${company}/sales?period=30d`;
    const cacheOf = async (server: ServerProcess) => {
      const res = await call(server, "GET", sales, { token });
      expect(res.status).toBe(200);
      return res.headers.get("x-cache");
    };
    expect(await cacheOf(a)).toBe("MISS");
    expect(await cacheOf(b)).toBe("HIT");

    const operator = (await signIn(a, "operator@fenix.example")).body.tokens!.accessToken;
    const purged = await call(a, "DELETE", "/api/v1/admin/cache/purge", { token: operator });
    expect(purged.status).toBe(200);
    expect(purged.body.data!.removed).toBeGreaterThan(0);

    expect(await cacheOf(b)).toBe("MISS");
    expect(await cacheOf(a)).toBe("HIT");
  });

  it("takes an upload on A and serves the same file from B: one bucket behind both", async () => {
    const token = (await signIn(a, "user@nordvik.example")).body.tokens!.accessToken;
    const csv = "Placering,Varunummer,Namn\n1,7600,Absolut Vodka\n";
    const ticket = await call(a, "POST", "/api/v1/uploads/request", {
      token,
      body: { filename: "vecka.csv", contentType: "text/csv", size: Buffer.byteLength(csv), purpose: "weekly-ranking" },
    });
    expect(ticket.status).toBe(201);
    const { id, uploadUrl } = ticket.body.data!;
    expect((await fetch(uploadUrl, { method: "PUT", headers: { "content-type": "text/csv" }, body: csv })).status).toBe(200);
    const confirmed = await call(b, "POST", `/api/v1/uploads/${id}/confirm`, { token });
    expect(confirmed.body.data!.status).toBe("uploaded");
    const file = await fetch(`${b.url}/api/v1/uploads/${id}/file`, { headers: { "x-api-key": APP_KEY, authorization: `Bearer ${token}` } });
    expect(await file.text()).toBe(csv);
  });

  it("two workers beside them collect the market once a round, never twice", async () => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    const worker = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      CACHE_KEY_PREFIX: prefix,
      APP_API_KEY: APP_KEY,
      LOG_LEVEL: "warn",
      FENIX_ROLE: "worker",
      MARKET_SOURCE: "simulator",
      // Every five seconds (croner reads a sixth field as seconds).
      MARKET_STOCK_SCHEDULE: "*/5 * * * * *",
    };
    servers.push(await startServerProcess(worker), await startServerProcess(worker));
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const rounds = async () =>
        (
          await db.query<{ status: string; error: string | null; observed: string | null; stores: number | null }>(
            `select status, error, result->>'observedAt' as observed, (result->>'stores')::int as stores
             from jobs where kind = 'feed.stock' and status in ('done', 'failed') or (kind = 'feed.stock' and error is not null)`,
          )
        ).rows;
      await expect
        .poll(async () => (await rounds()).filter((r) => r.status === "done" && (r.stores ?? 0) > 0).length, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(3);
      const done = await rounds();
      expect(done.filter((r) => r.error !== null)).toEqual([]);
      const observed = done.filter((r) => (r.stores ?? 0) > 0).map((r) => r.observed);
      expect(new Set(observed).size).toBe(observed.length);
      const perRound = await db.query<{ stores: number }>(
        `select count(*)::int as stores from stock_snapshots where observed_at = any($1::timestamptz[]) group by observed_at`,
        [observed],
      );
      expect(perRound.rows.map((r) => r.stores)).toEqual(observed.map(() => perRound.rows[0]!.stores));
      expect(perRound.rows[0]!.stores).toBeGreaterThan(10);
    } finally {
      await db.end();
    }
  }, 120_000);
});
