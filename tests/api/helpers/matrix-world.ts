import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { expect } from "vitest";
import {
  subscriptions,
  companies,
  memberships,
  outbox,
  companySuppliers,
  products,
  subscriptionModules,
  supplierClaims,
  users,
  weeklyRankingEntries,
  weeklyRankingLists,
} from "../../../server/db/schema";
import { demoUsers } from "../../../server/data/seed";
import type { CallerKind, Fixture } from "../authorization-matrix";
import { TEST_API_KEY, type TestApp } from "./app";
import { writeInvoice } from "../../../server/commerce/payments/invoices";
import { freshIp, signIn } from "./auth";

/** Whose object a request names: the caller's own company's (or own key), or another company's. */
export type Scope = "own" | "other";

/** The two companies: A holds the signed-in company_user, company_admin and the personal key's owner; B is "another company". */
export interface MatrixWorld {
  headers: Record<CallerKind, Record<string, string>>;
  /** A value for a fixture: existing market rows, or a new object of company A (own) or B (other). */
  fixture(kind: Fixture, scope: Scope, caller: CallerKind): Promise<string>;
}

const CSV = "position;name\n1;Something\n";
let sequence = 0;
const unique = () => `${++sequence}-${Date.now()}`;

async function call(t: TestApp, token: string, method: "GET" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { data: Record<string, unknown> & { id: string } };
}

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const token = async (role: string, company: string | null) =>
    (await signIn(t, demoUsers.find((user) => user.role === role && user.company === company)!.email)).accessToken;
  const adminA = await token("company_admin", "nordvik");
  const adminB = await token("company_admin", "bryggarhuset");
  const userA = await token("company_user", "nordvik");
  const operator = await token("super_admin", null);
  const tokenOf: Partial<Record<CallerKind, string>> = { user: userA, admin: adminA, personalKey: adminA, superAdmin: operator };
  const personalKey = (await call(t, adminA, "POST", "/api/v1/users/me/api-keys", { name: "matrix" })).data.secret as string;

  const companyRows = await t.db.orm.select({ id: companies.id, name: companies.name }).from(companies);
  const companyA = companyRows.find((row) => /nordvik/i.test(row.name))!.id;
  const companyB = companyRows.find((row) => /bryggarhuset/i.test(row.name))!.id;
  // Company B uploads weekly lists for the "other" cells: it needs a plan and the weekly-rankings module (the gate).
  const since = new Date();
  await t.db.orm.insert(subscriptions).values({ companyId: companyB, tier: "basic", billingPeriod: "monthly", periodAnchor: since });
  await t.db.orm
    .insert(subscriptionModules)
    .values({ companyId: companyB, type: "weekly-rankings", billingPeriod: "monthly", periodAnchor: since });
  const product = (await call(t, adminA, "GET", "/api/v1/products?limit=1")).data.items as unknown as {
    id: number;
    productNumber: string;
  }[];
  const store = (await call(t, adminA, "GET", "/api/v1/stores?limit=1")).data.items as unknown as { id: string }[];
  const segments = (await call(t, adminA, "GET", "/api/v1/segments")).data as unknown as { id: string }[];
  const ranked = (await call(t, adminA, "GET", "/api/v1/rankings?limit=1")).data.rankings as unknown as { productId: number }[];
  const [supplier] = await t.db.orm.select({ name: products.supplierName }).from(products).where(isNotNull(products.supplierName)).limit(1);

  const companyOf = (scope: Scope) => (scope === "own" ? companyA : companyB);
  const adminOf = (scope: Scope) => (scope === "own" ? adminA : adminB);

  async function upload(scope: Scope) {
    const ticket = await call(t, adminOf(scope), "POST", "/api/v1/uploads/request", {
      filename: `matrix-${unique()}.csv`,
      contentType: "text/csv",
      size: CSV.length,
      purpose: "weekly-ranking",
    });
    return ticket.data as { id: string; uploadUrl: string };
  }

  async function storedUpload(scope: Scope) {
    const ticket = await upload(scope);
    const put = await t.app.inject({ method: "PUT", url: ticket.uploadUrl, headers: { "content-type": "text/csv" }, payload: CSV });
    expect(put.statusCode, put.body).toBe(200);
    return ticket;
  }

  async function weeklyList(scope: Scope) {
    const [list] = await t.db.orm
      .insert(weeklyRankingLists)
      .values({ companyId: companyOf(scope), week: "2026-W40", title: `matrix ${unique()}`, status: "processed", processedAt: new Date() })
      .returning({ id: weeklyRankingLists.id });
    const [entry] = await t.db.orm
      .insert(weeklyRankingEntries)
      .values({ listId: list!.id, position: 1, name: "Matrix", rowKey: `matrix-${unique()}`, matchingStatus: "unmatched" })
      .returning({ id: weeklyRankingEntries.id });
    return { list: list!.id, entry: String(entry!.id) };
  }

  async function member(scope: Scope) {
    const companyId = companyOf(scope);
    const [row] = await t.db.orm
      .insert(users)
      .values({
        email: `matrix-${unique()}@members.example.test`,
        passwordHash: "not-a-hash",
        firstName: "Matrix",
        lastName: "Member",
        role: "company_user",
        companyId,
      })
      .returning({ id: users.id });
    await t.db.orm.insert(memberships).values({ userId: row!.id, companyId, role: "company_user" });
    return row!.id;
  }

  async function invitation(scope: Scope) {
    const email = `matrix-${unique()}@invited.example.test`;
    const res = await call(t, adminOf(scope), "POST", "/api/v1/organizations/me/members/invite", { email, role: "company_user" });
    return res.data.id;
  }

  async function invitationToken() {
    const email = `matrix-${unique()}@invited.example.test`;
    await call(t, adminA, "POST", "/api/v1/organizations/me/members/invite", { email, role: "company_user" });
    const [mail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email));
    return decodeURIComponent(/\/accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(mail!.bodyText)![1]!);
  }

  async function apiKey(scope: Scope, caller: CallerKind) {
    const owner = scope === "own" ? (tokenOf[caller] ?? adminA) : adminB;
    return (await call(t, owner, "POST", "/api/v1/users/me/api-keys", { name: `matrix ${unique()}` })).data.id;
  }

  /** An alert rule of the caller (company A's admin's for the operator, who has no company), or of company B's admin. */
  async function alertRule(scope: Scope, caller: CallerKind) {
    const owner = scope === "own" && caller !== "superAdmin" ? (tokenOf[caller] ?? adminA) : scope === "own" ? adminA : adminB;
    const body = { name: `matrix ${unique()}`, kind: "stock-out", minStores: 5, minDays: 1 };
    return (await call(t, owner, "POST", "/api/v1/alerts/rules", body)).data.id;
  }

  /** A running module of the company: any earlier one of the same kind is ended first (one running module per kind). */
  async function subscriptionModule(scope: Scope) {
    const companyId = companyOf(scope);
    const kind = and(eq(subscriptionModules.companyId, companyId), eq(subscriptionModules.type, "api-access"));
    await t.db.orm
      .update(subscriptionModules)
      .set({ cancelledAt: new Date(), endsAt: new Date() })
      .where(and(kind, isNull(subscriptionModules.cancelledAt)));
    const [row] = await t.db.orm
      .insert(subscriptionModules)
      .values({ companyId, type: "api-access", billingPeriod: "monthly", periodAnchor: new Date() })
      .returning({ id: subscriptionModules.id });
    return row!.id;
  }

  /** A company without members or data (the operators' routes edit and delete it). */
  async function emptyCompany() {
    const [row] = await t.db.orm
      .insert(companies)
      .values({ name: `Matrix empty ${unique()}` })
      .returning({ id: companies.id });
    return row!.id;
  }

  /** A pending supplier-name claim of company A. */
  async function supplierClaim() {
    const [row] = await t.db.orm
      .insert(supplierClaims)
      .values({ companyId: companyA, supplierName: `Matrix supplier ${unique()}` })
      .returning({ id: supplierClaims.id });
    return row!.id;
  }

  /** A catalogue supplier name company A holds no claim of and is not linked to. */
  async function freeSupplier() {
    const linked = (await t.db.orm.select().from(companySuppliers).where(eq(companySuppliers.companyId, companyA))).map(
      (row) => row.supplierName,
    );
    const claimed = (await t.db.orm.select().from(supplierClaims).where(eq(supplierClaims.companyId, companyA))).map(
      (row) => row.supplierName,
    );
    const taken = new Set([...linked, ...claimed]);
    const names = await t.db.orm.selectDistinct({ name: products.supplierName }).from(products).where(isNotNull(products.supplierName));
    return names.map((row) => row.name!).find((name) => name && !taken.has(name))!;
  }

  const fixtures: Record<Fixture, (scope: Scope, caller: CallerKind) => Promise<string>> = {
    company: async (scope) => companyOf(scope),
    product: async () => String(product[0]!.id),
    rankedProduct: async () => String(ranked[0]!.productId),
    productNumber: async () => product[0]!.productNumber,
    store: async () => store[0]!.id,
    segment: async () => encodeURIComponent(segments[0]!.id),
    segmentId: async () => segments[0]!.id,
    supplier: async () => supplier!.name!,
    upload: async (scope) => (await upload(scope)).id,
    storedUpload: async (scope) => (await storedUpload(scope)).id,
    confirmedUpload: async (scope) => {
      const ticket = await storedUpload(scope);
      await call(t, adminOf(scope), "POST", `/api/v1/uploads/${ticket.id}/confirm`);
      return ticket.id;
    },
    uploadUrl: async (scope) => (await upload(scope)).uploadUrl,
    weeklyList: async (scope) => (await weeklyList(scope)).list,
    weeklyEntry: async (scope) => (await weeklyList(scope)).entry,
    member: (scope) => member(scope),
    invitation: (scope) => invitation(scope),
    invitationToken: () => invitationToken(),
    apiKey: (scope, caller) => apiKey(scope, caller),
    module: (scope) => subscriptionModule(scope),
    alertRule: (scope, caller) => alertRule(scope, caller),
    invoice: async (scope) => {
      const line = {
        description: "matrix",
        itemKind: "credits" as const,
        itemId: "credits-100",
        period: null,
        quantity: 1,
        unitPrice: 500,
      };
      return (await writeInvoice(t.db.orm, { companyId: companyOf(scope), currency: "SEK", lines: [line], at: new Date() }, "invoice")).id;
    },
    emptyCompany: () => emptyCompany(),
    supplierClaim: () => supplierClaim(),
    freeSupplier: () => freeSupplier(),
    unique: async () => unique(),
  };

  return {
    headers: {
      anonymous: {},
      appKey: { "x-api-key": TEST_API_KEY },
      personalKey: { "x-api-key": personalKey },
      user: { authorization: `Bearer ${userA}` },
      admin: { authorization: `Bearer ${adminA}` },
      superAdmin: { authorization: `Bearer ${operator}` },
    },
    fixture: (kind, scope, caller) => fixtures[kind](scope, caller),
  };
}
