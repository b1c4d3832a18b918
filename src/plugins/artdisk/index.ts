import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "artdisk.list": {
      search?: string;
      category?: string;
      assortment?: string;
      type?: "launch" | "assortment_change" | "price_change" | "delisting";
      month?: string;
      from?: string;
      to?: string;
      producer?: string;
      status?: "listed" | "delisted";
      own?: "1";
      /** An article number: its timeline opens. */
      article?: string;
    };
  }
}

export default definePlugin({
  id: "artdisk",
  routes: [{ name: "list", path: "/artdisk", page: () => import("./ArtdiskPage") }],
  menu: [{ key: "artdisk", label: "menu.artdisk", to: "/artdisk", slot: "top", order: 60 }],
  resources: [{ name: "artdisk", list: "/artdisk" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["artdisk rows", "artdisk statistics", "artdisk filters", "artdisk article"],
});
