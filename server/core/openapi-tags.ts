/** The OpenAPI document's tags, one per resource, in the order the documentation lists them. */
export const API_TAGS: { name: string; description: string }[] = [
  {
    name: "products",
    description:
      "The monopoly's catalogue: products, their prices, sales, stock and stock-outs.\n\nFind articles with `listProducts` (filters: `search`, category, country, price, assortment, supplier; sorting; `cursor` paging) or `exportProducts` for the same filter as one CSV. For one product, `getProductSales?period=30d` gives its totals, the period before and a daily series; `getProductSalesByStore` where it sells; `getProductStockOuts` the stores out of it now and the sales lost.",
  },
  {
    name: "stores",
    description:
      "The monopoly's stores and agents: where they are, what they sell and list.\n\n`listStores` filters by county and city; `getStore` takes the store number users know (`0102`) or Fenix's id. `getStoreSales` and `listStoreTopProducts` give a store's figures over a period; `getStoreInventory` what it lists today, with quantity and stock status.",
  },
  {
    name: "sales",
    description:
      "Sales totals, best sellers and daily series over a period, for the whole market.\n\n`getSalesSummary?period=30d` is the market's totals; `listTopProducts` and `listTopStores` its best sellers; `getDailySalesTotals` one point a day. Your own companies' figures are under companies.",
  },
  { name: "segments", description: "Segments (category × price band per litre) and their products and trends" },
  { name: "rankings", description: "Products and producers ranked within their segments over whole months" },
  {
    name: "companies",
    description:
      "The caller's companies (suppliers): their products, sales, stock-outs and chosen segments.\n\nStart with `listCompanies` (the companies your key may read), then `getCompanySales?period=30d` for the dashboard's figures and the comparison with your segments, `listCompanyProducts` for each product's units, revenue, stores and lost sales, and `getCompanyStockOuts` for where your products are missing today.",
  },
  { name: "search", description: "Typeahead search over products and stores" },
  { name: "stock-diff", description: "Stock movements: units sold, delivered and corrected per hour or day" },
  { name: "weekly-rankings", description: "The monopoly's weekly best-seller lists, imported and matched to articles" },
  { name: "artdisk", description: "The article register: every article the catalogue has held and its lifecycle events" },
  { name: "uploads", description: "Files a company uploads (weekly lists, module data) through signed URLs" },
  { name: "images", description: "Product images" },
  { name: "auth", description: "Sign-in, registration, tokens and password resets" },
  { name: "users", description: "The signed-in user's profile, preferences, password and activity" },
  { name: "two-factor", description: "The signed-in user's two-factor authentication (TOTP and backup codes)" },
  { name: "api-keys", description: "The signed-in user's personal API keys: create, rename, revoke, usage" },
  { name: "organizations", description: "The caller's organisation: members, roles, invitations and audit log" },
  { name: "subscription", description: "The company's plan, modules, credits and invoices" },
  { name: "setup", description: "Getting a new company started: claiming its supplier names" },
  { name: "admin", description: "Operators (super_admin) only: companies, claims, keys, invoices, plans and the cache" },
  { name: "health", description: "Liveness and status of the service" },
];
