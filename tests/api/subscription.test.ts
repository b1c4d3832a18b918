import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../server/db/rows";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

function call(t: TestApp, token: string | undefined, method: "GET" | "PUT" | "POST" | "DELETE", path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/subscription${path}`,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

describe.each(testDatabases)("subscription, modules and credits on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("a new company has no plan, no modules, no credits; plans and packages are on offer", async () => {
    const { tokens } = await registerUser(t);
    const token = tokens.accessToken;
    const current = await call(t, token, "GET", "/current");
    expect(current.statusCode).toBe(404);
    expect(current.json().message).toBe("Your company has no subscription");
    expect((await call(t, token, "GET", "/modules")).json().data.modules).toEqual([]);
    expect((await call(t, token, "GET", "/credits/balance")).json().data.balance).toBe(0);
    expect((await call(t, token, "GET", "/credits/transactions")).json().data.transactions).toEqual([]);
    const plans = (await call(t, token, "GET", "/plans")).json().data.plans;
    expect(plans.map((p: { tier: string }) => p.tier)).toEqual(["basic", "professional", "enterprise"]);
    // A plan sells what it adds (modules, support), never the pages every company opens without one.
    const open = ["dashboard", "products", "stores", "analysis", "comparison", "rankings", "artdisk"];
    for (const plan of plans as { features: string[] }[]) expect(plan.features.filter((f) => open.includes(f))).toEqual([]);
    expect(plans.map((p: { includedModules: string[] }) => p.includedModules)).toEqual([
      [],
      ["store-optimization", "api-access"],
      ["weekly-rankings", "store-optimization", "api-access", "data-upload"],
    ]);
    expect((await call(t, token, "GET", "/credits/packages")).json().data.packages).toHaveLength(3);
    expect((await call(t, token, "GET", "/modules/available")).json().data.modules).toHaveLength(4);
  });

  it("chooses, changes, cancels and resumes a plan; a cancelled plan runs to the end of its period", async () => {
    const token = (await registerUser(t)).tokens.accessToken;
    const chosen = await call(t, token, "PUT", "/current", { tier: "basic", billingPeriod: "monthly" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const first = chosen.json().data.subscription;
    expect(first).toMatchObject({
      tier: "basic",
      billingPeriod: "monthly",
      status: "active",
      price: 1990,
      currency: "SEK",
      cancelAtPeriodEnd: false,
    });
    const days = (Date.parse(first.currentPeriodEnd) - Date.parse(first.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    // A change of tier keeps the period; a change of billing period starts a new one.
    const upgraded = (await call(t, token, "PUT", "/current", { tier: "professional", billingPeriod: "monthly" })).json().data.subscription;
    expect(upgraded).toMatchObject({ tier: "professional", price: 4990, currentPeriodEnd: first.currentPeriodEnd });
    const yearly = (await call(t, token, "PUT", "/current", { tier: "professional", billingPeriod: "yearly" })).json().data.subscription;
    expect(yearly.price).toBe(49900);
    expect(Date.parse(yearly.currentPeriodEnd) - Date.parse(yearly.currentPeriodStart)).toBeGreaterThan(364 * 86_400_000);

    const cancelled = await call(t, token, "POST", "/cancel", { reason: "Too expensive" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.subscription).toMatchObject({
      status: "cancelling",
      cancelAtPeriodEnd: true,
      cancelReason: "Too expensive",
    });
    expect((await call(t, token, "GET", "/current")).json().data.subscription.status).toBe("cancelling");
    expect((await call(t, token, "POST", "/cancel", {})).statusCode).toBe(409);

    const resumed = (await call(t, token, "PUT", "/current", { tier: "professional", billingPeriod: "yearly" })).json().data.subscription;
    expect(resumed).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
      cancelReason: null,
      currentPeriodEnd: yearly.currentPeriodEnd,
    });
  });

  it("refuses a bad plan, a member who is not an admin, and a caller without a session", async () => {
    const admin = (await registerUser(t)).tokens.accessToken;
    const badTier = await call(t, admin, "PUT", "/current", { tier: "platinum", billingPeriod: "monthly" });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().message).toMatch(/tier/);
    expect((await call(t, admin, "PUT", "/current", { tier: "basic", billingPeriod: "weekly" })).statusCode).toBe(400);
    expect((await call(t, admin, "PUT", "/current", { tier: "basic", billingPeriod: "monthly", discount: 50 })).statusCode).toBe(400);
    const member = (await signIn(t, "user@nordvik.example")).accessToken;
    const refused = await call(t, member, "PUT", "/current", { tier: "basic", billingPeriod: "monthly" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You need company_admin privileges to do this");
    expect((await call(t, member, "POST", "/credits/purchase", { packageId: "credits-100", paymentMethodId: "default" })).statusCode).toBe(
      403,
    );
    expect((await call(t, undefined, "GET", "/current")).statusCode).toBe(401);
    const operator = (await signIn(t, "operator@fenix.example")).accessToken;
    expect((await call(t, operator, "GET", "/current")).json().message).toBe("You do not belong to an organisation");
  });

  it("shows the demo company's plan, module and credits to its members", async () => {
    const member = (await signIn(t, "user@nordvik.example")).accessToken;
    expect((await call(t, member, "GET", "/current")).json().data.subscription).toMatchObject({ tier: "professional", status: "active" });
    expect((await call(t, member, "GET", "/modules")).json().data.modules.map((m: { type: string }) => m.type)).toEqual([
      "weekly-rankings",
    ]);
    // Professional includes store optimisation and API access: neither is offered, nor sold, on top.
    const available = (await call(t, member, "GET", "/modules/available")).json().data.modules.map((m: { type: string }) => m.type);
    expect(available).toEqual(["data-upload"]);
    const admin = (await signIn(t, "admin@nordvik.example")).accessToken;
    const included = await call(t, admin, "POST", "/modules", { type: "api-access", billingPeriod: "monthly" });
    expect(included.statusCode).toBe(409);
    expect(included.json().code).toBe("MODULE_INCLUDED_IN_PLAN");
    expect((await call(t, member, "GET", "/modules")).json().data.modules).toHaveLength(1);
    // 480 seeded, and Professional's 100 monthly credits for this month, granted as the balance is read.
    expect((await call(t, member, "GET", "/credits/balance")).json().data.balance).toBe(580);
    const history = (await call(t, member, "GET", "/credits/transactions")).json().data.transactions;
    expect(history.map((row: { amount: number; kind: string }) => [row.kind, row.amount])).toEqual([
      ["grant", 100],
      ["consume", -20],
      ["purchase", 500],
    ]);
  });

  it("adds a module only to a plan, cancels it to the end of its period and takes it back", async () => {
    const token = (await registerUser(t)).tokens.accessToken;
    const early = await call(t, token, "POST", "/modules", { type: "api-access", billingPeriod: "monthly" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Choose a plan before adding modules");
    await call(t, token, "PUT", "/current", { tier: "basic", billingPeriod: "monthly" });

    const bought = await call(t, token, "POST", "/modules", { type: "api-access", billingPeriod: "monthly" });
    expect(bought.statusCode, bought.body).toBe(201);
    const module = bought.json().data.module;
    expect(module).toMatchObject({ type: "api-access", status: "active", price: 1990, activeUntil: null });
    expect((await call(t, token, "POST", "/modules", { type: "api-access", billingPeriod: "monthly" })).statusCode).toBe(409);
    const available = (await call(t, token, "GET", "/modules/available")).json().data.modules.map((m: { type: string }) => m.type);
    expect(available).not.toContain("api-access");

    const cancelled = await call(t, token, "DELETE", `/modules/${module.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.module).toMatchObject({ status: "cancelling", activeUntil: module.currentPeriodEnd });
    expect((await call(t, token, "GET", "/modules")).json().data.modules).toHaveLength(1);
    expect((await call(t, token, "DELETE", `/modules/${module.id}`)).statusCode).toBe(409);

    const again = await call(t, token, "POST", "/modules", { type: "api-access", billingPeriod: "monthly" });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.module).toMatchObject({ id: module.id, status: "active", activeUntil: null });

    // Another company's module is not found.
    const other = (await registerUser(t)).tokens.accessToken;
    expect((await call(t, other, "DELETE", `/modules/${module.id}`)).statusCode).toBe(404);
    expect((await call(t, other, "DELETE", "/modules/not-a-uuid")).statusCode).toBe(400);
  });

  it("says to any member which modules the company has, by plan and by purchase (an operator is never gated)", async () => {
    const member = (await signIn(t, "user@nordvik.example")).accessToken;
    // Nordvik: Professional (store optimisation, API access) and the weekly rankings bought on top.
    expect((await call(t, member, "GET", "/access")).json().data).toEqual({
      plan: "professional",
      modules: ["weekly-rankings", "store-optimization", "api-access"],
    });
    const fresh = (await registerUser(t)).tokens.accessToken;
    expect((await call(t, fresh, "GET", "/access")).json().data).toEqual({ plan: null, modules: [] });
    const operator = (await signIn(t, "operator@fenix.example")).accessToken;
    expect((await call(t, operator, "GET", "/access")).json().data.modules).toEqual([
      "weekly-rankings",
      "store-optimization",
      "api-access",
      "data-upload",
    ]);
    expect((await call(t, undefined, "GET", "/access")).statusCode).toBe(401);
  });

  it("chooses a plan and the module a gate asked for in one step: both invoiced, or neither", async () => {
    const registered = await registerUser(t);
    const token = registered.tokens.accessToken;
    // Professional includes API access: asking for it on top refuses the whole step, the plan too.
    const included = await call(t, token, "PUT", "/current", { tier: "professional", billingPeriod: "monthly", modules: ["api-access"] });
    expect(included.statusCode).toBe(409);
    expect(included.json().code).toBe("MODULE_INCLUDED_IN_PLAN");
    expect((await call(t, token, "GET", "/current")).statusCode).toBe(404);
    expect((await call(t, token, "GET", "/invoices")).json().data.invoices).toEqual([]);
    expect((await call(t, token, "PUT", "/current", { tier: "basic", billingPeriod: "monthly", modules: ["nope"] })).statusCode).toBe(400);

    const chosen = await call(t, token, "PUT", "/current", { tier: "basic", billingPeriod: "yearly", modules: ["weekly-rankings"] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.subscription).toMatchObject({ tier: "basic", billingPeriod: "yearly" });
    expect((await call(t, token, "GET", "/modules")).json().data.modules).toMatchObject([
      { type: "weekly-rankings", billingPeriod: "yearly", price: 9900, status: "active" },
    ]);
    expect((await call(t, token, "GET", "/access")).json().data).toEqual({ plan: "basic", modules: ["weekly-rankings"] });
    const invoices = (await call(t, token, "GET", "/invoices")).json().data.invoices as { total: number }[];
    // The plan's year and the module's year, each with VAT: 19,900 and 9,900 kr before it.
    expect(invoices.map((invoice) => invoice.total).sort((a, b) => a - b)).toEqual([9900 * 1.25, 19900 * 1.25]);

    // A module bought on top of the running plan (the plan chosen again) changes the plan in nothing.
    const more = await call(t, token, "PUT", "/current", { tier: "basic", billingPeriod: "yearly", modules: ["data-upload"] });
    expect(more.statusCode, more.body).toBe(200);
    expect((await call(t, token, "GET", "/invoices")).json().data.invoices).toHaveLength(3);
    const logged = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where company_id = ${registered.user.companyId} and action like 'subscription.%' order by at, id`,
    );
    expect(logged.map((row) => row.action)).toEqual([
      "subscription.plan_changed",
      "subscription.module_added",
      "subscription.module_added",
    ]);
  });

  it("buys credits, prices an operation, spends them, and refuses to overspend without writing anything", async () => {
    const token = (await registerUser(t)).tokens.accessToken;
    const bought = await call(t, token, "POST", "/credits/purchase", { packageId: "credits-100", paymentMethodId: "default" });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().data).toMatchObject({
      balance: 100,
      transaction: { kind: "purchase", amount: 100, balanceAfter: 100, packageId: "credits-100" },
    });
    expect((await call(t, token, "POST", "/credits/purchase", { packageId: "credits-100", paymentMethodId: "card" })).statusCode).toBe(400);

    const price = await call(t, token, "POST", "/credits/calculate", { service: "reports", operation: "market" });
    expect(price.json().data).toEqual({ service: "reports", operation: "market", cost: 10, balance: 100, sufficient: true });
    expect((await call(t, token, "POST", "/credits/calculate", { service: "reports", operation: "horoscope" })).json().message).toBe(
      "Unknown operation reports/horoscope",
    );

    const spent = await call(t, token, "POST", "/credits/consume", { service: "export", operation: "products-csv", quantity: 3 });
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json().data.balance).toBe(97);

    const refused = await call(t, token, "POST", "/credits/consume", { service: "reports", operation: "market", quantity: 10 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe("Insufficient credits: 97 available, 100 needed");
    expect((await call(t, token, "GET", "/credits/balance")).json().data.balance).toBe(97);
    const history = (await call(t, token, "GET", "/credits/transactions")).json().data.transactions;
    expect(history.map((row: { amount: number }) => row.amount)).toEqual([-3, 100]);
  });

  it("lets only one of two simultaneous spends take the last credits", async () => {
    const token = (await registerUser(t)).tokens.accessToken;
    await call(t, token, "POST", "/credits/purchase", { packageId: "credits-100", paymentMethodId: "default" });
    const spend = () => call(t, token, "POST", "/credits/consume", { service: "reports", operation: "market", quantity: 6 });
    const answers = await Promise.all([spend(), spend()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    expect((await call(t, token, "GET", "/credits/balance")).json().data.balance).toBe(40);
    const history = (await call(t, token, "GET", "/credits/transactions")).json().data.transactions;
    expect(history.map((row: { amount: number; balanceAfter: number }) => [row.amount, row.balanceAfter])).toEqual([
      [-60, 40],
      [100, 100],
    ]);
  });

  it("pages the credit transactions by cursor, newest first, and a new one does not shift the next page", async () => {
    const token = (await registerUser(t)).tokens.accessToken;
    await call(t, token, "POST", "/credits/purchase", { packageId: "credits-100", paymentMethodId: "default" });
    for (let n = 1; n <= 4; n++)
      await call(t, token, "POST", "/credits/consume", { service: "export", operation: "products-csv", quantity: n });
    const all = (await call(t, token, "GET", "/credits/transactions")).json().data;
    expect(all.transactions.map((row: { amount: number }) => row.amount)).toEqual([-4, -3, -2, -1, 100]);
    expect(all.pagination).toEqual({ total: 5, hasMore: false, nextCursor: null });

    const first = (await call(t, token, "GET", "/credits/transactions?limit=2")).json().data;
    expect(first.transactions.map((row: { amount: number }) => row.amount)).toEqual([-4, -3]);
    expect(first.pagination).toMatchObject({ total: 5, hasMore: true });
    // Spent while the client pages: it is on the first page from now on, not repeated on the second.
    await call(t, token, "POST", "/credits/consume", { service: "export", operation: "products-csv", quantity: 5 });
    const second = (await call(t, token, "GET", `/credits/transactions?limit=2&cursor=${first.pagination.nextCursor}`)).json().data;
    expect(second.transactions.map((row: { amount: number }) => row.amount)).toEqual([-2, -1]);
    const third = (await call(t, token, "GET", `/credits/transactions?limit=2&cursor=${second.pagination.nextCursor}`)).json().data;
    expect(third.transactions.map((row: { amount: number }) => row.amount)).toEqual([100]);
    expect(third.pagination).toMatchObject({ hasMore: false, nextCursor: null });

    const foreign = await call(t, token, "GET", "/credits/transactions?cursor=bm90LW91cnM");
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe("INVALID_CURSOR");
  });
});
