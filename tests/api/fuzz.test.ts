import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { demoUsers } from "../../server/data/seed";
import { queryRows } from "../../server/db/rows";
import { TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";
import { bodyFor, valueFor, type JsonSchema } from "./helpers/schema-arbitrary";

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { "application/json"?: { schema: JsonSchema } } };
}
type Paths = Record<string, Record<string, Operation>>;

interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
}

/** Fixed, so that a failure is found again; cases per operation kept small for a 2-core machine (FUZZ_SEED, FUZZ_CASES for a longer hunt). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 10);

/** Write routes whose refusal must leave their table as it was. */
const WRITES_TO: Record<string, string> = {
  "POST /api/v1/auth/register": "users",
  "POST /api/v1/users/me/api-keys": "api_keys",
  "POST /api/v1/organizations/me/members/invite": "invitations",
  "POST /api/v1/uploads/request": "uploads",
  "POST /api/v1/subscription/modules": "subscription_modules",
  "POST /api/v1/subscription/credits/consume": "credit_transactions",
  "POST /api/v1/subscription/credits/purchase": "credit_transactions",
};

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A path segment; a lone surrogate goes out as the invalid UTF-8 bytes it would be. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, "\u0000")
      .split("\u0000")
      .map(encodeURIComponent)
      .join("%ED%A0%80");
  }
}

/** Requests for one operation, drawn from its own parameter and body schemas. */
function requestsFor(path: string, method: string, operation: Operation, runs: number): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const of = (place: string) => parameters.filter((parameter) => parameter.in === place);
  const record = (list: Parameter[]) =>
    fc.record(Object.fromEntries(list.map((parameter) => [parameter.name, valueFor(parameter.schema)])), {
      requiredKeys: list.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    });
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  const arbitrary = fc.record({
    pathValues: record(of("path")),
    queryValues: record(of("query")),
    payload: schema ? bodyFor(schema) : fc.constant(undefined),
  });
  return fc.sample(arbitrary, { seed: SEED, numRuns: runs }).map(({ pathValues, queryValues, payload }) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => segment(text(pathValues[name] ?? "1")));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(queryValues)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, text(item));
    }
    const search = query.toString();
    return { method: method.toUpperCase(), url: search ? `${filled}?${search}` : filled, ...(payload === undefined ? {} : { payload }) };
  });
}

async function rowCount(t: TestApp, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(row!.n);
}

/** A stack frame or a source path in an answer; in an error, also the database's own words. */
const STACK = /\n\s+at |\bat \S+ \(\S+:\d+:\d+\)|\.(?:ts|js|mjs):\d+:\d+|node_modules\//;
const DRIVER = /syntax error|violates|relation "|column "|invalid input syntax|out of range for type/i;

describe.each(testDatabases)("fuzzing every operation on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });

  it("answers generated and hostile requests to every operation without a 5xx, a leak or a stray row", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Paths };
    const admin = await signIn(t, demoUsers.find((user) => user.role === "company_admin")!.email);
    const asAdmin = { authorization: `Bearer ${admin.accessToken}`, "x-api-key": TEST_API_KEY };
    const withKeyOnly = { "x-api-key": TEST_API_KEY };

    const problems: string[] = [];
    let sent = 0;
    let operations = 0;
    let checkedWrites = 0;
    const statuses: Record<number, number> = {};
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const route = `${method.toUpperCase()} ${path}`;
        const table = WRITES_TO[route];
        const requests = requestsFor(path, method, operation, CASES_PER_OPERATION);
        for (const [n, request] of requests.entries()) {
          const before = table ? await rowCount(t, table) : 0;
          const res = await t.app.inject({
            method: request.method as "GET",
            url: request.url,
            // The last two cases of each operation come with the public key alone.
            headers: {
              ...(n < requests.length - 2 ? asAdmin : withKeyOnly),
              ...(request.payload ? { "content-type": "application/json" } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const label = `${request.method} ${request.url.slice(0, 160)} ${request.payload?.slice(0, 120) ?? ""}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          if (STACK.test(res.body) || (res.statusCode >= 400 && DRIVER.test(res.body)))
            problems.push(`leak in ${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          if (table && res.statusCode >= 400 && res.statusCode < 500) {
            checkedWrites++;
            const after = await rowCount(t, table);
            if (after !== before) problems.push(`${res.statusCode} ${label} left ${after - before} row(s) in ${table}`);
          }
        }
      }
    }
    console.info(`fuzz on ${database.name}: ${operations} operations, ${sent} requests, ${checkedWrites} refused writes checked`, statuses);
    expect(problems).toEqual([]);
    expect(operations).toBe(Object.values(doc.paths).flatMap((methods) => Object.keys(methods)).length);
    expect(Object.keys(WRITES_TO).every((route) => route.split(" ")[1]! in doc.paths)).toBe(true);
    expect(checkedWrites).toBeGreaterThan(Object.keys(WRITES_TO).length);
  }, 180_000);

  it("refuses numbers past every bound with a 400, where they once reached the handlers (500)", async () => {
    const admin = await signIn(t, demoUsers.find((user) => user.role === "company_admin")!.email);
    const huge = "9".repeat(400);
    for (const url of [
      `/api/v1/users/me/api-keys/stats?days=${huge}`,
      "/api/v1/users/me/api-keys/stats?days=1e400",
      `/api/v1/companies?limit=${huge}`,
      `/api/v1/subscription/credits/transactions?limit=${huge}`,
      `/api/v1/products?limit=${huge}`,
      "/api/v1/weekly-rankings/products/9007199254740991",
    ]) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${admin.accessToken}` } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
    for (const [id, productId] of [
      ["1", 2 ** 40],
      ["1e308", 1],
    ]) {
      const entry = await t.app.inject({
        method: "PUT",
        url: `/api/v1/weekly-rankings/entries/${id}/match`,
        headers: { authorization: `Bearer ${admin.accessToken}` },
        payload: { productId },
      });
      expect(entry.statusCode, `entry ${id}, product ${productId}: ${entry.body}`).toBe(400);
    }
  });
});

describe.each(testDatabases)("unknown paths under the market's prefixes on $name, with a built frontend", (database) => {
  // The static files' catch-all route takes any path no other route does: a real server's setting.
  const staticDir = mkdtempSync(path.join(tmpdir(), "fenix-static-"));
  writeFileSync(path.join(staticDir, "index.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const t = useTestApp(database, { STATIC_DIR: staticDir }, { market: true });

  it("answers each at once, and a market call beside them is not held up", async () => {
    const admin = await signIn(t, demoUsers.find((user) => user.role === "company_admin")!.email);
    const prefixes = ["sales", "stock-diff", "segments", "products", "stores", "companies", "rankings"];
    // No route, a route's path one level too deep, a path parameter longer than the router reads.
    const unknown = prefixes.flatMap((prefix) => [
      `/api/v1/${prefix}/nope`,
      `/api/v1/${prefix}/x/y/z`,
      `/api/v1/${prefix}/${"9".repeat(101)}`,
    ]);
    const started = performance.now();
    const [answers, market] = await Promise.all([
      Promise.all(
        unknown.map(async (url) => {
          const res = await t.app.inject({ url, headers: { "x-api-key": TEST_API_KEY } });
          return { url, status: res.statusCode, ms: performance.now() - started };
        }),
      ),
      t.app
        .inject({ url: "/api/v1/sales/summary?period=30d", headers: { authorization: `Bearer ${admin.accessToken}` } })
        .then((res) => ({ status: res.statusCode, ms: performance.now() - started })),
    ]);
    // Refused for what they are (no route 404, a parameter too long 414, not a number 400, no session 401), never 503.
    expect(answers.filter((answer) => ![400, 401, 404, 414].includes(answer.status))).toEqual([]);
    expect(answers.filter((answer) => answer.url.endsWith("/x/y/z")).map((answer) => answer.status)).toEqual(prefixes.map(() => 404));
    // Held in the market's queue, each waited 30 s behind its own turn and answered 503: well
    // under that, however busy the machine.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(15_000);
    expect(market).toMatchObject({ status: 200 });
    expect(market.ms).toBeLessThan(15_000);
  });
});
