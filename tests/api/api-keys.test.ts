import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp, type TestApp } from "./helpers/app";
import { registerUser } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

function call(t: TestApp, method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}
const withKey = (t: TestApp, url: string, key: string, method: "GET" | "POST" | "PUT" | "DELETE" = "GET") =>
  t.app.inject({ method, url, headers: { "x-api-key": key }, ...(method === "POST" ? { payload: { name: "Another key" } } : {}) });

describe.each(testDatabases)("personal API keys on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });

  it("creates a key shown once and stored hashed, lists, renames and revokes it", async () => {
    const { tokens } = await registerUser(t);
    const created = await call(t, "POST", "/api/v1/users/me/api-keys", tokens.accessToken, {
      name: "Power BI",
      description: "Weekly report",
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data;
    expect(key.secret).toMatch(/^fnx_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: "Power BI",
      description: "Weekly report",
      prefix: key.secret.slice(0, 10),
      calls: 0,
      lastUsedAt: null,
    });
    const stored = await t.db.orm.execute(sql`select * from api_keys where id = ${key.id}`);
    expect(JSON.stringify(stored)).not.toContain(key.secret);

    const list = await call(t, "GET", "/api/v1/users/me/api-keys", tokens.accessToken);
    expect(list.json().data.items).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(key.secret);

    const renamed = await call(t, "PUT", `/api/v1/users/me/api-keys/${key.id}`, tokens.accessToken, {
      name: "Power BI prod",
      description: "",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Power BI prod", description: "" });
    expect((await call(t, "POST", "/api/v1/users/me/api-keys", tokens.accessToken, { name: "" })).statusCode).toBe(400);

    const other = await registerUser(t);
    expect((await call(t, "DELETE", `/api/v1/users/me/api-keys/${key.id}`, other.tokens.accessToken)).statusCode).toBe(404);
    expect((await call(t, "DELETE", `/api/v1/users/me/api-keys/${key.id}`, tokens.accessToken)).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/v1/users/me/api-keys", tokens.accessToken)).json().data.items).toHaveLength(0);
  });

  it("acts as its owner on data routes, is refused on account, member, key and billing routes, and fails at once when revoked", async () => {
    const { tokens, user } = await registerUser(t);
    const { secret, id } = (await call(t, "POST", "/api/v1/users/me/api-keys", tokens.accessToken, { name: "Script" })).json().data;

    const products = await withKey(t, "/api/v1/products?limit=2", secret);
    expect(products.statusCode, products.body).toBe(200);
    // The owner's companies: their own, as with their session.
    const companies = await withKey(t, "/api/v1/companies", secret);
    expect(companies.json().data.map((c: { id: string }) => c.id)).toEqual([user.companyId]);

    for (const [method, url] of [
      ["GET", "/api/v1/auth/me"],
      ["GET", "/api/v1/users/me"],
      ["GET", "/api/v1/users/me/api-keys"],
      ["POST", "/api/v1/users/me/api-keys"],
      ["GET", "/api/v1/organizations/me/members"],
      ["GET", "/api/v1/subscription/current"],
    ] as const) {
      const refused = await withKey(t, url, secret, method);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe("API_KEY_NOT_ALLOWED");
    }

    expect((await call(t, "DELETE", `/api/v1/users/me/api-keys/${id}`, tokens.accessToken)).statusCode).toBe(200);
    const after = await withKey(t, "/api/v1/products?limit=2", secret);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("Invalid or revoked API key");
    expect((await withKey(t, "/api/v1/products", "fnx_not-a-real-key-at-all-000000000000000000")).statusCode).toBe(401);
  });

  it("counts calls and errors per day in batches, with last use", async () => {
    const { tokens } = await registerUser(t);
    const { secret, id } = (await call(t, "POST", "/api/v1/users/me/api-keys", tokens.accessToken, { name: "Counter" })).json().data;
    for (let i = 0; i < 3; i++) expect((await withKey(t, "/api/v1/products?limit=1", secret)).statusCode).toBe(200);
    expect((await withKey(t, "/api/v1/products/99999999", secret)).statusCode).toBe(404);
    expect((await withKey(t, "/api/v1/users/me", secret)).statusCode).toBe(403);
    // Not written per request: nothing in the table until the recorder flushes.
    const before = await t.db.orm.execute(sql`select coalesce(sum(calls), 0)::int as calls from api_key_usage where key_id = ${id}`);
    expect(JSON.stringify(before)).toContain('"calls":0');

    const stats = await call(t, "GET", "/api/v1/users/me/api-keys/stats?days=7", tokens.accessToken);
    expect(stats.statusCode, stats.body).toBe(200);
    const entry = stats.json().data.keys.find((k: { id: string }) => k.id === id);
    expect(entry).toMatchObject({ name: "Counter", calls: 5, errors: 2, lastUsedAt: expect.any(String) });
    expect(entry.daily).toHaveLength(7);
    expect(entry.daily.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), calls: 5, errors: 2 });
    const listed = (await call(t, "GET", "/api/v1/users/me/api-keys", tokens.accessToken)).json().data.items[0];
    expect(listed).toMatchObject({ calls: 5, errors: 2, lastUsedAt: expect.any(String) });
  });
});
