import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../server/db/schema";
import { useTestApp } from "./helpers/app";
import { asOperator, bearer, call, freeSuppliers, operator } from "./helpers/admin";
import { registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

async function latestMail(t: ReturnType<typeof useTestApp>, to: string) {
  const [mail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail;
}

describe.each(testDatabases)("admin: supplier-name claims on $name", (database) => {
  const t = useTestApp(database, { PUBLIC_URL: "https://fenix.example" }, { market: true });

  it("a new company claims a name on /setup; once approved its products are the company's own, and it is told by mail", async () => {
    const owner = await registerUser(t);
    const headers = bearer(owner.tokens.accessToken);
    const companyId = owner.user.companyId as string;
    const [free] = await freeSuppliers(t);

    const found = await asOperator<{ name: string; products: number }[]>(
      t,
      headers,
      "GET",
      `/api/v1/setup/suppliers?q=${encodeURIComponent(free!.name)}`,
    );
    expect(found[0]).toEqual({ name: free!.name, products: free!.products });
    // Whether a name is linked already is the operators' to know: a company would learn who uses Fenix.
    const seenByOperator = await asOperator<{ name: string; products: number; claimedBy: number }[]>(
      t,
      await operator(t),
      "GET",
      "/api/v1/setup/suppliers?limit=50",
    );
    const linked = seenByOperator.find((supplier) => supplier.claimedBy > 0)!;
    expect(linked, "the demo market has a supplier name linked to a company").toBeDefined();
    const seenByMember = await asOperator<object[]>(t, headers, "GET", `/api/v1/setup/suppliers?q=${encodeURIComponent(linked.name)}`);
    expect(seenByMember[0]).toEqual({ name: linked.name, products: linked.products });

    const unknown = await call(t, "POST", "/api/v1/setup/claims", headers, { supplierName: "Ingen Sådan Leverantör AB" });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: "UNKNOWN_SUPPLIER" });
    const claim = await asOperator<{ id: string; status: string }>(t, headers, "POST", "/api/v1/setup/claims", {
      supplierName: free!.name,
    });
    expect(claim).toMatchObject({ status: "pending", supplierName: free!.name, products: free!.products, companyId });
    const again = await call(t, "POST", "/api/v1/setup/claims", headers, { supplierName: free!.name });
    expect(again.json()).toMatchObject({ statusCode: 409, code: "CLAIM_PENDING" });

    // Until approved, the company has no products and /setup shows the claim pending.
    expect(await asOperator(t, headers, "GET", "/api/v1/setup")).toMatchObject({
      suppliers: [],
      claims: [{ id: claim.id, status: "pending" }],
    });
    const before = await asOperator<{ pagination: { total: number } }>(
      t,
      headers,
      "GET",
      `/api/v1/companies/${companyId}/products?period=30d`,
    );
    expect(before.pagination.total).toBe(0);

    const op = await operator(t);
    const pending = await asOperator<{ items: { id: string }[] }>(t, op, "GET", "/api/v1/admin/supplier-claims?status=pending");
    expect(pending.items.map((c) => c.id)).toContain(claim.id);
    const approved = await asOperator<{ status: string; decidedBy: string }>(
      t,
      op,
      "POST",
      `/api/v1/admin/supplier-claims/${claim.id}/approve`,
      {},
    );
    expect(approved).toMatchObject({ status: "approved", decidedBy: "operator@fenix.example" });
    const twice = await call(t, "POST", `/api/v1/admin/supplier-claims/${claim.id}/refuse`, op, {});
    expect(twice.json()).toMatchObject({ statusCode: 409, code: "CLAIM_ALREADY_DECIDED" });

    const after = await asOperator<{ pagination: { total: number } }>(
      t,
      headers,
      "GET",
      `/api/v1/companies/${companyId}/products?period=30d`,
    );
    expect(after.pagination.total).toBe(free!.products);
    expect(await asOperator(t, headers, "GET", "/api/v1/setup")).toMatchObject({ suppliers: [free!.name] });
    const mail = await latestMail(t, owner.email);
    expect(mail!.subject).toMatch(
      new RegExp(`^Godkänt: leverantörsnamnet "${free!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" för Test Company`),
    );
    expect(mail!.bodyText).toContain("https://fenix.example/setup");
    expect(mail!.bodyHtml).toContain("<!doctype html>");

    const audit = await asOperator<{ items: { action: string }[] }>(
      t,
      op,
      "GET",
      `/api/v1/admin/audit?companyId=${companyId}&action=supplier_claim`,
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(["supplier_claim.approved", "supplier_claim.requested"]);
  });

  it("a refused claim links nothing and the mail says why, in the admin's language", async () => {
    const owner = await registerUser(t);
    const headers = bearer(owner.tokens.accessToken);
    await call(t, "PUT", "/api/v1/users/me/preferences", headers, { language: "en" });
    const [, free] = await freeSuppliers(t);
    const claim = await asOperator<{ id: string }>(t, headers, "POST", "/api/v1/setup/claims", { supplierName: free!.name });
    const op = await operator(t);
    const refused = await asOperator(t, op, "POST", `/api/v1/admin/supplier-claims/${claim.id}/refuse`, {
      reason: "Another company sells it",
    });
    expect(refused).toMatchObject({ status: "refused", reason: "Another company sells it" });
    expect(await asOperator(t, headers, "GET", "/api/v1/setup")).toMatchObject({ suppliers: [], claims: [{ status: "refused" }] });
    const mail = await latestMail(t, owner.email);
    expect(mail!.bodyText).toContain("Another company sells it");
    expect(mail!.bodyText).toMatch(/not approved|inte godkänt/);
  });

  it("only a company_admin claims; a company_user reads the status", async () => {
    const owner = await registerUser(t);
    const user = bearer((await signIn(t, "user@nordvik.example")).accessToken);
    const [free] = await freeSuppliers(t);
    const res = await call(t, "POST", "/api/v1/setup/claims", user, { supplierName: free!.name });
    expect(res.json()).toMatchObject({ statusCode: 403, code: "FORBIDDEN_ROLE" });
    expect((await call(t, "GET", "/api/v1/setup", user)).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/v1/setup", bearer(owner.tokens.accessToken))).statusCode).toBe(200);
  });
});
