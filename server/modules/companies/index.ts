import type { ServerModule } from "../../core/server-module";
import { companyRoutes } from "./routes";
import { companySupplierRoutes } from "./suppliers-routes";
import { companySegmentRoutes } from "./segments-routes";

/** The caller's companies: their products, sales, stock-outs, suppliers and segments. */
export const companiesModule: ServerModule = {
  prefix: "/api/v1/companies",
  routes: async (app, { ctx }) => {
    await app.register(companyRoutes, { ctx });
    await app.register(companySupplierRoutes, { ctx });
    await app.register(companySegmentRoutes, { ctx });
  },
  tags: [
    {
      name: "companies",
      description:
        "The caller's companies (suppliers): their products, sales, stock-outs and chosen segments.\n\nStart with `listCompanies` (the companies your key may read), then `getCompanySales?period=30d` for the dashboard's figures and the comparison with your segments, `listCompanyProducts` for each product's units, revenue, stores and lost sales, and `getCompanyStockOuts` for where your products are missing today.",
    },
  ],
};
