/** Issue 19's commercial rules: monthly plan credits, proration on a plan change, VAT, and operators recording payments. */
import { and, eq, sum } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { grantDueMonthlyCredits } from "../../server/commerce/billing/monthly-credits";
import { stockholmDay } from "../../server/core/stockholm-day";
import { MONTHLY_CREDITS_JOB } from "../../server/commerce/billing/monthly-credits-job";
import { auditLog, creditBalances, creditTransactions, jobs } from "../../server/db/schema";
import { bearer, call, operator } from "./helpers/admin";
import { useTestApp, type TestApp } from "./helpers/app";
import { registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const sub = "/api/v1/subscription";
const DAY = 86_400_000;

interface Company {
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

async function newCompany(t: TestApp): Promise<Company> {
  const { email, password, tokens, user } = await registerUser(t);
  return { id: user.companyId as string, email, password, headers: bearer(tokens.accessToken) };
}

/** Moves the server's clock (Date only; timers stay real) and signs in again: the old token has expired. */
async function at(t: TestApp, company: Company, time: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: time });
  company.headers = bearer((await signIn(t, company.email, company.password)).accessToken);
}

const balance = async (t: TestApp, company: Company) =>
  (await call(t, "GET", `${sub}/credits/balance`, company.headers)).json().data.balance;
const invoices = async (t: TestApp, company: Company) => (await call(t, "GET", `${sub}/invoices`, company.headers)).json().data.invoices;

/** The stored balance and the sum of the ledger's entries: always equal. */
async function ledger(t: TestApp, companyId: string) {
  const [row] = await t.db.orm.select().from(creditBalances).where(eq(creditBalances.companyId, companyId));
  const [entries] = await t.db.orm
    .select({ total: sum(creditTransactions.amount) })
    .from(creditTransactions)
    .where(eq(creditTransactions.companyId, companyId));
  return { balance: row?.balance ?? 0, entries: Number(entries?.total ?? 0) };
}

const choose = (t: TestApp, company: Company, tier: string, billingPeriod = "monthly") =>
  call(t, "PUT", `${sub}/current`, company.headers, { tier, billingPeriod });

describe.each(testDatabases)("billing rules on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("grants the plan's monthly credits once per credit month: on subscribing, at each month's start, topped up on an upgrade", async () => {
    const company = await newCompany(t);
    const chosen = (await choose(t, company, "professional")).json().data.subscription;
    expect(await balance(t, company)).toBe(100);
    expect(await balance(t, company)).toBe(100);
    await grantDueMonthlyCredits(t.db.orm, new Date());
    expect(await ledger(t, company.id)).toEqual({ balance: 100, entries: 100 });
    const grants = (await call(t, "GET", `${sub}/credits/transactions`, company.headers)).json().data.transactions;
    expect(grants).toEqual([expect.objectContaining({ kind: "grant", amount: 100, balanceAfter: 100 })]);

    // A minute before the month ends: nothing new; a minute after: the next month's credits, once however many ask.
    const monthEnd = Date.parse(chosen.currentPeriodEnd);
    await at(t, company, monthEnd - 60_000);
    expect(await balance(t, company)).toBe(100);
    await at(t, company, monthEnd + 60_000);
    const reads = await Promise.all(Array.from({ length: 10 }, () => balance(t, company)));
    expect(new Set(reads)).toEqual(new Set([200]));
    await grantDueMonthlyCredits(t.db.orm, new Date());
    expect(await ledger(t, company.id)).toEqual({ balance: 200, entries: 200 });

    // Upgrading mid-month tops the month up to Enterprise's 500; a downgrade and a second upgrade grant nothing more.
    await at(t, company, monthEnd + 10 * DAY);
    expect((await choose(t, company, "enterprise")).statusCode).toBe(200);
    expect(await balance(t, company)).toBe(600);
    await choose(t, company, "basic");
    await choose(t, company, "professional");
    expect(await balance(t, company)).toBe(600);
    expect(await ledger(t, company.id)).toEqual({ balance: 600, entries: 600 });
  });

  it("the worker's round grants what nobody has read yet, and is queued on the durable job queue", async () => {
    const company = await newCompany(t);
    const chosen = (await choose(t, company, "enterprise", "yearly")).json().data.subscription;
    expect(await ledger(t, company.id)).toEqual({ balance: 500, entries: 500 });
    // A yearly plan gets its credits every month too.
    const nextMonth = Date.parse(chosen.currentPeriodStart) + 31 * DAY + 60_000;
    vi.useFakeTimers({ toFake: ["Date"], now: nextMonth });
    expect(await grantDueMonthlyCredits(t.db.orm, new Date())).toBeGreaterThanOrEqual(1);
    expect(await ledger(t, company.id)).toEqual({ balance: 1000, entries: 1000 });
    await grantDueMonthlyCredits(t.db.orm, new Date());
    expect(await ledger(t, company.id)).toEqual({ balance: 1000, entries: 1000 });
    vi.useRealTimers();
    const scheduled = await t.db.orm.select().from(jobs).where(eq(jobs.kind, MONTHLY_CREDITS_JOB));
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
  });

  it("a plan change mid-period credits the unused rest of the old plan on the new invoice; VAT is 25 %", async () => {
    const company = await newCompany(t);
    const start = (await choose(t, company, "professional")).json().data.subscription;
    const [first] = await invoices(t, company);
    expect(first).toMatchObject({
      subtotal: 4990,
      vat: 1248,
      total: 6238,
      vatRate: 0.25,
      status: "open",
      overdue: false,
      issuedBy: "company",
    });

    const [from, to] = [Date.parse(start.currentPeriodStart), Date.parse(start.currentPeriodEnd)];
    const halfway = from + Math.round((to - from) / 2);
    await at(t, company, halfway);
    const rest = (to - halfway) / (to - from);
    const upgraded = (await choose(t, company, "enterprise")).json().data.subscription;
    expect(upgraded.currentPeriodEnd).toBe(start.currentPeriodEnd);
    const [upgrade] = await invoices(t, company);
    const plan = Math.round(11990 * rest);
    const unused = Math.round(4990 * rest);
    expect(upgrade.lines).toEqual([
      expect.objectContaining({ itemKind: "plan", itemId: "enterprise", amount: plan }),
      expect.objectContaining({ itemKind: "proration", itemId: "professional", quantity: 1, unitPrice: -unused, amount: -unused }),
    ]);
    expect(upgrade).toMatchObject({ subtotal: plan - unused, vat: Math.round((plan - unused) * 0.25), status: "open" });
    expect(upgrade.total).toBe(upgrade.subtotal + upgrade.vat);

    // A downgrade whose credit exceeds the new plan leaves nothing to pay: settled at once.
    const [downgrade] = await (async () => {
      await choose(t, company, "basic");
      return invoices(t, company);
    })();
    expect(downgrade.total).toBeLessThan(0);
    expect(downgrade).toMatchObject({ status: "paid", overdue: false });
    expect(downgrade.lines[1]).toMatchObject({ itemKind: "proration", itemId: "enterprise", amount: -Math.round(11990 * rest) });

    // A new billing period starts now and is invoiced in full, less the unused rest of the month.
    await choose(t, company, "basic", "yearly");
    const [yearly] = await invoices(t, company);
    expect(yearly.lines).toEqual([
      expect.objectContaining({ itemKind: "plan", itemId: "basic", period: "yearly", amount: 19900 }),
      expect.objectContaining({ itemKind: "proration", itemId: "basic", period: "monthly", amount: -Math.round(1990 * rest) }),
    ]);
    expect(yearly.vat).toBe(Math.round(yearly.subtotal * 0.25));
  });

  it("the operator's plan change is the company's path: invoiced as issued by the operator, prorated, credits granted", async () => {
    const company = await newCompany(t);
    await choose(t, company, "professional");
    const op = await operator(t);
    const changed = await call(t, "PUT", `/api/v1/admin/companies/${company.id}`, op, { plan: "enterprise" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.plan).toBe("enterprise");
    const [invoice] = await invoices(t, company);
    expect(invoice).toMatchObject({ issuedBy: "operator", status: "open" });
    expect(invoice.lines.map((line: { itemKind: string }) => line.itemKind)).toEqual(["plan", "proration"]);
    expect(await balance(t, company)).toBe(500);
    const [audited] = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.updated"), eq(auditLog.companyId, company.id)));
    expect(audited!.details).toMatchObject({ plan: { from: "professional", to: "enterprise", invoiceId: invoice.id } });
  });

  it("an operator marks an invoice paid (confirmed once, audited); the company sees it; overdue by the due date; nobody else may", async () => {
    const company = await newCompany(t);
    await call(t, "POST", `${sub}/credits/purchase`, company.headers, { packageId: "credits-100", paymentMethodId: "default" });
    await call(t, "POST", `${sub}/credits/purchase`, company.headers, { packageId: "credits-500", paymentMethodId: "default" });
    const [later, earlier] = await invoices(t, company);
    expect(earlier).toMatchObject({ status: "open", overdue: false, paidAt: null });

    const paid = `/api/v1/admin/invoices/${earlier.id}/paid`;
    const refused = await call(t, "POST", paid, company.headers);
    expect(refused.statusCode).toBe(403);
    const user = bearer((await signIn(t, "user@nordvik.example")).accessToken);
    expect((await call(t, "POST", paid, user)).statusCode).toBe(403);
    expect((await call(t, "GET", "/api/v1/admin/invoices", company.headers)).statusCode).toBe(403);

    const op = await operator(t);
    const marked = await call(t, "POST", paid, op);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ id: earlier.id, status: "paid", companyId: company.id, companyName: expect.any(String) });
    expect(marked.json().data.paidAt).toEqual(expect.any(String));
    const again = await call(t, "POST", paid, op);
    expect(again.json()).toMatchObject({ statusCode: 409, code: "INVOICE_ALREADY_PAID" });
    const missing = await call(t, "POST", "/api/v1/admin/invoices/00000000-0000-4000-8000-000000000000/paid", op);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: "INVOICE_NOT_FOUND" });
    expect((await call(t, "POST", "/api/v1/admin/invoices/not-a-uuid/paid", op)).json().code).toBe("VALIDATION_FAILED");
    const audited = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.marked_paid"), eq(auditLog.objectId, earlier.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.companyId).toBe(company.id);

    expect((await invoices(t, company)).map((invoice: { status: string }) => invoice.status)).toEqual(["open", "paid"]);
    const list = (state: string) => call(t, "GET", `/api/v1/admin/invoices?state=${state}&companyId=${company.id}`, op);
    expect((await list("paid")).json().data.items.map((invoice: { id: string }) => invoice.id)).toEqual([earlier.id]);
    expect((await list("overdue")).json().data.items).toEqual([]);
    expect((await call(t, "GET", "/api/v1/admin/invoices?state=late", op)).json().code).toBe("VALIDATION_FAILED");

    // Due means through the end of the due day (30 days on), Stockholm time: on that day the open
    // one is not overdue yet; from the next it is, for the company and the operators alike.
    const dueDay = stockholmDay(Date.parse(later.dueAt));
    let nextDay = Math.ceil(Date.parse(later.dueAt) / 3_600_000) * 3_600_000;
    while (stockholmDay(nextDay) === dueDay) nextDay += 3_600_000;
    await at(t, company, nextDay - 60_000);
    expect((await invoices(t, company))[0]).toMatchObject({ id: later.id, status: "open", overdue: false });
    expect(
      (await call(t, "GET", `/api/v1/admin/invoices?state=overdue&companyId=${company.id}`, await operator(t))).json().data.items,
    ).toEqual([]);
    await at(t, company, nextDay + 60_000);
    expect((await invoices(t, company))[0]).toMatchObject({ id: later.id, status: "open", overdue: true });
    const overdue = (await call(t, "GET", `/api/v1/admin/invoices?state=overdue&companyId=${company.id}`, await operator(t))).json();
    expect(overdue.data.items.map((invoice: { id: string; overdue: boolean }) => [invoice.id, invoice.overdue])).toEqual([
      [later.id, true],
    ]);
    expect(overdue.data.pagination).toMatchObject({ total: 1, hasMore: false });
  });
});
