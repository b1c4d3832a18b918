/** The demo's records a page's address may name: found by page-list.ts before the pages open. */
export interface PageRecords {
  product: number;
  store: string;
}

export interface EveryPageEntry {
  /** The plugin's route (src/plugins.ts), as the plugin registers it. */
  route: string;
  /** The address to open, when it is not the route itself (a parameter, a query). */
  path?: (records: PageRecords) => string;
  /** Opened by the operator rather than a company admin. */
  operator?: true;
}

/**
 * Every page route the app's plugins register is either opened by the every-page check (its
 * layout at four widths, accessibility, keyboard: one entry here) or named in
 * PAGES_CHECKED_ELSEWHERE with the browser test that opens it instead.
 * tests/unit/page-routes.test.ts holds the plugins' routes against both lists.
 */
export const EVERY_PAGE: readonly EveryPageEntry[] = [
  { route: "/" },
  { route: "/analysis", path: ({ product }) => `/analysis?product=${product}` },
  { route: "/products" },
  { route: "/product/:id", path: ({ product }) => `/product/${product}` },
  { route: "/stores" },
  { route: "/stores/:storeId", path: ({ store }) => `/stores/${store}` },
  { route: "/monthly-ranking" },
  { route: "/artdisk" },
  { route: "/weekly-ranking" },
  { route: "/comparison", path: ({ product }) => `/comparison?product=${product}` },
  { route: "/profile" },
  { route: "/company" },
  { route: "/help" },
  { route: "/changelog" },
  { route: "/setup" },
  { route: "/admin", operator: true },
  { route: "/admin/api-keys", operator: true },
  { route: "/admin/invitations", operator: true },
  { route: "/admin/feed", operator: true },
  { route: "/admin/claims", operator: true },
  { route: "/admin/activity", operator: true },
  { route: "/admin/invoices", operator: true },
  { route: "/admin/plans", operator: true },
  { route: "/admin/cache", operator: true },
];

/** Pages the every-page check leaves to another browser test, and why. */
export const PAGES_CHECKED_ELSEWHERE: Readonly<Record<string, string>> = {
  "/login": "signed out: session.spec.ts, field-errors.spec.ts and keyboard.spec.ts",
  "/reset-password": "signed out: keyboard.spec.ts and session.spec.ts (its frame)",
  "/accept-invite": "signed out, with an invitation: keyboard.spec.ts and session.spec.ts (its frame)",
  "/sales-dashboard": "the dashboard under its old address: dashboard.spec.ts",
};
