// npm run bench -- faults: mixed load on a real server on PostgreSQL, the database going away
// mid-load, SIGTERM under load, and kill -9 of a PGlite server during writes. Results go to the
// "Faults" section of bench/results/security.md; never fails on a figure.
import { writeResultsSection } from "./results-section";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { DEMO_PASSWORD } from "../server/data/seed";
import { openDatabase } from "../server/db/client";
import { queryRows } from "../server/db/rows";
import { startServerProcess, type ServerProcess } from "../tests/api/helpers/server-process";
import { describeMachine } from "./machine";

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const APP_KEY = "faults-bench-app-key-0123456789";
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
const RESULTS = "bench/results/security.md";
const SECTION = "## Faults";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const serverEnv = (extra: NodeJS.ProcessEnv) => ({
  APP_API_KEY: APP_KEY,
  LOG_LEVEL: "error",
  RATE_LIMIT_PER_MINUTE: "10000000",
  HEAVY_RATE_LIMIT_PER_MINUTE: "10000000",
  ...extra,
});

async function admin<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function json(server: ServerProcess, method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      "x-api-key": APP_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { data: unknown; tokens: { accessToken: string } };
}

interface Callers {
  user: string;
  operator: string;
  company: string;
}

async function callers(server: ServerProcess): Promise<Callers> {
  const user = (await json(server, "POST", "/api/v1/auth/login", { email: "user@nordvik.example", password: DEMO_PASSWORD })).tokens
    .accessToken;
  const operator = (await json(server, "POST", "/api/v1/auth/login", { email: "operator@fenix.example", password: DEMO_PASSWORD })).tokens
    .accessToken;
  const company = ((await json(server, "GET", "/api/v1/companies", undefined, user)).data as { id: string }[])[0]!.id;
  return { user, operator, company };
}

/** Acknowledged writes: companies created with 201, by name. */
interface Writes {
  prefix: string;
  acknowledged: Set<string>;
}

function writeRequest(c: Callers, writes: Writes): autocannon.Request {
  let n = 0;
  let pending: string[] = [];
  return {
    method: "POST",
    path: "/api/v1/admin/companies",
    headers: { authorization: `Bearer ${c.operator}`, "content-type": "application/json" },
    setupRequest: (request) => {
      const name = `${writes.prefix}-${process.hrtime.bigint()}-${n++}`;
      pending.push(name);
      return { ...request, body: JSON.stringify({ name }) };
    },
    onResponse: (status, body) => {
      const name = (JSON.parse(body || "{}") as { data?: { name?: string } }).data?.name;
      if (status === 201 && name) writes.acknowledged.add(name);
      pending = pending.filter((p) => p !== name);
    },
  };
}

function mixedRequests(c: Callers, writes: Writes): autocannon.Request[] {
  const asUser = { authorization: `Bearer ${c.user}` };
  return [
    { method: "GET", path: "/api/v1/products?limit=20", headers: asUser },
    { method: "GET", path: `/api/v1/companies/${c.company}/sales?period=30d`, headers: asUser },
    { method: "GET", path: "/api/v1/sales/summary?period=30d", headers: asUser },
    { method: "GET", path: "/health" },
    writeRequest(c, writes),
  ];
}

interface Load {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
}

async function load(url: string, seconds: number, connections: number, requests: autocannon.Request[]): Promise<Load> {
  const errorCodes: Record<string, number> = {};
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { "x-api-key": APP_KEY }, requests, timeout: 20 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("reqError", (error: Error & { code?: string }) => {
      errorCodes[error.code ?? error.message] = (errorCodes[error.code ?? error.message] ?? 0) + 1;
    });
  });
  const statuses = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  ) as Record<string, number>;
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statuses,
    errorCodes,
  };
}

const countWrites = async (databaseUrl: string, writes: Writes) =>
  Number((await admin<{ n: string }>("select count(*) n from companies where name like $1", [`${writes.prefix}-%`], databaseUrl))[0]!.n);

async function lostWrites(databaseUrl: string, writes: Writes): Promise<number> {
  const rows = await admin<{ name: string }>("select name from companies where name like $1", [`${writes.prefix}-%`], databaseUrl);
  const present = new Set(rows.map((r) => r.name));
  return [...writes.acknowledged].filter((name) => !present.has(name)).length;
}

interface Probe {
  at: number;
  status: number;
  ms: number;
}

/** One request at a time until stopped: what a single user sees through the outage. */
function probe(server: ServerProcess, started: number, user: string) {
  const samples: Probe[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = performance.now();
      let status: number;
      try {
        // A signed-in user's read: the application key alone is refused before the database is asked.
        status = (await fetch(`${server.url}/api/v1/products?limit=1`, { headers: { authorization: `Bearer ${user}` } })).status;
      } catch {
        status = 0;
      }
      samples.push({ at: t - started, status, ms: performance.now() - t });
      await sleep(50);
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function outage(server: ServerProcess, database: string, c: Callers, writes: Writes) {
  const before = 10_000;
  const away = 8_000;
  const started = performance.now();
  const single = probe(server, started, c.user);
  const running = load(server.url, 30, 8, mixedRequests(c, writes));
  await sleep(before);
  // The database refuses new connections and the app's are ended, as in a restart; nobody else's are touched.
  await admin(`alter database ${database} with allow_connections false`);
  const awayFrom = performance.now() - started;
  while (performance.now() - started < before + away) {
    await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database]);
    await sleep(200);
  }
  await admin(`alter database ${database} with allow_connections true`);
  const backAt = performance.now() - started;
  const result = await running;
  await single.stop();
  if (server.child.exitCode !== null) console.error(`the server exited (${server.child.exitCode}):\n${server.output().slice(-4000)}`);
  const during = single.samples.filter((s) => s.at >= awayFrom + 300 && s.at + s.ms <= backAt);
  const after = single.samples.filter((s) => s.at >= backAt);
  const firstOk = after.find((s) => s.status === 200);
  const statusCounts = (samples: Probe[]) =>
    samples.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }), {});
  return {
    load: result,
    awaySeconds: Math.round((backAt - awayFrom) / 100) / 10,
    during: { samples: during.length, statuses: statusCounts(during), maxMs: Math.round(Math.max(0, ...during.map((s) => s.ms))) },
    recoveredAfterMs: firstOk ? Math.round(firstOk.at + firstOk.ms - backAt) : null,
    afterRecovery: statusCounts(after.filter((s) => firstOk && s.at >= firstOk.at)),
  };
}

async function sigterm(server: ServerProcess, databaseUrl: string, c: Callers) {
  const writes: Writes = { prefix: `sigterm-${randomBytes(3).toString("hex")}`, acknowledged: new Set() };
  const running = load(server.url, 8, 16, [writeRequest(c, writes)]);
  await sleep(4_000);
  const signalled = performance.now();
  const exitCode = await server.stop("SIGTERM");
  const exitMs = Math.round(performance.now() - signalled);
  const result = await running;
  return {
    load: result,
    exitCode,
    exitMs,
    acknowledged: writes.acknowledged.size,
    rows: await countWrites(databaseUrl, writes),
    lost: await lostWrites(databaseUrl, writes),
  };
}

async function pgliteKill(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-faults-pglite-"));
  try {
    const first = await startServerProcess(serverEnv({ DATA_DIR: dataDir }));
    const c = await callers(first);
    const writes: Writes = { prefix: `kill9-${randomBytes(3).toString("hex")}`, acknowledged: new Set() };
    const running = load(first.url, 6, 4, [writeRequest(c, writes)]);
    await sleep(3_000);
    await first.stop("SIGKILL");
    const result = await running;
    const restartStarted = performance.now();
    const second = await startServerProcess(serverEnv({ DATA_DIR: dataDir, LOG_LEVEL: "info" }));
    const restartMs = Math.round(performance.now() - restartStarted);
    const health = (await fetch(`${second.url}/health`)).status;
    const reopened = second.output().includes("already-seeded");
    await second.stop();
    const db = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ name: string }>(db, sql`select name from companies where name like ${`${writes.prefix}-%`}`);
      const names = new Set(rows.map((r) => r.name));
      return {
        writesAcknowledged: writes.acknowledged.size,
        responsesBeforeKill: result.requests,
        restartMs,
        health,
        reopened,
        acknowledgedMissing: [...writes.acknowledged].filter((n) => !names.has(n)).length,
        rowsFound: names.size,
      };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (l: Load) =>
  `${l.requests.toLocaleString("en")} requests (${l.rps}/s), p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms; ${l.errors} connection errors${
    Object.keys(l.errorCodes).length
      ? ` (${Object.entries(l.errorCodes)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")})`
      : ""
  }, ${l.timeouts} timeouts, ${l.non2xx} non-2xx (${Object.entries(l.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ")})`;

export async function benchFaults(): Promise<void> {
  const database = `fenix_faults_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(serverEnv({ DATABASE_URL: databaseUrl }));
    const c = await callers(server);
    const mixed: Writes = { prefix: `mixed-${randomBytes(3).toString("hex")}`, acknowledged: new Set() };
    console.log(`faults: ${LOAD_SECONDS} s of mixed load…`);
    const steady = await load(server.url, LOAD_SECONDS, 16, mixedRequests(c, mixed));
    const steadyRows = await countWrites(databaseUrl, mixed);
    const steadyLost = await lostWrites(databaseUrl, mixed);
    console.log("faults: the database goes away mid-load…");
    const outageWrites: Writes = { prefix: `outage-${randomBytes(3).toString("hex")}`, acknowledged: new Set() };
    const away = await outage(server, database, c, outageWrites);
    const outageLost = await lostWrites(databaseUrl, outageWrites);
    console.log("faults: SIGTERM under load…");
    const term = await sigterm(server, databaseUrl, c);
    server = undefined;
    console.log("faults: kill -9 of a PGlite server during writes…");
    const killed = await pgliteKill();

    const machine = describeMachine();
    const lines = [
      SECTION,
      "",
      `Machine: ${machine.cpu}, Node ${machine.node}; PostgreSQL 15 on the same machine, shared with other work; ${machine.date}. One Fenix process`,
      "(`tsx server/main.ts`, mini market, request limits raised out of the way), loaded with autocannon from the same machine.",
      "Mixed load: per connection in turn `GET /products?limit=20` (app key), `GET /companies/{id}/sales?period=30d` and",
      "`GET /sales/summary?period=30d` (a signed-in user; response cache on), `GET /health`, `POST /admin/companies` (an operator; a",
      "new row per 201).",
      "",
      "| Fault | Outcome |",
      "|---|---|",
      `| None: mixed load, ${LOAD_SECONDS} s, 16 connections | ${fmt(steady)}; writes acknowledged ${mixed.acknowledged.size}, acknowledged but missing ${steadyLost} (rows present ${steadyRows}: writes in flight when the load stopped are written but not counted) |`,
      `| PostgreSQL away for ${away.awaySeconds} s mid-load (the database closed to new connections and the app's backends terminated every 200 ms; 30 s of load, 8 connections) | one client probing \`GET /products?limit=1\` one request at a time while it was away: ${away.during.samples} answers (${Object.entries(
        away.during.statuses,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(
          ", ",
        )}), slowest ${away.during.maxMs} ms; first 200 ${away.recoveredAfterMs ?? "never"} ms after the database was back, then ${Object.entries(
        away.afterRecovery,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(
          ", ",
        )}; no restart of Fenix. Load: ${fmt(away.load)}; acknowledged writes lost: ${outageLost} of ${outageWrites.acknowledged.size} |`,
      `| SIGTERM after 4 s of writes (16 connections, \`POST /admin/companies\`) | exit code ${term.exitCode} ${term.exitMs} ms after the signal; writes acknowledged ${term.acknowledged}, rows present ${term.rows}, acknowledged but missing ${term.lost}. Load: ${fmt(term.load)} (connection errors after the listener closed are refused connections) |`,
      `| \`kill -9\` of a PGlite server (own data directory) 3 s into writes (4 connections) | writes acknowledged ${String(killed.writesAcknowledged)}; the next start ${killed.reopened ? "opened the data directory" : "did NOT report the existing data"} (${String(killed.restartMs)} ms to listening, /health ${String(killed.health)}); ${String(killed.rowsFound)} written companies in it; acknowledged but missing: ${String(killed.acknowledgedMissing)} |`,
      "",
      "Reproduce: `npm run bench -- faults` (PostgreSQL at BENCH_ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; it",
      "creates and drops its own database; `FAULTS_LOAD_SECONDS` shortens the steady load).",
      "",
    ];
    writeResultsSection(RESULTS, SECTION, lines);
    console.log(lines.join("\n"));
  } finally {
    await server?.stop();
    await admin(`alter database ${database} with allow_connections true`).catch(() => undefined);
    await admin(`drop database if exists ${database} with (force)`);
  }
}
