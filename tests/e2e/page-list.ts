import type { Page } from "@playwright/test";
import { DEMO } from "./fixtures";
import { apiGet } from "./market-helpers";
import { EVERY_PAGE, type PageRecords } from "./page-routes";

export interface AppPage {
  name: string;
  path: string;
  /** Who opens it, when not a company admin. */
  as?: string;
}

/** "/stores/:storeId" → "stores-detail": a page's name in messages and screenshots. */
function pageName(route: string): string {
  return (
    route
      .slice(1)
      .replace(/\/:[^/]+/g, "-detail")
      .replace(/\//g, "-") || "dashboard"
  );
}

/** Every page of EVERY_PAGE at an address of the demo's records, and the page of an unknown address. */
export async function everyPage(page: Page): Promise<AppPage[]> {
  const [product] = (await apiGet<{ items: { id: number }[] }>(page.request, "/products?search=ch&limit=1")).items;
  const [store] = (await apiGet<{ items: { storeId: string }[] }>(page.request, "/stores?isAgent=false&limit=1")).items;
  const records: PageRecords = { product: product!.id, store: store!.storeId };
  return [
    ...EVERY_PAGE.map(({ route, path, operator }) => ({
      name: pageName(route),
      path: path ? path(records) : route,
      ...(operator ? { as: DEMO.operator.email } : {}),
    })),
    { name: "not-found", path: "/no-such-page" },
  ];
}
