import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers/app";
import { asOperator, bearer, call, operator } from "./helpers/admin";
import { registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

interface KeyPage {
  items: { id: string; calls: number; errors: number; owner: { email: string }; company: { id: string } | null }[];
}

describe.each(testDatabases)("admin: keys, invitations and audit across companies on $name", (database) => {
  const t = useTestApp(database, { PUBLIC_URL: "https://fenix.example" }, { market: true });

  it("counts every key's calls per day and per endpoint as they were made", async () => {
    const owner = await registerUser(t);
    const headers = bearer(owner.tokens.accessToken);
    const key = await asOperator<{ id: string; secret: string }>(t, headers, "POST", "/api/v1/users/me/api-keys", { name: "integration" });
    const other = await asOperator<{ id: string; secret: string }>(t, headers, "POST", "/api/v1/users/me/api-keys", { name: "second" });
    const calls: [string, string, number][] = [
      [key.secret, "/api/v1/products?limit=1", 200],
      [key.secret, "/api/v1/products?limit=2", 200],
      [key.secret, "/api/v1/products/categories", 200],
      [key.secret, "/api/v1/products/999999999", 404],
      [other.secret, "/api/v1/products?limit=1", 200],
    ];
    for (const [secret, url, status] of calls) expect((await call(t, "GET", url, { "x-api-key": secret })).statusCode, url).toBe(status);

    const op = await operator(t);
    const endpoints = await asOperator<{ items: { endpoint: string; calls: number; errors: number; keys: number }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/api-keys/endpoints?keyId=${key.id}`,
    );
    expect(endpoints.items).toEqual([
      { endpoint: "GET /api/v1/products", calls: 2, errors: 0, keys: 1 },
      { endpoint: "GET /api/v1/products/categories", calls: 1, errors: 0, keys: 1 },
      { endpoint: "GET /api/v1/products/{id}", calls: 1, errors: 1, keys: 1 },
    ]);
    const all = await asOperator<{ items: { endpoint: string; calls: number; keys: number }[] }>(
      t,
      op,
      "GET",
      "/api/v1/admin/api-keys/endpoints",
    );
    expect(all.items.find((row) => row.endpoint === "GET /api/v1/products")).toMatchObject({ calls: 3, keys: 2 });

    const usage = await asOperator<{ days: { keyId: string; calls: number; errors: number; date: string }[] }>(
      t,
      op,
      "GET",
      "/api/v1/admin/api-keys/usage?days=7",
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.days.filter((d) => d.keyId === key.id)).toEqual([expect.objectContaining({ date: today, calls: 4, errors: 1 })]);
    expect(usage.days.filter((d) => d.keyId === other.id)).toEqual([expect.objectContaining({ date: today, calls: 1, errors: 0 })]);

    const listed = await asOperator<KeyPage>(t, op, "GET", `/api/v1/admin/api-keys?companyId=${owner.user.companyId}`);
    expect(listed.items.map((k) => [k.id, k.calls, k.errors]).sort()).toEqual(
      [
        [key.id, 4, 1],
        [other.id, 1, 0],
      ].sort(),
    );
    expect(await asOperator(t, op, "GET", `/api/v1/admin/api-keys/${key.id}`)).toMatchObject({
      calls: 4,
      errors: 1,
      owner: { email: owner.email },
    });

    const keyAudit = await asOperator<{ items: { action: string; objectId: string }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/api-keys/audit?companyId=${owner.user.companyId}`,
    );
    expect(keyAudit.items.map((e) => e.action)).toEqual(["api_key.created", "api_key.created"]);
  });

  it("lists every company's invitations and cancels one, audited in that company", async () => {
    const nordvik = bearer((await signIn(t, "admin@nordvik.example")).accessToken);
    const other = await registerUser(t);
    const email = `oversight-${Date.now()}@invitee.example.test`;
    const invited = await asOperator<{ id: string }>(t, nordvik, "POST", "/api/v1/organizations/me/members/invite", {
      email,
      role: "company_user",
    });
    await asOperator(t, bearer(other.tokens.accessToken), "POST", "/api/v1/organizations/me/members/invite", {
      email: `b-${email}`,
      role: "company_user",
    });

    const op = await operator(t);
    const page = await asOperator<{ items: { id: string; email: string; company: { name: string }; status: string }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/invitations?search=${encodeURIComponent(email)}`,
    );
    expect(page.items.map((i) => i.email).sort()).toEqual([`b-${email}`, email]);
    expect((await call(t, "DELETE", `/api/v1/admin/invitations/${invited.id}`, op)).statusCode).toBe(200);
    expect((await call(t, "DELETE", `/api/v1/admin/invitations/${invited.id}`, op)).statusCode).toBe(404);
    const cancelled = await asOperator<{ items: { status: string }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/invitations?search=${encodeURIComponent(email)}&status=cancelled`,
    );
    expect(cancelled.items).toHaveLength(1);
    const preview = await call(t, "GET", `/api/v1/organizations/me/invitations`, nordvik);
    expect(preview.json().data.items.map((i: { id: string }) => i.id)).not.toContain(invited.id);
  });

  it("shows the audit log across companies, newest first, paged and filtered by company and action", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await asOperator(t, bearer(a.tokens.accessToken), "PUT", "/api/v1/organizations/me", { name: "Audit A" });
    await asOperator(t, bearer(b.tokens.accessToken), "PUT", "/api/v1/organizations/me", { name: "Audit B" });
    const op = await operator(t);
    const renamed = await asOperator<{ items: { action: string; company: { id: string; name: string } }[]; pagination: { total: number } }>(
      t,
      op,
      "GET",
      "/api/v1/admin/audit?action=organization.renamed&limit=100",
    );
    const companies = renamed.items.map((e) => e.company.name);
    expect(companies.indexOf("Audit B")).toBeLessThan(companies.indexOf("Audit A"));
    expect(companies.indexOf("Audit A")).toBeGreaterThanOrEqual(0);

    const onlyA = await asOperator<{ items: { company: { id: string } }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/audit?companyId=${a.user.companyId}`,
    );
    expect(onlyA.items.length).toBeGreaterThan(0);
    expect(new Set(onlyA.items.map((e) => e.company.id))).toEqual(new Set([a.user.companyId]));

    const first = await asOperator<{ items: { id: number }[]; pagination: { nextCursor: string; total: number } }>(
      t,
      op,
      "GET",
      "/api/v1/admin/audit?limit=2",
    );
    const second = await asOperator<{ items: { id: number }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/audit?limit=2&cursor=${first.pagination.nextCursor}`,
    );
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
  });
});
