import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { prepareContext } from "../../server/core/context";
import { loggerOptions } from "../../server/core/logging";
import { demoUsers } from "../../server/data/seed";
import { TEST_API_KEY, useTestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases, useDatabase } from "./helpers/databases";

interface Operation {
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}

/** Every documented operation, with a NUL byte in each of its text parameters. */
function hostileRequests(doc: { paths: Record<string, Record<string, Operation>> }) {
  const requests: { method: string; url: string; payload?: Record<string, string>; label: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = operation.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, () => "1");
      for (const param of params) {
        if (param.in === "path") {
          requests.push({
            method,
            url: path.replace(`{${param.name}}`, "a%00b").replace(/\{(\w+)\}/g, "1"),
            label: `${method} ${path} path ${param.name}`,
          });
        } else if (param.in === "query" && (param.schema?.type === "string" || param.schema?.type === undefined)) {
          requests.push({ method, url: `${url}?${param.name}=a%00b`, label: `${method} ${path} query ${param.name}` });
        }
      }
      const properties = operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        if (schema.type === "string")
          requests.push({ method, url, payload: { [name]: "a\u0000b" }, label: `${method} ${path} body ${name}` });
      }
    }
  }
  return requests;
}

describe.each(testDatabases)("hostile text on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("answers a NUL byte in any text parameter of any route with a 400", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const tokens = await signIn(t, demoUsers.find((user) => user.role === "super_admin")!.email);
    const requests = hostileRequests(doc);
    expect(requests.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const request of requests) {
      const res = await t.app.inject({
        method: request.method.toUpperCase() as "GET",
        url: request.url,
        headers: { "x-api-key": TEST_API_KEY, authorization: `Bearer ${tokens.accessToken}` },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      if (res.statusCode !== 400) wrong.push(`${request.label}: ${res.statusCode}`);
      else expect(res.json().message).toMatch(/control characters/);
    }
    expect(wrong).toEqual([]);
  });

  it("still accepts line breaks and tabs in text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "someone@example.test", password: "line\nbreak\tand tab" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(testDatabases)("the log on $name", (database) => {
  const handle = useDatabase(database);

  async function appLoggingTo(lines: string[]) {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ APP_API_KEY: TEST_API_KEY, STATIC_DIR: "/nonexistent" });
    const logger = { ...(loggerOptions("info") as object), stream };
    return buildApp({ ctx: await prepareContext(handle.db, config), logger, ownsDatabase: false });
  }

  it("keeps a failed query's parameters, authorization headers and query strings out of the log", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-value";
    const email = "victim@example.test";
    // A real query that fails with secrets among its parameters, through the real error handler.
    app.get("/api/v1/test-failing-query", async () => handle.db.orm.execute(sql`select ${hash}::int, ${email}::uuid`));
    const res = await app.inject({
      url: "/api/v1/test-failing-query?token=query-secret-token",
      headers: { authorization: "Bearer header-secret-token", "x-api-key": TEST_API_KEY },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("argon2");
    await app.close();
    const log = lines.join("");
    expect(log).toContain("request failed");
    expect(log).toContain("database query failed");
    for (const secret of ["secret-hash-value", email, "query-secret-token", "header-secret-token", TEST_API_KEY])
      expect(log).not.toContain(secret);
  });

  it("logs an invitation's or a reset's token in a path as redacted, and nothing else of it", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const invitation = "fxi_" + "i".repeat(43);
    const reset = "fxp_" + "p".repeat(43);
    for (const url of [`/api/v1/invitations/${invitation}`, `/api/v1/invitations/${invitation}/accept`, `/api/v1/no-such/${reset}`])
      await app.inject({ method: url.endsWith("/accept") ? "POST" : "GET", url, payload: url.endsWith("/accept") ? {} : undefined });
    await app.close();
    const log = lines.join("");
    expect(log).toContain('"path":"/api/v1/invitations/fxi_[redacted]"');
    expect(log).toContain('"path":"/api/v1/invitations/fxi_[redacted]/accept"');
    expect(log).toContain('"path":"/api/v1/no-such/fxp_[redacted]"');
    expect(log).not.toContain("iiii");
    expect(log).not.toContain("pppp");
  });

  it("logs an email kept in the outbox without its text (reset links are secrets)", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const email = "forgetful@example.test";
    const registered = await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: { email, password: "a long enough password", firstName: "A", lastName: "B", companyName: "Co AB" },
    });
    expect(registered.statusCode).toBe(201);
    const res = await app.inject({ method: "POST", url: "/api/v1/auth/forgot-password", payload: { email } });
    expect(res.statusCode).toBe(200);
    await app.close();
    const log = lines.join("");
    expect(log).toContain("email kept in the outbox");
    expect(log).not.toContain("reset-password?token=");
  });
});
