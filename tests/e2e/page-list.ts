import type { Page } from "@playwright/test";
import { DEMO } from "./fixtures";
import { apiGet } from "./market-helpers";

export interface AppPage {
  name: string;
  path: string;
  /** Who opens it, when not a company admin. */
  as?: string;
}

/** Every page a signed-in company user can open (the operator's pages as the operator). */
export async function everyPage(page: Page): Promise<AppPage[]> {
  const [product] = (await apiGet<{ items: { id: number }[] }>(page.request, "/products?search=ch&limit=1")).items;
  const [store] = (await apiGet<{ items: { storeId: string }[] }>(page.request, "/stores?isAgent=false&limit=1")).items;
  return [
    { name: "dashboard", path: "/" },
    { name: "analysis", path: `/analysis?product=${product!.id}` },
    { name: "products", path: "/products" },
    { name: "product", path: `/product/${product!.id}` },
    { name: "stores", path: "/stores" },
    { name: "store", path: `/stores/${store!.storeId}` },
    { name: "monthly-ranking", path: "/monthly-ranking" },
    { name: "artdisk", path: "/artdisk" },
    { name: "weekly-ranking", path: "/weekly-ranking" },
    { name: "comparison", path: `/comparison?product=${product!.id}` },
    { name: "profile", path: "/profile" },
    { name: "company", path: "/company" },
    { name: "help", path: "/help" },
    { name: "changelog", path: "/changelog" },
    { name: "setup", path: "/setup" },
    { name: "admin", path: "/admin", as: DEMO.operator.email },
    { name: "admin-api-keys", path: "/admin/api-keys", as: DEMO.operator.email },
    { name: "not-found", path: "/no-such-page" },
  ];
}
