import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, memberships } from "../../server/db/schema";
import { TEST_API_KEY, useTestApp } from "./helpers/app";
import { asOperator, bearer, call, freeSuppliers, operator } from "./helpers/admin";
import { registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const ADMIN_ROUTES: [string, string][] = [
  ["GET", "/api/v1/admin/companies"],
  ["POST", "/api/v1/admin/companies"],
  ["GET", "/api/v1/admin/companies/00000000-0000-4000-8000-000000000000"],
  ["PUT", "/api/v1/admin/companies/00000000-0000-4000-8000-000000000000"],
  ["DELETE", "/api/v1/admin/companies/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/v1/admin/supplier-claims"],
  ["POST", "/api/v1/admin/supplier-claims/00000000-0000-4000-8000-000000000000/approve"],
  ["POST", "/api/v1/admin/supplier-claims/00000000-0000-4000-8000-000000000000/refuse"],
  ["GET", "/api/v1/admin/api-keys"],
  ["GET", "/api/v1/admin/api-keys/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/v1/admin/api-keys/audit"],
  ["GET", "/api/v1/admin/api-keys/endpoints"],
  ["GET", "/api/v1/admin/api-keys/usage"],
  ["GET", "/api/v1/admin/invitations"],
  ["DELETE", "/api/v1/admin/invitations/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/v1/admin/audit"],
];

describe.each(testDatabases)("admin: companies on $name", (database) => {
  const t = useTestApp(database, { PUBLIC_URL: "https://fenix.example" }, { market: true });

  it("lets only a super_admin in: 401 anonymous, 403 with a stable code for every other credential", async () => {
    const admin = bearer((await signIn(t, "admin@nordvik.example")).accessToken);
    const user = bearer((await signIn(t, "user@nordvik.example")).accessToken);
    const key = (await asOperator<{ secret: string }>(t, admin, "POST", "/api/v1/users/me/api-keys", { name: "admin matrix" })).secret;
    const op = await operator(t);
    for (const [method, url] of ADMIN_ROUTES) {
      const body =
        url.endsWith("/companies") && method === "POST" ? { name: "Probe AB" } : method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call(t, method as "GET", url, {}, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [who, headers, code] of [
        ["company_admin", admin, "ADMIN_ONLY"],
        ["company_user", user, "ADMIN_ONLY"],
        ["app key", { "x-api-key": TEST_API_KEY }, "ADMIN_ONLY"],
        ["personal key", { "x-api-key": key }, "API_KEY_NOT_ALLOWED"],
      ] as const) {
        const res = await call(t, method as "GET", url, headers, body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
        expect(res.json().code, `${method} ${url} as ${who}`).toBe(code);
      }
      const res = await call(t, method as "GET", url, op, body);
      expect([200, 201, 400, 404], `${method} ${url} as operator: ${res.body}`).toContain(res.statusCode);
    }
  });

  it("creates, lists with filters, edits name, suppliers and plan, and audits each change", async () => {
    const op = await operator(t);
    const [supplier] = await freeSuppliers(t);
    const created = await asOperator<{ id: string; name: string; status: string; plan: string | null }>(
      t,
      op,
      "POST",
      "/api/v1/admin/companies",
      {
        name: "Operatörens Vin AB",
        plan: "basic",
      },
    );
    expect(created).toMatchObject({ name: "Operatörens Vin AB", status: "active", plan: "basic", members: 0, suppliers: [] });

    const unknown = await call(t, "PUT", `/api/v1/admin/companies/${created.id}`, op, { suppliers: ["No Such Supplier AB"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("UNKNOWN_SUPPLIER");

    const edited = await asOperator<{ name: string; suppliers: string[]; products: number; plan: string }>(
      t,
      op,
      "PUT",
      `/api/v1/admin/companies/${created.id}`,
      { name: "Operatörens Vin", suppliers: [supplier!.name], plan: "professional" },
    );
    expect(edited).toMatchObject({ name: "Operatörens Vin", suppliers: [supplier!.name], plan: "professional" });
    expect(edited.products).toBeGreaterThan(0);

    const page = await asOperator<{ items: { id: string }[]; pagination: { total: number } }>(
      t,
      op,
      "GET",
      "/api/v1/admin/companies?search=Operat",
    );
    expect(page.items.map((c) => c.id)).toEqual([created.id]);
    const suspendedOnly = await asOperator<{ items: unknown[] }>(t, op, "GET", "/api/v1/admin/companies?status=suspended&search=Operat");
    expect(suspendedOnly.items).toEqual([]);

    const actions = (await t.db.orm.select().from(auditLog).where(eq(auditLog.companyId, created.id))).map((row) => row.action);
    expect(actions).toEqual(["company.created", "company.updated"]);
  });

  it("deletes an empty company, refuses one with members unless cascade names it, and then removes everything", async () => {
    const op = await operator(t);
    const empty = await asOperator<{ id: string }>(t, op, "POST", "/api/v1/admin/companies", { name: "Tom AB" });
    expect((await call(t, "DELETE", `/api/v1/admin/companies/${empty.id}`, op)).statusCode).toBe(200);
    expect((await call(t, "GET", `/api/v1/admin/companies/${empty.id}`, op)).statusCode).toBe(404);

    const owner = await registerUser(t);
    const companyId = owner.user.companyId as string;
    const refused = await call(t, "DELETE", `/api/v1/admin/companies/${companyId}`, op);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "COMPANY_NOT_EMPTY", message: expect.stringContaining("1 members") });
    const wrongName = await call(t, "DELETE", `/api/v1/admin/companies/${companyId}?cascade=true&confirmName=Wrong`, op);
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().code).toBe("CASCADE_CONFIRMATION_MISMATCH");
    expect(await t.db.orm.select().from(companies).where(eq(companies.id, companyId))).toHaveLength(1);

    const [company] = await t.db.orm.select().from(companies).where(eq(companies.id, companyId));
    const cascade = await call(
      t,
      "DELETE",
      `/api/v1/admin/companies/${companyId}?cascade=true&confirmName=${encodeURIComponent(company!.name)}`,
      op,
    );
    expect(cascade.statusCode, cascade.body).toBe(200);
    expect(await t.db.orm.select().from(companies).where(eq(companies.id, companyId))).toEqual([]);
    expect(await t.db.orm.select().from(memberships).where(eq(memberships.companyId, companyId))).toEqual([]);
    const [deleted] = await t.db.orm.select().from(auditLog).where(eq(auditLog.action, "company.deleted")).orderBy(auditLog.id);
    expect(deleted).toBeDefined();
  });

  it("refuses a suspended company's members at sign-in and on their next request, and lets them in again once reactivated", async () => {
    const op = await operator(t);
    const member = await registerUser(t);
    const companyId = member.user.companyId as string;
    const headers = bearer(member.tokens.accessToken);
    const key = (await asOperator<{ secret: string }>(t, headers, "POST", "/api/v1/users/me/api-keys", { name: "suspension" })).secret;
    expect((await call(t, "GET", "/api/v1/auth/me", headers)).statusCode).toBe(200);

    const suspended = await asOperator<{ status: string }>(t, op, "PUT", `/api/v1/admin/companies/${companyId}`, { status: "suspended" });
    expect(suspended.status).toBe("suspended");
    for (const res of [
      await call(t, "GET", "/api/v1/auth/me", headers),
      await call(t, "GET", "/api/v1/products?limit=1", headers),
      await call(t, "GET", "/api/v1/products?limit=1", { "x-api-key": key }),
      await call(t, "POST", "/api/v1/auth/login", {}, { email: member.email, password: member.password }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: "COMPANY_SUSPENDED", message: expect.stringContaining("suspended") });
    }
    // A wrong password still says only that: the suspension is told to those who know the password.
    expect((await call(t, "POST", "/api/v1/auth/login", {}, { email: member.email, password: "not the password at all" })).statusCode).toBe(
      401,
    );
    // The operator is never locked out by a company's status.
    expect((await call(t, "GET", "/api/v1/admin/companies", op)).statusCode).toBe(200);

    await asOperator(t, op, "PUT", `/api/v1/admin/companies/${companyId}`, { status: "active" });
    expect((await call(t, "GET", "/api/v1/auth/me", headers)).statusCode).toBe(200);
    expect((await call(t, "POST", "/api/v1/auth/login", {}, { email: member.email, password: member.password })).statusCode).toBe(200);
    const actions = (await t.db.orm.select().from(auditLog).where(eq(auditLog.companyId, companyId))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["company.suspended", "company.reactivated"]));
  });
});
