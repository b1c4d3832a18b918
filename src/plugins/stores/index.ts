import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "stores",
  routes: [
    { path: "/stores", page: () => import("./StoresPage") },
    { path: "/stores/:storeId", page: () => import("./StorePage") },
  ],
  menu: [{ key: "stores", label: "menu.stores", to: "/stores", slot: "top", order: 40 }],
  resources: [{ name: "stores", list: "/stores", show: "/stores/:storeId" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["stores", "store", "store analytics", "store list"],
});
