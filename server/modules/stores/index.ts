import type { ServerModule } from "../../core/server-module";
import { storeRoutes } from "./routes";

/** Stores and agents: where they are, what they sell and list. */
export const storesModule: ServerModule = {
  prefix: "/api/v1/stores",
  routes: storeRoutes,
  tags: [
    {
      name: "stores",
      description:
        "The monopoly's stores and agents: where they are, what they sell and list.\n\n`listStores` filters by county and city; `getStore` takes the store number users know (`0102`) or Fenix's id. `getStoreSales` and `listStoreTopProducts` give a store's figures over a period; `getStoreInventory` what it lists today, with quantity and stock status.",
    },
  ],
};
