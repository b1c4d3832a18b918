import type { Page } from "@playwright/test";
import { DEMO } from "./fixtures";
import { apiGet } from "./market-helpers";
import { EVERY_PAGE_ROUTES } from "./page-routes";

export interface AppPage {
  name: string;
  /** The plugin's route it opens (tests/e2e/page-routes.ts); none for the page of an unknown address. */
  route?: (typeof EVERY_PAGE_ROUTES)[number];
  path: string;
  /** Who opens it, when not a company admin. */
  as?: string;
}

/** Every page a signed-in company user can open (the operator's pages as the operator). */
export async function everyPage(page: Page): Promise<AppPage[]> {
  const [product] = (await apiGet<{ items: { id: number }[] }>(page.request, "/products?search=ch&limit=1")).items;
  const [store] = (await apiGet<{ items: { storeId: string }[] }>(page.request, "/stores?isAgent=false&limit=1")).items;
  const pages: AppPage[] = [
    { name: "dashboard", route: "/", path: "/" },
    { name: "analysis", route: "/analysis", path: `/analysis?product=${product!.id}` },
    { name: "products", route: "/products", path: "/products" },
    { name: "product", route: "/product/:id", path: `/product/${product!.id}` },
    { name: "stores", route: "/stores", path: "/stores" },
    { name: "store", route: "/stores/:storeId", path: `/stores/${store!.storeId}` },
    { name: "monthly-ranking", route: "/monthly-ranking", path: "/monthly-ranking" },
    { name: "artdisk", route: "/artdisk", path: "/artdisk" },
    { name: "weekly-ranking", route: "/weekly-ranking", path: "/weekly-ranking" },
    { name: "comparison", route: "/comparison", path: `/comparison?product=${product!.id}` },
    { name: "profile", route: "/profile", path: "/profile" },
    { name: "company", route: "/company", path: "/company" },
    { name: "help", route: "/help", path: "/help" },
    { name: "changelog", route: "/changelog", path: "/changelog" },
    { name: "setup", route: "/setup", path: "/setup" },
    { name: "admin", route: "/admin", path: "/admin", as: DEMO.operator.email },
    { name: "admin-api-keys", route: "/admin/api-keys", path: "/admin/api-keys", as: DEMO.operator.email },
    { name: "admin-invitations", route: "/admin/invitations", path: "/admin/invitations", as: DEMO.operator.email },
    { name: "not-found", path: "/no-such-page" },
  ];
  const unopened = EVERY_PAGE_ROUTES.filter((route) => !pages.some((page) => page.route === route));
  if (unopened.length > 0) throw new Error(`everyPage opens no page of ${unopened.join(", ")}: add an entry for each`);
  return pages;
}
