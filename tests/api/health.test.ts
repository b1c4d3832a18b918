import { describe, expect, it } from "vitest";
import { appVersion } from "../../server/core/version";
import { demoUsers } from "../../server/data/seed";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";
import { TEST_API_KEY, useTestApp } from "./helpers/app";

const withKey = { "x-api-key": TEST_API_KEY };

describe.each(testDatabases)("health on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("GET /health answers ok without a key and with the right key", async () => {
    for (const headers of [{}, withKey]) {
      const res = await t.app.inject({ url: "/health", headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "ok", version: appVersion });
    }
  });

  it("GET /health refuses a wrong key rather than ignoring it", async () => {
    const res = await t.app.inject({ url: "/health", headers: { "x-api-key": "wrong" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "The X-API-Key header is not valid",
      code: "API_KEY_INVALID",
    });
  });

  it("GET /api/v1/health/status needs the key, then reports database and migrations", async () => {
    const anonymous = await t.app.inject({ url: "/api/v1/health/status" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("A valid X-API-Key header or bearer token is required");

    const res = await t.app.inject({ url: "/api/v1/health/status", headers: withKey });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe("ok");
    expect(data.version).toBe(appVersion);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.database).toMatchObject({ kind: database.name, reachable: true });
    expect(data.migrations.current).toBe(true);
    expect(data.migrations.applied).toBe(data.migrations.available);
    expect(data.migrations.available).toBeGreaterThan(0);
  });

  it("GET /api/v1/health/monitor is for operators only: not with the app key nor as a customer", async () => {
    expect((await t.app.inject({ url: "/api/v1/health/monitor", headers: withKey })).statusCode).toBe(401);
    const admin = await signIn(t, demoUsers.find((user) => user.role === "company_admin")!.email);
    const customer = await t.app.inject({
      url: "/api/v1/health/monitor",
      headers: { ...withKey, authorization: `Bearer ${admin.accessToken}` },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.body).not.toContain("pid");
  });

  it("GET /api/v1/health/monitor reports process and database figures to an operator", async () => {
    const operator = await signIn(t, demoUsers.find((user) => user.role === "super_admin")!.email);
    const res = await t.app.inject({
      url: "/api/v1/health/monitor",
      headers: { ...withKey, authorization: `Bearer ${operator.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const { process: proc, database: dbFigures } = res.json().data;
    expect(proc.pid).toBe(process.pid);
    expect(proc.memory.rss).toBeGreaterThan(0);
    expect(proc.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
    expect(dbFigures.kind).toBe(database.name);
    expect(dbFigures.sizeBytes).toBeGreaterThan(0);
    expect(dbFigures.tables).toBeGreaterThanOrEqual(2);
    expect(dbFigures.serverVersion).toMatch(/^\d+/);
  });

  it("GET /api/v1/images/health renders an image", async () => {
    const res = await t.app.inject({ url: "/api/v1/images/health", headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "ok", renderer: "svg" });
  });
});
