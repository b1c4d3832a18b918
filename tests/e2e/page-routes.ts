/**
 * Every page route the app's plugins register (src/plugins.ts) is either opened by the every-page
 * check (its layout at four widths, accessibility, keyboard: `everyPage` in page-list.ts resolves
 * these) or named below with the browser test that opens it instead.
 * tests/unit/page-routes.test.ts holds the plugins' routes against both lists.
 */
export const EVERY_PAGE_ROUTES = [
  "/",
  "/analysis",
  "/products",
  "/product/:id",
  "/stores",
  "/stores/:storeId",
  "/monthly-ranking",
  "/artdisk",
  "/weekly-ranking",
  "/comparison",
  "/profile",
  "/company",
  "/help",
  "/changelog",
  "/setup",
  "/admin",
  "/admin/api-keys",
  "/admin/invitations",
] as const;

/** Pages the every-page check leaves to another browser test, and why. */
export const PAGES_CHECKED_ELSEWHERE: Readonly<Record<string, string>> = {
  "/login": "signed out: session.spec.ts, field-errors.spec.ts and keyboard.spec.ts",
  "/reset-password": "signed out: keyboard.spec.ts",
  "/accept-invite": "signed out, with an invitation: keyboard.spec.ts",
  "/sales-dashboard": "the dashboard under its old address: dashboard.spec.ts",
  "/admin/claims": "admin.spec.ts (a claim approved and refused)",
  "/admin/activity": "admin.spec.ts",
  "/admin/invoices": "commercial.spec.ts",
  "/admin/plans": "commercial.spec.ts",
  "/admin/cache": "admin-cache.spec.ts (not yet laid out for phones: issue 45, item 10)",
};
