import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "products.list": { search?: string };
    "products.product": { id: number };
  }
}

export default definePlugin({
  id: "products",
  routes: [
    { name: "list", path: "/products", page: () => import("./ProductsPage") },
    { name: "product", path: "/product/:id", page: () => import("./ProductPage") },
  ],
  menu: [{ key: "products", label: "menu.products", to: "/products", slot: "top", order: 30, activeOn: ["/product/:id"] }],
  resources: [{ name: "products", list: "/products", show: "/product/:id" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["product info", "price history", "summary"],
});
