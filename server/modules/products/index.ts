import type { ServerModule } from "../../core/server-module";
import { productRoutes } from "./routes";
import { productYearlySalesRoutes } from "./yearly-sales-routes";

/** The catalogue: products, their sales, stock, prices and yearly figures. */
export const productsModule: ServerModule = {
  prefix: "/api/v1/products",
  routes: async (app, { ctx }) => {
    await app.register(productRoutes, { ctx });
    await app.register(productYearlySalesRoutes, { ctx });
  },
  tags: [
    {
      name: "products",
      description:
        "The monopoly's catalogue: products, their prices, sales, stock and stock-outs.\n\nFind articles with `listProducts` (filters: `search`, category, country, price, assortment, supplier; sorting; `cursor` paging) or `exportProducts` for the same filter as one CSV. For one product, `getProductSales?period=30d` gives its totals, the period before and a daily series; `getProductSalesByStore` where it sells; `getProductStockOuts` the stores out of it now and the sales lost.",
    },
  ],
};
