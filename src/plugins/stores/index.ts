import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "stores.list": { search?: string; county?: string; city?: string };
    "stores.store": { storeId: string };
  }
}

export default definePlugin({
  id: "stores",
  routes: [
    { name: "list", path: "/stores", page: () => import("./StoresPage") },
    { name: "store", path: "/stores/:storeId", page: () => import("./StorePage") },
  ],
  menu: [{ key: "stores", label: "menu.stores", to: "/stores", slot: "top", order: 40 }],
  resources: [{ name: "stores", list: "/stores", show: "/stores/:storeId" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["stores", "store", "store analytics", "store list"],
});
