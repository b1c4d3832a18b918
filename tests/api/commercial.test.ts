/** Issue 19: the credit ledger under concurrency and idempotency keys, invoices, module gating and the editable catalogue. */
import { and, eq, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, creditBalances, creditTransactions } from "../../server/db/schema";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

type Method = "GET" | "PUT" | "POST" | "DELETE";

function call(t: TestApp, token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

const sub = "/api/v1/subscription";

async function newCompanyAdmin(t: TestApp) {
  const { tokens } = await registerUser(t);
  return tokens.accessToken;
}

async function companyOf(t: TestApp, token: string): Promise<string> {
  const companyId = (await call(t, token, "GET", "/api/v1/users/me")).json().data.companyId;
  expect(companyId).toMatch(/^[0-9a-f-]{36}$/);
  return companyId;
}

/** A company's balance and the sum of its ledger's entries, read from the tables. */
async function ledger(t: TestApp, token: string) {
  const companyId = await companyOf(t, token);
  const [balance] = await t.db.orm.select().from(creditBalances).where(eq(creditBalances.companyId, companyId));
  const [entries] = await t.db.orm
    .select({ total: sum(creditTransactions.amount) })
    .from(creditTransactions)
    .where(eq(creditTransactions.companyId, companyId));
  return { balance: balance?.balance ?? 0, entries: Number(entries?.total ?? 0) };
}

describe.each(testDatabases)("plans, modules, invoices and credits on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("50 parallel spends of 1 against a balance of 10: exactly 10 succeed, the balance never goes negative, entries sum to it", async () => {
    const token = await newCompanyAdmin(t);
    await call(t, token, "POST", `${sub}/credits/purchase`, { packageId: "credits-100", paymentMethodId: "default" });
    const down = await call(t, token, "POST", `${sub}/credits/consume`, { service: "export", operation: "products-csv", quantity: 90 });
    expect(down.json().data.balance).toBe(10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, token, "POST", `${sub}/credits/consume`, { service: "export", operation: "products-csv" })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(40);
    const balances = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.balance as number);
    expect([...balances].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await ledger(t, token)).toEqual({ balance: 0, entries: 0 });
  });

  it("a repeated Idempotency-Key returns the first answer and spends or buys once; a key reused for another request is 409", async () => {
    const token = await newCompanyAdmin(t);
    const buy = () =>
      call(
        t,
        token,
        "POST",
        `${sub}/credits/purchase`,
        { packageId: "credits-100", paymentMethodId: "default" },
        { "idempotency-key": "buy-1" },
      );
    const [first, second] = [await buy(), await buy()];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect((await call(t, token, "GET", `${sub}/invoices`)).json().data.invoices).toHaveLength(1);

    const spend = (quantity: number, key: string) =>
      call(
        t,
        token,
        "POST",
        `${sub}/credits/consume`,
        { service: "export", operation: "products-csv", quantity },
        { "idempotency-key": key },
      );
    const racing = await Promise.all(Array.from({ length: 5 }, () => spend(30, "spend-1")));
    expect(new Set(racing.map((answer) => answer.body)).size).toBe(1);
    expect(racing[0]!.json().data.balance).toBe(70);
    expect((await spend(30, "spend-1")).json().data.balance).toBe(70);
    // A refusal is an answer too: the same key gets the same 402 even after credits arrive.
    const refused = await spend(500, "spend-2");
    expect(refused.statusCode).toBe(402);
    await call(t, token, "POST", `${sub}/credits/purchase`, { packageId: "credits-500", paymentMethodId: "default" });
    expect((await spend(500, "spend-2")).statusCode).toBe(402);
    const reused = await spend(1, "spend-1");
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await ledger(t, token)).toEqual({ balance: 570, entries: 570 });
  });

  it("each purchase is invoiced: lines, VAT 25 %, due in 30 days, numbered in sequence, downloadable; another company's is not found", async () => {
    const token = await newCompanyAdmin(t);
    await call(t, token, "PUT", `${sub}/current`, { tier: "basic", billingPeriod: "yearly" });
    await call(t, token, "POST", `${sub}/modules`, { type: "data-upload", billingPeriod: "monthly" });
    await call(t, token, "POST", `${sub}/credits/purchase`, { packageId: "credits-500", paymentMethodId: "default" });
    // Taking back nothing, choosing the same plan again: no new invoice.
    await call(t, token, "PUT", `${sub}/current`, { tier: "basic", billingPeriod: "yearly" });
    const invoices = (await call(t, token, "GET", `${sub}/invoices`)).json().data.invoices;
    expect(invoices).toHaveLength(3);
    const [credits, module, plan] = invoices;
    expect(plan).toMatchObject({
      subtotal: 19900,
      vatRate: 0.25,
      vat: 4975,
      total: 24875,
      currency: "SEK",
      status: "open",
      provider: "invoice",
    });
    expect(plan.lines).toEqual([
      expect.objectContaining({ itemKind: "plan", itemId: "basic", period: "yearly", quantity: 1, unitPrice: 19900, amount: 19900 }),
    ]);
    expect(module.lines[0]).toMatchObject({ itemKind: "module", itemId: "data-upload", amount: 790 });
    expect(credits).toMatchObject({ subtotal: 2250, vat: 563, total: 2813 });
    expect([module.number - plan.number, credits.number - module.number]).toEqual([1, 1]);
    expect(Date.parse(plan.dueAt) - Date.parse(plan.issuedAt)).toBe(30 * 86_400_000);

    const one = await call(t, token, "GET", `${sub}/invoices/${plan.id}`);
    expect(one.json().data.invoice).toEqual(plan);
    const document = await call(t, token, "GET", `${sub}/invoices/${plan.id}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toMatch(/^text\/html/);
    expect(document.headers["content-disposition"]).toBe(`attachment; filename="fenix-invoice-${plan.number}.html"`);
    expect(document.body).toContain("24");
    expect(document.body).toContain("Moms / VAT 25 %");

    const other = await newCompanyAdmin(t);
    expect((await call(t, other, "GET", `${sub}/invoices/${plan.id}`)).statusCode).toBe(404);
    expect((await call(t, other, "GET", `${sub}/invoices/${plan.id}/document`)).statusCode).toBe(404);
    expect((await call(t, other, "GET", `${sub}/invoices`)).json().data.invoices).toEqual([]);
  });

  it("a company without the module gets 403 MODULE_REQUIRED naming it, buys the module and gets 200; super_admin is never gated", async () => {
    // Bryggarhuset (seeded without a plan) sells products, so its optimisation has something to show.
    const token = (await signIn(t, "admin@bryggarhuset.example")).accessToken;
    const companyId = await companyOf(t, token);
    const optimisation = () => call(t, token, "GET", `/api/v1/rankings/store-optimization?companyId=${companyId}`);
    const refused = await optimisation();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, code: "MODULE_REQUIRED", module: "store-optimization" });
    expect(refused.json().message).toMatch(/Store optimisation/);
    const exportRefused = await call(t, token, "GET", "/api/v1/artdisk/export");
    expect(exportRefused.json()).toMatchObject({ code: "MODULE_REQUIRED", module: "api-access" });
    const upload = (purpose: string, module?: string) =>
      call(t, token, "POST", "/api/v1/uploads/request", { filename: "w.csv", contentType: "text/csv", size: 20, purpose, module });
    expect((await upload("weekly-ranking")).json()).toMatchObject({ code: "MODULE_REQUIRED", module: "weekly-rankings" });
    // Module data needs the module it is for; without a module named it is refused for that, before any gate.
    expect((await upload("module-data", "data-upload")).json()).toMatchObject({ code: "MODULE_REQUIRED", module: "data-upload" });
    expect((await upload("module-data")).json().code).toBe("UPLOAD_MODULE_REQUIRED");

    // Basic includes no module; buying api-access opens the exports (200), not store optimisation.
    await call(t, token, "PUT", `${sub}/current`, { tier: "basic", billingPeriod: "monthly" });
    expect((await call(t, token, "GET", "/api/v1/artdisk/export")).statusCode).toBe(403);
    expect((await call(t, token, "POST", `${sub}/modules`, { type: "api-access", billingPeriod: "monthly" })).statusCode).toBe(201);
    const exported = await call(t, token, "GET", "/api/v1/artdisk/export");
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^text\/csv/);
    expect((await optimisation()).statusCode).toBe(403);
    // Buying store-optimization lets the call through to the rankings (this database has no month to rank: their own 404).
    expect((await call(t, token, "POST", `${sub}/modules`, { type: "store-optimization", billingPeriod: "monthly" })).statusCode).toBe(201);
    expect((await optimisation()).json().code).toBe("RANKING_NO_DATA");
    // Professional includes store optimisation and the exports, not the weekly import.
    await call(t, token, "PUT", `${sub}/current`, { tier: "professional", billingPeriod: "monthly" });
    expect((await upload("weekly-ranking")).statusCode).toBe(403);
    expect((await call(t, token, "POST", `${sub}/modules`, { type: "weekly-rankings", billingPeriod: "monthly" })).statusCode).toBe(201);
    expect((await upload("weekly-ranking")).statusCode).toBe(201);

    const operator = (await signIn(t, "operator@fenix.example")).accessToken;
    expect((await call(t, operator, "GET", "/api/v1/artdisk/export")).statusCode).toBe(200);
    // The demo company's Professional plan and weekly-rankings module open every gated feature.
    const nordvik = (await signIn(t, "user@nordvik.example")).accessToken;
    expect((await call(t, nordvik, "GET", "/api/v1/artdisk/export")).statusCode).toBe(200);
    const nordvikCompany = await companyOf(t, nordvik);
    expect((await call(t, nordvik, "GET", `/api/v1/rankings/store-optimization?companyId=${nordvikCompany}`)).json().code).not.toBe(
      "MODULE_REQUIRED",
    );
  });

  it("super_admin edits a plan's and a module's prices (audited); the offer shows them; nobody else may", async () => {
    const operator = (await signIn(t, "operator@fenix.example")).accessToken;
    const plans = (await call(t, operator, "GET", "/api/v1/admin/plans")).json().data.plans;
    expect(plans.map((plan: { tier: string }) => plan.tier)).toEqual(["basic", "professional", "enterprise"]);
    expect(plans[1]).toMatchObject({ monthlyPrice: 4990, yearlyPrice: 49900, includedModules: ["store-optimization", "api-access"] });
    const body = { monthlyPrice: 2490, yearlyPrice: 24900, userLimit: 5, includedModules: ["data-upload"], monthlyCredits: 50 };
    const edited = await call(t, operator, "PUT", "/api/v1/admin/plans/basic", body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.plan).toMatchObject({ tier: "basic", ...body });
    const admin = await newCompanyAdmin(t);
    const offer = (await call(t, admin, "GET", `${sub}/plans`)).json().data.plans[0];
    expect(offer).toMatchObject({ tier: "basic", monthlyPrice: 2490, includedModules: ["data-upload"], monthlyCredits: 50 });
    expect(
      (await call(t, admin, "PUT", `${sub}/current`, { tier: "basic", billingPeriod: "monthly" })).json().data.subscription.price,
    ).toBe(2490);

    const moduleEdit = await call(t, operator, "PUT", "/api/v1/admin/modules/api-access", { monthlyPrice: 2990, yearlyPrice: 29900 });
    expect(moduleEdit.json().data.module).toMatchObject({ type: "api-access", monthlyPrice: 2990 });
    const available = (await call(t, admin, "GET", `${sub}/modules/available`)).json().data.modules;
    expect(available.find((kind: { type: string }) => kind.type === "api-access")).toMatchObject({
      monthlyPrice: 2990,
      gives: ["exports"],
    });

    const audited = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalogue.plan_updated"), eq(auditLog.objectId, "basic")));
    expect(audited).toHaveLength(1);

    expect((await call(t, operator, "PUT", "/api/v1/admin/plans/basic", { ...body, monthlyPrice: -1 })).statusCode).toBe(400);
    expect((await call(t, operator, "PUT", "/api/v1/admin/plans/platinum", body)).statusCode).toBe(400);
    expect((await call(t, operator, "PUT", "/api/v1/admin/plans/basic", { ...body, includedModules: ["teleport"] })).statusCode).toBe(400);
    expect((await call(t, admin, "GET", "/api/v1/admin/plans")).statusCode).toBe(403);
    expect((await call(t, admin, "PUT", "/api/v1/admin/plans/basic", body)).statusCode).toBe(403);
    // Put the catalogue back for the other tests of this database.
    await call(t, operator, "PUT", "/api/v1/admin/plans/basic", {
      monthlyPrice: 1990,
      yearlyPrice: 19900,
      userLimit: 3,
      includedModules: [],
      monthlyCredits: 0,
    });
    await call(t, operator, "PUT", "/api/v1/admin/modules/api-access", { monthlyPrice: 1990, yearlyPrice: 19900 });
  });
});
