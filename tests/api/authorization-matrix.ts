/**
 * Every route ("METHOD /path" as Fastify registers it, {param}, no trailing slash) → `expect`: the status for [anonymous, app key,
 * personal key, company_user, company_admin, super_admin]; [own, other] where it names a company's object. A new route needs a row.
 */
export const CALLER_KINDS = ["anonymous", "appKey", "personalKey", "user", "admin", "superAdmin"] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** What a placeholder stands for (tests/api/helpers/matrix-world.ts makes it); the scoped ones belong to a company. */
export const SCOPED_FIXTURES = [
  "company",
  "upload",
  "storedUpload",
  "confirmedUpload",
  "uploadUrl",
  "weeklyList",
  "weeklyEntry",
  "member",
  "invitation",
  "apiKey",
  "module",
  "invoice",
  "alertRule",
] as const;
export type Fixture =
  | (typeof SCOPED_FIXTURES)[number]
  | "product"
  | "productNumber"
  | "store"
  | "rankedProduct"
  | "segment"
  /** A segment id as a body carries it (not URL-encoded). */
  | "segmentId"
  | "supplier"
  | "invitationToken"
  | "emptyCompany"
  | "supplierClaim"
  | "freeSupplier"
  | "unique";

type Status = number;
type Cell = Status | readonly [own: Status, other: Status];

export interface MatrixRow {
  /** `{name}` in the path, query, body or url becomes a fresh value of this fixture for each cell. */
  uses?: Record<string, Fixture>;
  query?: string;
  body?: unknown;
  /** The whole URL instead of the path (a signed upload URL). */
  url?: string;
  /** Send this text as the body with this content type (the storage PUT). */
  raw?: string;
  expect: readonly [anonymous: Cell, appKey: Cell, personalKey: Cell, user: Cell, admin: Cell, superAdmin: Cell];
}

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // Liveness checks only the app key when one is sent: a personal key is not one (401).
  "GET /health": { expect: [200, 200, 401, 200, 200, 200] },
  "GET /api/openapi.json": { expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/docs": { expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/docs/json": { expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/docs/yaml": { expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/docs/static/index.html": { expect: [302, 302, 302, 302, 302, 302] },
  "GET /api/docs/static/swagger-initializer.js": { expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/docs/*": { url: "/api/docs/static/logo.svg", expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/v1/health/status": { expect: [401, 200, 200, 200, 200, 200] },
  "GET /api/v1/health/monitor": { expect: [401, 401, 403, 403, 403, 200] },
  "GET /api/v1/images/health": { expect: [401, 200, 200, 200, 200, 200] },
  "GET /api/v1/images/products/{productNumber}": { uses: { productNumber: "productNumber" }, expect: [200, 200, 200, 200, 200, 200] },
  "GET /api/v1/auth/options": { expect: [200, 200, 200, 200, 200, 200] },
  "POST /api/v1/auth/login": {
    uses: { n: "unique" },
    body: { email: "nobody-{n}@example.test", password: "not the password" },
    expect: [401, 401, 401, 401, 401, 401],
  },
  "POST /api/v1/auth/verify-2fa": { body: { tempToken: "fxt_unknown", code: "123456" }, expect: [401, 401, 401, 401, 401, 401] },
  "POST /api/v1/auth/register": {
    uses: { n: "unique" },
    body: {
      email: "matrix@reg-{n}.example.test",
      password: "a long enough password",
      firstName: "M",
      lastName: "X",
      companyName: "Matrix {n}",
    },
    expect: [201, 201, 201, 201, 201, 201],
  },
  "POST /api/v1/auth/logout": { body: { refreshToken: "fxr_unknown" }, expect: [200, 200, 200, 200, 200, 200] },
  "POST /api/v1/auth/refresh": { body: { refreshToken: "fxr_unknown" }, expect: [401, 401, 401, 401, 401, 401] },
  "GET /api/v1/auth/me": { expect: [401, 401, 403, 200, 200, 200] },
  "POST /api/v1/auth/forgot-password": {
    uses: { n: "unique" },
    body: { email: "nobody-{n}@example.test" },
    expect: [200, 200, 200, 200, 200, 200],
  },
  "POST /api/v1/auth/reset-password/validate": { body: { token: "fxp_unknown" }, expect: [200, 200, 200, 200, 200, 200] },
  "POST /api/v1/auth/reset-password": {
    body: { token: "fxp_unknown", newPassword: "a long enough password" },
    expect: [400, 400, 400, 400, 400, 400],
  },
  "GET /api/v1/users/me": { expect: [401, 401, 403, 200, 200, 200] },
  "PUT /api/v1/users/me": { body: { firstName: "Same" }, expect: [401, 401, 403, 200, 200, 200] },
  "GET /api/v1/users/me/preferences": { expect: [401, 401, 403, 200, 200, 200] },
  "PUT /api/v1/users/me/preferences": { body: { compactTables: false }, expect: [401, 401, 403, 200, 200, 200] },
  // Wrong current password or code (400): the caller got past authorization, nothing changes.
  "PUT /api/v1/users/me/password": {
    body: { currentPassword: "not the current password", newPassword: "a brand new passphrase" },
    expect: [401, 401, 403, 400, 400, 400],
  },
  "GET /api/v1/users/me/activity": { expect: [401, 401, 403, 200, 200, 200] },
  "GET /api/v1/users/me/2fa": { expect: [401, 401, 403, 200, 200, 200] },
  "POST /api/v1/users/me/2fa": { expect: [401, 401, 403, 200, 200, 200] },
  "DELETE /api/v1/users/me/2fa": { body: { password: "not the password", code: "123456" }, expect: [401, 401, 403, 400, 400, 400] },
  "POST /api/v1/users/me/2fa/verify": { body: { code: "123456" }, expect: [401, 401, 403, 400, 400, 400] },
  "POST /api/v1/users/me/2fa/backup": { body: { backupCode: "ABCD-EFGH" }, expect: [401, 401, 403, 400, 400, 400] },
  "POST /api/v1/users/me/2fa/regenerate-backup": { body: { code: "123456" }, expect: [401, 401, 403, 400, 400, 400] },
  "GET /api/v1/users/me/api-keys": { expect: [401, 401, 403, 200, 200, 200] },
  "POST /api/v1/users/me/api-keys": { uses: { n: "unique" }, body: { name: "matrix {n}" }, expect: [401, 401, 403, 201, 201, 201] },
  "GET /api/v1/users/me/api-keys/stats": { query: "days=7", expect: [401, 401, 403, 200, 200, 200] },
  "PUT /api/v1/users/me/api-keys/{id}": {
    uses: { id: "apiKey" },
    body: { name: "renamed" },
    expect: [401, 401, [403, 403], [200, 404], [200, 404], 404],
  },
  "DELETE /api/v1/users/me/api-keys/{id}": { uses: { id: "apiKey" }, expect: [401, 401, [403, 403], [200, 404], [200, 404], 404] },
  "GET /api/v1/organizations/me": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [200, 404], [200, 404], 200],
  },
  "PUT /api/v1/organizations/me": {
    uses: { company: "company", n: "unique" },
    query: "companyId={company}",
    body: { name: "Renamed {n}" },
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "GET /api/v1/organizations/me/members": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "PUT /api/v1/organizations/me/members/{id}/role": {
    uses: { company: "company", id: "member" },
    query: "companyId={company}",
    body: { role: "company_user" },
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "DELETE /api/v1/organizations/me/members/{id}": {
    uses: { company: "company", id: "member" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "GET /api/v1/organizations/me/audit": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "POST /api/v1/organizations/me/members/invite": {
    uses: { company: "company", n: "unique" },
    query: "companyId={company}",
    body: { email: "matrix-{n}@invite.example.test", role: "company_user" },
    expect: [401, 401, [403, 403], [403, 403], [201, 404], 201],
  },
  "GET /api/v1/organizations/me/invitations": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "DELETE /api/v1/organizations/me/invitations/{id}": {
    uses: { company: "company", id: "invitation" },
    query: "companyId={company}",
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "GET /api/v1/invitations/{token}": { uses: { token: "invitationToken" }, expect: [200, 200, 200, 200, 200, 200] },
  "POST /api/v1/invitations/{token}/accept": {
    uses: { token: "invitationToken" },
    body: { token: "{token}", password: "a long member passphrase", firstName: "M", lastName: "X" },
    expect: [201, 201, 201, 201, 201, 201],
  },
  // Filtering by another company's id is 403 here, 404 on the sales routes: refused either way.
  "GET /api/v1/products/export": {
    uses: { company: "company" },
    query: "companyId={company}&search=a",
    expect: [401, 401, [200, 403], [200, 403], [200, 403], 200],
  },
  "GET /api/v1/products": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 403], [200, 403], [200, 403], 200],
  },
  "GET /api/v1/products/{id}": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/sales": { uses: { id: "product" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/stock-outs": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/sales-by-store": { uses: { id: "product" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/categories": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/statistics": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/price-changes": { query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/price-history": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/stock-summary": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/current-stock": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/data-availability": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/yearly-sales": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/products/{id}/competitive": {
    uses: { id: "rankedProduct", company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/search/products": { query: "q=a", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/search/stores": { query: "q=a", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/search": { query: "q=a", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/search/suggestions": { query: "q=a", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/sales/summary": {
    uses: { company: "company" },
    query: "period=30d&companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/sales/total/daily": {
    uses: { company: "company" },
    query: "period=30d&companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/sales/top-products": {
    uses: { company: "company" },
    query: "period=30d&companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/sales/top-stores": {
    uses: { company: "company" },
    query: "period=30d&companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/sales/product/daily": {
    uses: { product: "product" },
    query: "period=30d&productId={product}",
    expect: [401, 401, 200, 200, 200, 200],
  },
  "GET /api/v1/companies": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/companies/{id}": { uses: { id: "company" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 200] },
  "GET /api/v1/companies/{id}/products": {
    uses: { id: "company" },
    query: "period=30d",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/companies/{id}/sales": {
    uses: { id: "company" },
    query: "period=30d",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/companies/{id}/stock-outs": { uses: { id: "company" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 200] },
  "POST /api/v1/companies/{id}/suppliers": {
    uses: { id: "company", supplier: "supplier" },
    body: { supplierName: "{supplier}" },
    expect: [401, 401, [403, 403], [403, 403], [403, 403], 201],
  },
  "DELETE /api/v1/companies/{id}/suppliers": {
    uses: { id: "company", supplier: "supplier" },
    body: { supplierName: "{supplier}" },
    expect: [401, 401, [403, 403], [403, 403], [403, 403], 200],
  },
  "GET /api/v1/companies/{id}/segments": { uses: { id: "company" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 200] },
  "PUT /api/v1/companies/{id}/segments": {
    uses: { id: "company", segment: "segmentId" },
    body: { segments: ["{segment}"] },
    expect: [401, 401, [403, 403], [403, 403], [200, 404], 200],
  },
  "GET /api/v1/freshness": { expect: [401, 401, 200, 200, 200, 200] },
  // A member's alerts: the operator belongs to no company (404 NO_ORGANISATION).
  "GET /api/v1/alerts": { query: "unread=true", expect: [401, 401, 200, 200, 200, 404] },
  "POST /api/v1/alerts/read": { body: {}, expect: [401, 401, 200, 200, 200, 404] },
  "GET /api/v1/alerts/rules": { expect: [401, 401, 200, 200, 200, 404] },
  "POST /api/v1/alerts/rules": {
    uses: { n: "unique" },
    body: { name: "matrix {n}", kind: "stock-out", minStores: 5, minDays: 1 },
    expect: [401, 401, 201, 201, 201, 404],
  },
  "DELETE /api/v1/alerts/rules/{id}": { uses: { id: "alertRule" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 404] },
  "GET /api/v1/segments": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/segments/{id}": { uses: { id: "segment" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/segments/{id}/products": { uses: { id: "segment" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/segments/{id}/trends": { uses: { id: "segment" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/rankings": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/rankings/analysis": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/rankings/competitive-analysis/{id}": {
    uses: { id: "rankedProduct", company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/rankings/producers": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/rankings/products/{id}/market-position": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/rankings/sales-performance": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/rankings/store-optimization": {
    uses: { company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/stock-diff/hourly": {
    uses: { product: "product" },
    query: "period=7d&productId={product}",
    expect: [401, 401, 200, 200, 200, 200],
  },
  "GET /api/v1/stock-diff/daily": {
    uses: { product: "product" },
    query: "period=30d&productId={product}",
    expect: [401, 401, 200, 200, 200, 200],
  },
  "GET /api/v1/stock-diff/metrics": {
    uses: { product: "product" },
    query: "period=30d&productId={product}",
    expect: [401, 401, 200, 200, 200, 200],
  },
  "GET /api/v1/stores": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/cities": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/filters": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/statistics": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/locations": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}": { uses: { id: "store" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/performance": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/sales": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/top-products": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/categories": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/inventory": {
    uses: { id: "store", company: "company" },
    query: "companyId={company}",
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 200],
  },
  "GET /api/v1/stores/{id}/assortment-optimization": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/assortment/optimization": { uses: { id: "store" }, query: "period=30d", expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/stores/{id}/products/{productId}/performance": {
    uses: { id: "store", productId: "product" },
    query: "period=30d",
    expect: [401, 401, 200, 200, 200, 200],
  },
  // The signature is the credential: whoever holds the signed URL may PUT the file.
  "PUT /api/v1/storage/{companyId}/{uploadId}": {
    uses: { url: "uploadUrl" },
    url: "{url}",
    raw: "text/csv",
    expect: [200, 200, [200, 200], [200, 200], [200, 200], 200],
  },
  "GET /api/v1/subscription/current": { expect: [401, 401, 403, 200, 200, 404] },
  "PUT /api/v1/subscription/current": { body: { tier: "professional", billingPeriod: "monthly" }, expect: [401, 401, 403, 403, 200, 404] },
  "POST /api/v1/subscription/cancel": { body: { reason: "matrix" }, expect: [401, 401, 403, 403, 200, 404] },
  "GET /api/v1/subscription/plans": { expect: [401, 401, 403, 200, 200, 200] },
  // An operator is never gated: every module, with or without a company.
  "GET /api/v1/subscription/access": { expect: [401, 401, 403, 200, 200, 200] },
  "GET /api/v1/subscription/modules": { expect: [401, 401, 403, 200, 200, 404] },
  "POST /api/v1/subscription/modules": {
    body: { type: "data-upload", billingPeriod: "monthly" },
    expect: [401, 401, 403, 403, 201, 404],
  },
  "GET /api/v1/subscription/modules/available": { expect: [401, 401, 403, 200, 200, 404] },
  "DELETE /api/v1/subscription/modules/{id}": { uses: { id: "module" }, expect: [401, 401, [403, 403], [403, 403], [200, 404], 404] },
  "GET /api/v1/subscription/credits/balance": { expect: [401, 401, 403, 200, 200, 404] },
  "GET /api/v1/subscription/credits/transactions": { expect: [401, 401, 403, 200, 200, 404] },
  "GET /api/v1/subscription/invoices": { expect: [401, 401, 403, 200, 200, 404] },
  "GET /api/v1/subscription/invoices/{id}": { uses: { id: "invoice" }, expect: [401, 401, [403, 403], [200, 404], [200, 404], 404] },
  "GET /api/v1/subscription/invoices/{id}/document": {
    uses: { id: "invoice" },
    expect: [401, 401, [403, 403], [200, 404], [200, 404], 404],
  },
  // The catalogue is the operators' (company_admin too gets 403); the PUTs write the seeded values back.
  "GET /api/v1/admin/plans": { expect: [401, 403, 403, 403, 403, 200] },
  "PUT /api/v1/admin/plans/{id}": {
    url: "/api/v1/admin/plans/professional",
    body: {
      monthlyPrice: 4990,
      yearlyPrice: 49900,
      userLimit: 10,
      includedModules: ["store-optimization", "api-access"],
      monthlyCredits: 100,
    },
    expect: [401, 403, 403, 403, 403, 200],
  },
  "GET /api/v1/admin/modules": { expect: [401, 403, 403, 403, 403, 200] },
  "PUT /api/v1/admin/modules/{id}": {
    url: "/api/v1/admin/modules/data-upload",
    body: { monthlyPrice: 790, yearlyPrice: 7900 },
    expect: [401, 403, 403, 403, 403, 200],
  },
  "GET /api/v1/subscription/credits/packages": { expect: [401, 401, 403, 200, 200, 200] },
  "POST /api/v1/subscription/credits/purchase": {
    body: { packageId: "credits-100", paymentMethodId: "default" },
    expect: [401, 401, 403, 403, 201, 404],
  },
  "POST /api/v1/subscription/credits/calculate": {
    body: { service: "reports", operation: "store" },
    expect: [401, 401, 403, 200, 200, 404],
  },
  "POST /api/v1/subscription/credits/consume": {
    body: { service: "export", operation: "products-csv" },
    expect: [401, 401, 403, 200, 200, 404],
  },
  "POST /api/v1/uploads/request": {
    body: { filename: "matrix.csv", contentType: "text/csv", size: 20, purpose: "weekly-ranking" },
    expect: [401, 401, 201, 201, 201, 403],
  },
  "POST /api/v1/uploads/{id}/confirm": { uses: { id: "storedUpload" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 403] },
  "GET /api/v1/uploads/{id}": { uses: { id: "upload" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 403] },
  "DELETE /api/v1/uploads/{id}": { uses: { id: "upload" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 403] },
  "GET /api/v1/uploads/{id}/file": { uses: { id: "confirmedUpload" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 403] },
  "GET /api/v1/uploads": { expect: [401, 401, 200, 200, 200, 403] },
  "GET /api/v1/artdisk": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/artdisk/statistics": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/artdisk/filters": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/artdisk/export": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/artdisk/{id}": { uses: { id: "productNumber" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings/statistics": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings/stats": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings/lists": { expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings/lists/{id}": { uses: { id: "weeklyList" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 404] },
  "DELETE /api/v1/weekly-rankings/lists/{id}": { uses: { id: "weeklyList" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 403] },
  "GET /api/v1/weekly-rankings/products/{id}": { uses: { id: "product" }, expect: [401, 401, 200, 200, 200, 200] },
  "GET /api/v1/weekly-rankings/export/{id}": { uses: { id: "weeklyList" }, expect: [401, 401, [200, 404], [200, 404], [200, 404], 404] },
  "POST /api/v1/weekly-rankings/process": {
    uses: { upload: "confirmedUpload" },
    body: { uploadId: "{upload}", week: "2026-W41" },
    expect: [401, 401, [202, 404], [202, 404], [202, 404], 403],
  },
  "PUT /api/v1/weekly-rankings/entries/{id}/match": {
    uses: { id: "weeklyEntry" },
    body: { productId: null },
    expect: [401, 401, [200, 404], [200, 404], [200, 404], 403],
  },
  // The operators' area: super_admin only; every other credential — even the app key — is 403 (code ADMIN_ONLY or API_KEY_NOT_ALLOWED).
  "GET /api/v1/admin/companies": { query: "search=a&status=active", expect: [401, 403, 403, 403, 403, 200] },
  "POST /api/v1/admin/companies": { uses: { n: "unique" }, body: { name: "Matrix company {n}" }, expect: [401, 403, 403, 403, 403, 201] },
  "GET /api/v1/admin/companies/{id}": { uses: { id: "emptyCompany" }, expect: [401, 403, 403, 403, 403, 200] },
  "PUT /api/v1/admin/companies/{id}": {
    uses: { id: "emptyCompany", n: "unique" },
    body: { name: "Matrix renamed {n}", status: "active" },
    expect: [401, 403, 403, 403, 403, 200],
  },
  "DELETE /api/v1/admin/companies/{id}": { uses: { id: "emptyCompany" }, expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/supplier-claims": { query: "status=pending", expect: [401, 403, 403, 403, 403, 200] },
  "POST /api/v1/admin/supplier-claims/{id}/approve": { uses: { id: "supplierClaim" }, body: {}, expect: [401, 403, 403, 403, 403, 200] },
  "POST /api/v1/admin/supplier-claims/{id}/refuse": {
    uses: { id: "supplierClaim" },
    body: { reason: "Not yours" },
    expect: [401, 403, 403, 403, 403, 200],
  },
  "GET /api/v1/admin/api-keys": { query: "status=live", expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/api-keys/{id}": { uses: { id: "apiKey" }, expect: [401, 403, [403, 403], [403, 403], [403, 403], 200] },
  "GET /api/v1/admin/api-keys/audit": { expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/api-keys/endpoints": { query: "days=7", expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/api-keys/usage": { query: "days=7", expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/invitations": { query: "status=pending", expect: [401, 403, 403, 403, 403, 200] },
  "DELETE /api/v1/admin/invitations/{id}": { uses: { id: "invitation" }, expect: [401, 403, [403, 403], [403, 403], [403, 403], 200] },
  "GET /api/v1/admin/audit": { query: "action=company", expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/invoices": { query: "state=unpaid", expect: [401, 403, 403, 403, 403, 200] },
  "POST /api/v1/admin/invoices/{id}/paid": { uses: { id: "invoice" }, expect: [401, 403, [403, 403], [403, 403], [403, 403], 200] },
  // First run: the caller's own company; the operator has none (404 NO_COMPANY) but looks names up; only a company_admin claims.
  "GET /api/v1/setup": { expect: [401, 401, 403, 200, 200, 404] },
  "GET /api/v1/setup/suppliers": { query: "q=a", expect: [401, 401, 403, 200, 200, 200] },
  "POST /api/v1/setup/claims": {
    uses: { supplier: "freeSupplier" },
    body: { supplierName: "{supplier}" },
    expect: [401, 401, 403, 403, 201, 404],
  },
  // The response cache: operators signed in only; the application key and personal keys (even an operator's) are refused.
  "GET /api/v1/admin/cache/analytics": { expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/cache/stats": { expect: [401, 403, 403, 403, 403, 200] },
  "GET /api/v1/admin/cache/warm-status": { expect: [401, 403, 403, 403, 403, 200] },
  "DELETE /api/v1/admin/cache/analytics/clear": { expect: [401, 403, 403, 403, 403, 200] },
  "DELETE /api/v1/admin/cache/clear": { expect: [401, 403, 403, 403, 403, 200] },
  "DELETE /api/v1/admin/cache/purge": { expect: [401, 403, 403, 403, 403, 200] },
  "DELETE /api/v1/admin/cache/cloudflare/purge": { expect: [401, 403, 403, 403, 403, 409] },
  "POST /api/v1/admin/cache/warm": { expect: [401, 403, 403, 403, 403, 202] },
  "POST /api/v1/admin/cache/warm-aggressive": { expect: [401, 403, 403, 403, 403, 202] },
  // The market feed: operators signed in only, as the cache.
  "GET /api/v1/admin/feed": { expect: [401, 403, 403, 403, 403, 200] },
  // The matrix's app runs with MARKET_SOURCE=off: an operator's round is refused (FEED_OFF); tests/api/admin-feed.test.ts runs one.
  "POST /api/v1/admin/feed/run": { body: { kind: "stock" }, expect: [401, 403, 403, 403, 403, 409] },
  "POST /api/v1/admin/feed/pause": { body: { paused: false }, expect: [401, 403, 403, 403, 403, 200] },
};
