/**
 * Generated from Fenix's OpenAPI document (/api/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with `npm run client:generate`; tests/api/client.test.ts fails while this is stale.
 */
export interface paths {
  "/api/v1/products/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The products of a filter in the list's order, as CSV (UTF-8 with BOM; language=sv gives semicolons, decimal commas and Swedish headers) or as an Excel workbook (format=xlsx) */
    get: operations["exportProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products: search, filter, sort, page */
    get: operations["listProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product */
    get: operations["getProduct"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's national daily sales and key figures over a period and the period before, and its segment */
    get: operations["getProductSales"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/stock-outs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stores where the product is out of stock right now, the largest lost-sales estimate first */
    get: operations["getProductStockOuts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/sales-by-store": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's sales per store over a period (every store that sold or lists it, in every county) */
    get: operations["getProductSalesByStore"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories (level 1) with their subcategories (level 2) and product counts */
    get: operations["listProductCategories"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/statistics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The catalogue in numbers: products per category and assortment, prices, countries */
    get: operations["getProductStatistics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/price-changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price changes within a period, newest first */
    get: operations["listPriceChanges"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/price-history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's prices from each date on */
    get: operations["getProductPriceHistory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/stock-summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stores listing the product, in and out of stock, units on shelves and weeks of supply */
    get: operations["getProductStockSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/current-stock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units of the product on each listing store's shelf, as last observed */
    get: operations["getProductCurrentStock"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/data-availability": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which days have sales data for the product, and the latest stock observation */
    get: operations["getProductDataAvailability"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/yearly-sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product's national litres per year (imported sales per article); empty when none were imported */
    get: operations["getProductYearlySales"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stores and agents: search, filter, sort, page */
    get: operations["listStores"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/cities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cities with stores, and their county */
    get: operations["listStoreCities"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/filters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The values the store filters take */
    get: operations["getStoreFilters"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/statistics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Store counts: stores, agents, active, per county and size class */
    get: operations["getStoreStatistics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/locations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where every site is, for maps */
    get: operations["listStoreLocations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One store, with its opening hours */
    get: operations["getStore"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/performance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's sales against the previous period, and its stock */
    get: operations["getStorePerformance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's daily sales */
    get: operations["getStoreSales"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/top-products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's best sellers over a period */
    get: operations["listStoreTopProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's sales and listings by category */
    get: operations["getStoreCategories"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/inventory": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the store lists, with quantity and stock status (low: under three days of its average sales over 28 days); optionally only a company's products */
    get: operations["getStoreInventory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/assortment-optimization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What to add (sells in stores of this size class), what turns slowly, what runs out */
    get: operations["getStoreAssortmentOptimization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/assortment/optimization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What to add (sells in stores of this size class), what turns slowly, what runs out */
    get: operations["getStoreAssortmentOptimizationByPath"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stores/{id}/products/{productId}/performance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product in this store against the average listing store of its county, size class or the country */
    get: operations["getStoreProductPerformance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sales/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales totals over a period and the period before */
    get: operations["getSalesSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sales/total/daily": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Daily sales totals */
    get: operations["getDailySalesTotals"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sales/top-products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Best-selling products over a period */
    get: operations["listTopProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sales/top-stores": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stores selling the most over a period */
    get: operations["listTopStores"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sales/product/daily": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product's daily sales, in some stores (storeIds[] repeated) or all */
    get: operations["getProductDailySales"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/freshness": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How fresh the market data is, and whether it is older than the collection schedule promises */
    get: operations["getFreshness"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/segments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Segments: category level 2 × band of price per litre */
    get: operations["listSegments"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/segments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One segment with its sales over a period and the period before */
    get: operations["getSegment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/segments/{id}/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The segment's products ranked by litres: share, price per litre, velocity */
    get: operations["listSegmentProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/segments/{id}/trends": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The segment's daily sales */
    get: operations["getSegmentTrends"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products ranked within their segments over a window of whole months, with flags; pages by an opaque cursor */
    get: operations["listRankings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/analysis": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Segment sizes and concentration, flag counts and the biggest movers of a ranking */
    get: operations["getRankingAnalysis"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/competitive-analysis/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's ranking entry beside its nearest rivals in segment and price */
    get: operations["getCompetitiveAnalysis"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products/{id}/competitive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's ranking entry beside its nearest rivals in segment and price */
    get: operations["getProductCompetitors"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/producers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Producers ranked by revenue, with product counts, market share and segments led */
    get: operations["listProducerRankings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/products/{id}/market-position": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's place in its segment month by month: rank, share and percentile */
    get: operations["getProductMarketPosition"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/sales-performance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's ranked products against their segments' medians */
    get: operations["getSalesPerformance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rankings/store-optimization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per store: the company's strong products to add, and its listed products that sold nothing there */
    get: operations["getStoreOptimization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's companies (every company for a super_admin) */
    get: operations["listCompanies"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One company */
    get: operations["getCompany"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's products with their figures over a period, best sellers (by revenue) first, paged */
    get: operations["listCompanyProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}/sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's sales over a period against the previous period, with daily totals for its products and for all products of their segments */
    get: operations["getCompanySales"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}/stock-outs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's products out of stock in a store right now, the largest lost-sales estimate first */
    get: operations["getCompanyStockOuts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}/suppliers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link a supplier name to the company (super_admin) */
    post: operations["linkCompanySupplier"];
    /** Unlink a supplier name from the company (super_admin) */
    delete: operations["unlinkCompanySupplier"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/companies/{id}/segments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The segments the company chose to compare against, and those of its own products */
    get: operations["getCompanySegments"];
    /** Choose the segments to compare against (company_admin); an empty list compares with the company's own products' segments */
    put: operations["updateCompanySegments"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Product typeahead: an exact article number first */
    get: operations["searchProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/stores": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Store typeahead: site id, name, alias or city */
    get: operations["searchStores"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products and stores at once */
    get: operations["search"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/suggestions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Words to complete a search with: product names and producers */
    get: operations["getSearchSuggestions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stock-diff/hourly": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units sold, delivered and corrected per hour (Stockholm time); 7 days unless a period is given */
    get: operations["getHourlyStockMovements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stock-diff/daily": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units sold, delivered and corrected per day, and how many stores changed */
    get: operations["getDailyStockMovements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/stock-diff/metrics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's stock movement over a period: totals, average daily sales, stock-outs and supply */
    get: operations["getStockMovementMetrics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of a week's lists (the latest week by default) with their matched articles; pages by cursor */
    get: operations["listWeeklyRankingEntries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/statistics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A week's rows and matching by category, the company's own rows, and the last twelve weeks */
    get: operations["getWeeklyRankingStatistics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A week's rows and matching by category, the company's own rows, and the last twelve weeks */
    get: operations["getWeeklyRankingStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/lists": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lists (of a week, or all) with their processing status, and the weeks that have lists */
    get: operations["listWeeklyRankingLists"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/lists/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One list and how far its processing got */
    get: operations["getWeeklyRankingList"];
    put?: never;
    post?: never;
    /** Deletes one of the company's own lists */
    delete: operations["deleteWeeklyRankingList"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/products/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's positions in the weekly lists */
    get: operations["getProductWeeklyRankings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/export/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A list (by id) or a week's lists as CSV for Swedish Excel or XLSX, in the layout the import reads */
    get: operations["exportWeeklyRankings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/process": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Imports an uploaded list for a week: a job parses it and matches every row; poll the list for its progress */
    post: operations["processWeeklyRankingList"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/weekly-rankings/entries/{id}/match": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Matches a row of the company's own list to an article by hand (null: none); later imports keep the decision */
    put: operations["matchWeeklyRankingEntry"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/artdisk": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The article register: every article the catalogue has held, where it stands and its newest event; filtered and paged */
    get: operations["listArticles"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/artdisk/statistics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Launches, assortment changes, price changes and delistings per month (and launches and delistings per category) */
    get: operations["getArticleStatistics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/artdisk/filters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The values to filter the register by, with their counts, and the days its events span */
    get: operations["getArticleFilters"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/artdisk/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The register of a filter as CSV (UTF-8 with BOM; language=sv gives semicolons, decimal commas and Swedish headers) or as an Excel workbook (format=xlsx) */
    get: operations["exportArticles"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/artdisk/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article of the register (by article number) and every event of its lifecycle, oldest first */
    get: operations["getArticle"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/uploads/request": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A signed URL to PUT one file to (valid 15 minutes), for a purpose with its size cap and formats */
    post: operations["requestUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/uploads/{id}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks the stored file (size, format by content) and marks it uploaded */
    post: operations["confirmUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/uploads/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An upload and its status */
    get: operations["getUpload"];
    put?: never;
    post?: never;
    /** Deletes the upload and its stored file */
    delete: operations["deleteUpload"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/uploads/{id}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored file, always as a download (never shown inline) */
    get: operations["getUploadFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's uploads, newest first, by purpose and status; pages by cursor */
    get: operations["listUploads"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/images/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product image service renders images */
    get: operations["getImageServiceHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/images/products/{productNumber}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's image (SVG), usable directly in an <img> tag */
    get: operations["getProductImage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the sign-in page may offer */
    get: operations["getSignInOptions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; answers with tokens or a two-factor challenge */
    post: operations["login"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/verify-2fa": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Second step of a sign-in: a TOTP code or an unused backup code */
    post: operations["verifyTwoFactorLogin"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a company and its first user (company_admin), signed in */
    post: operations["register"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session the refresh token belongs to */
    post: operations["logout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/refresh": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** New access and refresh token; a refresh token works once */
    post: operations["refreshTokens"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations["getSignedInUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link; the same answer whether or not the account exists */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/reset-password/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a reset link can still be used */
    post: operations["validatePasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link; ends every session */
    post: operations["resetPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your profile */
    get: operations["getMyProfile"];
    /** Change your name */
    put: operations["updateMyProfile"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your interface preferences */
    get: operations["getMyPreferences"];
    /** Change interface preferences (merged) */
    put: operations["updateMyPreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change your password; ends your other sessions */
    put: operations["changeMyPassword"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/activity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent sign-ins and active sessions */
    get: operations["getMyActivity"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/2fa": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Two-factor status */
    get: operations["getTwoFactorStatus"];
    put?: never;
    /** Start setup: a new secret and its otpauth URI */
    post: operations["startTwoFactorSetup"];
    /** Turn two-factor off (needs password and a code) */
    delete: operations["disableTwoFactor"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/2fa/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish setup with a code; returns 10 backup codes once */
    post: operations["verifyTwoFactorSetup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/2fa/backup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Use (and so spend) a backup code */
    post: operations["useBackupCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/2fa/regenerate-backup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the backup codes (needs a current code) */
    post: operations["regenerateBackupCodes"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your live API keys with last use and call counts */
    get: operations["listMyApiKeys"];
    put?: never;
    /**
     * Create a key: the secret (fnx_…) is in this answer only
     * @description Send it as X-API-Key. It acts as you, with your role and company, and cannot manage accounts, members, keys or billing.
     */
    post: operations["createApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/api-keys/stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Calls and errors per key and day (UTC), last use */
    get: operations["getMyApiKeyStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/me/api-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a key or change its description */
    put: operations["updateApiKey"];
    post?: never;
    /** Revoke a key: it stops working at once */
    delete: operations["deleteApiKey"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your organisation */
    get: operations["getMyOrganization"];
    /** Rename your organisation (company_admin) */
    put: operations["updateMyOrganization"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's members (company_admin) */
    get: operations["listMembers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/members/{id}/role": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a member's role (company_admin; never above your own; the last company_admin stays) */
    put: operations["updateMemberRole"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/members/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member: their sessions and API keys stop at once (company_admin) */
    delete: operations["removeMember"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's audit log, newest first (company_admin) */
    get: operations["listOrganizationAudit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/members/invite": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite an address with a role no higher than yours; mails a link valid for 7 days (company_admin)
     * @description Inviting the same address again replaces the earlier link.
     */
    post: operations["inviteMember"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending invitations, expired ones included (company_admin) */
    get: operations["listInvitations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/organizations/me/invitations/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a pending invitation: its link stops working (company_admin) */
    delete: operations["cancelInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What an invitation link offers: company, inviter, role, expiry (public)
     * @description 410 with code INVITATION_USED, INVITATION_CANCELLED, INVITATION_REPLACED or INVITATION_EXPIRED; 404 INVITATION_NOT_FOUND.
     */
    get: operations["getInvitation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{token}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation: creates the account, or joins with an existing account's password; signs in (public) */
    post: operations["acceptInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/current": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's plan (404: none) */
    get: operations["getSubscription"];
    /** Choose or change the plan, and any modules with it in the same step (company_admin) */
    put: operations["updateSubscription"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the plan at the end of the current period (company_admin) */
    post: operations["cancelSubscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans on offer */
    get: operations["listPlans"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/modules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's active modules */
    get: operations["listSubscribedModules"];
    put?: never;
    /** Add a module (company_admin) */
    post: operations["addModule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/access": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What your company's plan and modules open: the modules it has now (any member) */
    get: operations["getSubscriptionAccess"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/modules/available": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Modules your company can add */
    get: operations["listAvailableModules"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/modules/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a module: it stays active to the end of its period (company_admin) */
    delete: operations["cancelModule"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's credit balance */
    get: operations["getCreditBalance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/transactions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's credit transactions, newest first; pages by cursor */
    get: operations["listCreditTransactions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/packages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credit packages on offer */
    get: operations["listCreditPackages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/purchase": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy a credit package, invoiced to the company (company_admin); a repeated Idempotency-Key answers the first purchase */
    post: operations["purchaseCredits"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/calculate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an operation costs and whether the balance covers it */
    post: operations["calculateCreditCost"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/credits/consume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Spend credits on an operation (402 when the balance does not cover it); a repeated Idempotency-Key answers the first spend */
    post: operations["consumeCredits"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's invoices, newest first */
    get: operations["listInvoices"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/invoices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One invoice with its lines */
    get: operations["getInvoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/subscription/invoices/{id}/document": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoice as an HTML document, as an attachment */
    get: operations["getInvoiceDocument"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans (super_admin) */
    get: operations["listAdminPlans"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/plans/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a plan's prices, user limit, included modules and monthly credits (super_admin) */
    put: operations["updatePlan"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/modules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The module kinds (super_admin) */
    get: operations["listAdminModules"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/modules/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a module kind's prices (super_admin) */
    put: operations["updateModuleKind"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/setup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your company's supplier names and claims */
    get: operations["getSetup"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/setup/suppliers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The market's supplier names with their product counts, most products first */
    get: operations["listSupplierNames"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/setup/claims": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim a supplier name as your company's (company_admin); an operator approves it */
    post: operations["createSupplierClaim"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every company, with filters */
    get: operations["listAllCompanies"];
    put?: never;
    /** Create a company */
    post: operations["createCompany"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/companies/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company */
    get: operations["getAdminCompany"];
    /** Edit a company: name, supplier names, plan, status (suspended: its members are refused) */
    put: operations["updateCompany"];
    post?: never;
    /** Delete a company: only an empty one, or with cascade=true and confirmName = its name */
    delete: operations["deleteCompany"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/supplier-claims": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Supplier-name claims, pending first */
    get: operations["listSupplierClaims"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/supplier-claims/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a claim: the name becomes the company's */
    post: operations["approveSupplierClaim"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/supplier-claims/{id}/refuse": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refuse a claim */
    post: operations["refuseSupplierClaim"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every personal API key, with its owner and calls */
    get: operations["listAllApiKeys"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/api-keys/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Keys created, changed and revoked, newest first */
    get: operations["listApiKeyAudit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/api-keys/endpoints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Keys' calls per endpoint */
    get: operations["getApiKeyEndpointUsage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/api-keys/usage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Keys' calls per key and day */
    get: operations["getApiKeyUsage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/api-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A personal API key */
    get: operations["getAdminApiKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every company's invitations */
    get: operations["listAllInvitations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/invitations/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a pending invitation */
    delete: operations["cancelAnyInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log across companies, newest first */
    get: operations["listAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every company's invoices, newest first; state unpaid, overdue or paid */
    get: operations["listAllInvoices"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/invoices/{id}/paid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that an open invoice was paid (409 when it is paid already or void) */
    post: operations["markInvoicePaid"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/analytics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hits, misses, entries, bytes and time saved per cached route; hit rate per minute */
    get: operations["getCacheAnalytics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cache's store and totals */
    get: operations["getCacheStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/warm-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest warm job and its progress */
    get: operations["getCacheWarmStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/analytics/clear": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Reset the counters */
    delete: operations["clearCacheAnalytics"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/clear": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete every cached answer */
    delete: operations["clearCache"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete every cached answer, including those being computed */
    delete: operations["purgeCache"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/cloudflare/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Ask the CDN to purge everything (409 CDN_NOT_CONFIGURED without CDN_PURGE_URL) */
    delete: operations["purgeCdn"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/warm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Precompute every company's dashboard for the default period (a job) */
    post: operations["warmCache"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/cache/warm-aggressive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Precompute every company's dashboard for every period, its analysis and the operators' view (a job) */
    post: operations["warmCacheFully"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness: the API answers and its database is reachable
     * @description Open to load balancers; a presented X-API-Key must be valid.
     */
    get: operations["getLiveness"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/health/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Database reachability, migration state, version and uptime
     * @description 503 with the status when the database is unreachable or behind its migrations; 503 DATABASE_UNAVAILABLE when a signed-in caller cannot even be checked.
     */
    get: operations["getHealthStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/health/monitor": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Process and database figures for operators (super_admin) */
    get: operations["getHealthMonitor"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The market feed: its source (host only), pause, schedules, how far the data reaches, next rounds and the latest 20 */
    get: operations["getFeedStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/feed/run": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a stock or catalogue round now: the waiting round moves to now (409 FEED_OFF with MARKET_SOURCE=off, FEED_PAUSED while paused, FEED_ROUND_RUNNING while one of that kind runs) */
    post: operations["runFeedRound"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/feed/pause": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pause the feed (its rounds collect nothing and skip) or resume it */
    post: operations["pauseFeed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/alerts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your alerts, newest first, and how many you have not read */
    get: operations["listAlerts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/alerts/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark alerts read (those given, or all of yours); answers how many are left unread */
    post: operations["readAlerts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/alerts/rules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your alert rules and your company's company-wide ones */
    get: operations["listAlertRules"];
    put?: never;
    /** Add an alert rule: yours, or (a company admin) one for every member */
    post: operations["createAlertRule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/alerts/rules/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one of your alert rules, or (a company admin) a company-wide one; its alerts go with it */
    delete: operations["deleteAlertRule"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/storage/{companyId}/{uploadId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Stores the file of a signed upload URL (the URL from POST /uploads/request carries the signature) */
    put: operations["putUploadFile"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Every error answer has this shape
     * @example {
     *       "statusCode": 403,
     *       "error": "Forbidden",
     *       "message": "This needs the API access and exports module: add it under Billing",
     *       "code": "MODULE_REQUIRED",
     *       "module": "api-access"
     *     }
     */
    ErrorResponse: {
      statusCode: number;
      error: string;
      message: string;
      /** @description A stable reason a client can rely on instead of the English message (VALIDATION_FAILED, INVITATION_EXPIRED, API_KEY_NOT_ALLOWED…) */
      code?: string;
      /** @description With MODULE_REQUIRED: the module's kind the feature needs */
      module?: string;
      /** @description The request field the refusal is about (`email`, `newPassword`; nested fields joined by dots) */
      field?: string;
      /** @description For VALIDATION_FAILED: the schema rule the field broke (required, minLength, maxLength, format, pattern…) */
      rule?: string;
      /** @description The rule's bound, for minLength, maxLength, minimum, maximum… */
      limit?: number;
    };
    /**
     * @example {
     *       "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
     *       "email": "astrid.lindqvist@nordvik.se",
     *       "role": "company_admin",
     *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
     *       "firstName": "Astrid",
     *       "lastName": "Lindqvist",
     *       "createdAt": "2026-03-02T09:12:44.000Z",
     *       "updatedAt": "2026-11-18T16:40:03.000Z",
     *       "twoFactorEnabled": true,
     *       "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
     *     }
     */
    User: {
      /** Format: uuid */
      id: string;
      email: string;
      role: "company_user" | "company_admin" | "super_admin";
      companyId: string | null;
      firstName: string;
      lastName: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      twoFactorEnabled: boolean;
      twoFactorEnabledAt: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  exportProducts: {
    parameters: {
      query?: {
        /** @example Nordvik */
        search?: string;
        /**
         * @description Category level 1, e.g. Vin
         * @example Öl
         */
        category?: string;
        /** @description Category level 2, e.g. Rött vin */
        subcategory?: string;
        /** @example Sverige */
        country?: string;
        /** @example 20 */
        minPrice?: number;
        /** @example 50 */
        maxPrice?: number;
        /** @description Assortment code or text */
        assortment?: string;
        /** @example Nordvik Dryck AB */
        supplier?: string;
        /** @description Only this company's products (yours, unless super_admin) */
        companyId?: string;
        sortBy?: "name" | "price" | "number" | "alcohol" | "volume" | "launched";
        sortOrder?: "asc" | "desc";
        /** @description sv: semicolons, decimal commas and Swedish headers (Swedish Excel); en: commas, decimal points, English headers */
        language?: "sv" | "en";
        /** @description csv: UTF-8 with BOM; xlsx: an Excel workbook with the same columns, numbers and dates typed */
        format?: "csv" | "xlsx";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV text, or an Excel workbook (format=xlsx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FOREIGN_COMPANY_FILTER` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /** @example Nordvik */
        search?: string;
        /**
         * @description Category level 1, e.g. Vin
         * @example Öl
         */
        category?: string;
        /** @description Category level 2, e.g. Rött vin */
        subcategory?: string;
        /** @example Sverige */
        country?: string;
        /** @example 20 */
        minPrice?: number;
        /** @example 50 */
        maxPrice?: number;
        /** @description Assortment code or text */
        assortment?: string;
        /** @example Nordvik Dryck AB */
        supplier?: string;
        /** @description Only this company's products (yours, unless super_admin) */
        companyId?: string;
        sortBy?: "name" | "price" | "number" | "alcohol" | "volume" | "launched";
        sortOrder?: "asc" | "desc";
        /** @example 100 */
        limit?: number;
        /**
         * @description nextCursor of the previous page
         * @example 100
         */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** @description Fenix's id of the product (used in every /products/{id} path) */
                id: number;
                productId: string | null;
                /** @description The monopoly's article number */
                productNumber: string;
                productName: string;
                productNameBold: string;
                productNameThin: string | null;
                producerName: string | null;
                supplierName: string | null;
                country: string | null;
                categoryLevel1: string | null;
                categoryLevel2: string | null;
                categoryLevel3: string | null;
                price: number | null;
                volumeMl: number | null;
                pricePerLitre: number | null;
                alcoholPercentage: number | null;
                assortment: string | null;
                assortmentText: string | null;
                launchDate: string | null;
                discontinued: boolean;
                imageUrl: string | null;
                producer: string | null;
                volume: number | null;
                category: string | null;
                alcoholContent: number | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FOREIGN_COMPANY_FILTER` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @description A product of the catalogue
             * @example {
             *       "id": 4711,
             *       "productId": "1004711",
             *       "productNumber": "1234501",
             *       "productName": "Nordvik Lager",
             *       "productNameBold": "Nordvik",
             *       "productNameThin": "Lager",
             *       "producerName": "Nordvik Bryggeri AB",
             *       "supplierName": "Nordvik Dryck AB",
             *       "country": "Sverige",
             *       "categoryLevel1": "Öl",
             *       "categoryLevel2": "Ljus lager",
             *       "categoryLevel3": "Internationell stil",
             *       "price": 24.9,
             *       "volumeMl": 500,
             *       "pricePerLitre": 49.8,
             *       "alcoholPercentage": 5.2,
             *       "assortment": "FS",
             *       "assortmentText": "Fast sortiment",
             *       "launchDate": "2024-03-01",
             *       "discontinued": false,
             *       "imageUrl": "/api/v1/images/products/1234501",
             *       "producer": "Nordvik Bryggeri AB",
             *       "volume": 500,
             *       "category": "Ljus lager",
             *       "alcoholContent": 5.2
             *     }
             */
            data: {
              /** @description Fenix's id of the product (used in every /products/{id} path) */
              id: number;
              productId: string | null;
              /** @description The monopoly's article number */
              productNumber: string;
              productName: string;
              productNameBold: string;
              productNameThin: string | null;
              producerName: string | null;
              supplierName: string | null;
              country: string | null;
              categoryLevel1: string | null;
              categoryLevel2: string | null;
              categoryLevel3: string | null;
              price: number | null;
              volumeMl: number | null;
              pricePerLitre: number | null;
              alcoholPercentage: number | null;
              assortment: string | null;
              assortmentText: string | null;
              launchDate: string | null;
              discontinued: boolean;
              imageUrl: string | null;
              producer: string | null;
              volume: number | null;
              category: string | null;
              alcoholContent: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductSales: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @description What `previous` covers: the period of the same length just before (previous, the default) or the same days a year earlier (year; periods of at most 366 days) */
        compare?: "previous" | "year";
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "from": "2026-09-21",
               *       "to": "2026-10-20",
               *       "dataFrom": "2026-09-21",
               *       "dataTo": "2026-10-20",
               *       "daysWithData": 30
               *     }
               */
              previousPeriod: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesListing": 418,
               *       "storesSelling": 402,
               *       "velocity": 14.5,
               *       "outOfStockDays": 38,
               *       "lostUnits": 171,
               *       "lostRevenue": 4257.9,
               *       "staleStores": 4,
               *       "stock": 9630,
               *       "weeksOfSupply": 3.3
               *     }
               */
              totals: {
                units: number;
                litres: number;
                revenue: number;
                storesListing: number;
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Store-days without stock in the period */
                outOfStockDays: number;
                /** @description Stores holding stock with no sale or delivery for 30 days */
                staleStores: number;
                /** @description Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out */
                lostUnits: number;
                /** @description The lost units at the product's price, SEK */
                lostRevenue: number;
                stock: number;
                weeksOfSupply: number | null;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesListing": 418,
               *       "storesSelling": 402,
               *       "velocity": 14.5,
               *       "outOfStockDays": 38,
               *       "lostUnits": 171,
               *       "lostRevenue": 4257.9,
               *       "staleStores": 4,
               *       "stock": 9630,
               *       "weeksOfSupply": 3.3
               *     }
               */
              previous: {
                units: number;
                litres: number;
                revenue: number;
                storesListing: number;
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Store-days without stock in the period */
                outOfStockDays: number;
                /** @description Stores holding stock with no sale or delivery for 30 days */
                staleStores: number;
                /** @description Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out */
                lostUnits: number;
                /** @description The lost units at the product's price, SEK */
                lostRevenue: number;
                stock: number;
                weeksOfSupply: number | null;
              };
              /** @description Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months) */
              granularity: "day" | "month";
              daily: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
              }[];
              segment: {
                id: string;
                categoryLevel2: string;
                priceBand: string;
              } | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductStockOuts: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * Format: date
               * @example 2026-11-19
               */
              asOf: string;
              items: {
                storeId: number;
                siteId: string;
                storeName: string;
                city: string | null;
                county: string | null;
                /** Format: date */
                since: string;
                /** @description Days without stock, up to asOf */
                days: number;
                /** @description Average units a day before it ran out (over the days of the 60 before it that have data) */
                dailyUnitsBefore: number;
                /** @description days × dailyUnitsBefore, in whole units */
                lostUnits: number;
                /** @description The lost units at the product's price, SEK */
                lostRevenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductSalesByStore: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                storeId: number;
                siteId: string;
                storeName: string;
                city: string | null;
                county: string | null;
                units: number;
                litres: number;
                revenue: number;
                stock: number | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listProductCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              name: string;
              products: number;
              subcategories: {
                name: string;
                products: number;
              }[];
            }[];
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "products": 24815,
             *       "discontinued": 1312,
             *       "countries": 74,
             *       "suppliers": 689,
             *       "averagePrice": 214.6,
             *       "medianPrice": 129,
             *       "byCategory": [
             *         {
             *           "name": "Vin",
             *           "products": 14230
             *         }
             *       ],
             *       "byAssortment": [
             *         {
             *           "name": "Fast sortiment",
             *           "products": 3960
             *         }
             *       ],
             *       "byCountry": [
             *         {
             *           "name": "Sverige",
             *           "products": 4120
             *         }
             *       ]
             *     }
             */
            data: {
              products: number;
              discontinued: number;
              countries: number;
              suppliers: number;
              averagePrice: number;
              medianPrice: number;
              byCategory: {
                name: string;
                products: number;
              }[];
              byAssortment: {
                name: string;
                products: number;
              }[];
              byCountry: {
                name: string;
                products: number;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listPriceChanges: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                /** Format: date */
                date: string;
                oldPrice: number;
                newPrice: number;
                changePercent: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductPriceHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** Format: date */
              validFrom: string;
              price: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductStockSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "storesListing": 418,
             *       "inStock": 405,
             *       "outOfStock": 13,
             *       "stock": 9630,
             *       "weeksOfSupply": 3.3,
             *       "staleStores": 4,
             *       "outOfStockDays30d": 38,
             *       "lostUnits30d": 171,
             *       "lostRevenue30d": 4257.9
             *     }
             */
            data: {
              storesListing: number;
              inStock: number;
              outOfStock: number;
              stock: number;
              weeksOfSupply: number | null;
              staleStores: number;
              outOfStockDays30d: number;
              /** @description Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out */
              lostUnits30d: number;
              /** @description The lost units at the product's price, SEK */
              lostRevenue30d: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductCurrentStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              storeId: number;
              siteId: string;
              storeName: string;
              city: string | null;
              county: string | null;
              quantity: number;
              /**
               * Format: date-time
               * @description Since when the store has had this quantity
               */
              observedAt: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductDataAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "firstSalesDay": "2024-03-04",
             *       "lastSalesDay": "2026-11-19",
             *       "daysWithSales": 991,
             *       "latestSnapshotAt": "2026-11-20T06:00:00.000Z",
             *       "storesObserved": 418,
             *       "storeDetail": true
             *     }
             */
            data: {
              firstSalesDay: string | null;
              lastSalesDay: string | null;
              daysWithSales: number;
              latestSnapshotAt: string | null;
              storesObserved: number;
              /** @description false: the product's sales are known nationally only, without stock per store (the demo's range beyond the products it simulates store by store); store figures do not include it */
              storeDetail: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductYearlySales: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              year: number;
              litres: number;
              /** @description National rank by litres that year (1 = most) */
              rank: number;
              /** @description Products with sales that year */
              articles: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listStores: {
    parameters: {
      query?: {
        /** @example Drottninggatan */
        search?: string;
        /** @example Stockholms län */
        county?: string;
        /** @example Stockholm */
        city?: string;
        /** @example A */
        sizeClass?: string;
        /** @description true for agents (ombud), false for stores; both without it */
        isAgent?: boolean;
        isActive?: boolean;
        sortBy?: "name" | "city" | "county" | "siteId";
        sortOrder?: "asc" | "desc";
        /** @example 100 */
        limit?: number;
        /**
         * @description nextCursor of the previous page
         * @example 100
         */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                id: number;
                siteId: string;
                displayName: string;
                alias: string | null;
                address: string | null;
                city: string | null;
                county: string | null;
                latitude: number | null;
                longitude: number | null;
                isAgent: boolean;
                isActive: boolean;
                sizeClass: string | null;
                /** @description = siteId, the monopoly's number of the site */
                storeId: string;
                /** @description = displayName */
                siteName: string;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listStoreCities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              city: string;
              county: string | null;
              stores: number;
            }[];
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreFilters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "counties": [
             *         "Skåne län",
             *         "Stockholms län"
             *       ],
             *       "cities": [
             *         "Malmö",
             *         "Stockholm"
             *       ],
             *       "sizeClasses": [
             *         "A",
             *         "B",
             *         "C"
             *       ]
             *     }
             */
            data: {
              counties: string[];
              cities: string[];
              sizeClasses: string[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** @example 447 */
              stores: number;
              /** @example 468 */
              agents: number;
              /** @example 912 */
              active: number;
              byCounty: {
                name: string;
                stores: number;
              }[];
              bySizeClass: {
                name: string;
                stores: number;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listStoreLocations: {
    parameters: {
      query?: {
        isActive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              id: number;
              siteId: string;
              displayName: string;
              latitude: number;
              longitude: number;
              isAgent: boolean;
              isActive: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              id: number;
              siteId: string;
              displayName: string;
              alias: string | null;
              address: string | null;
              city: string | null;
              county: string | null;
              latitude: number | null;
              longitude: number | null;
              isAgent: boolean;
              isActive: boolean;
              sizeClass: string | null;
              /** @description = siteId, the monopoly's number of the site */
              storeId: string;
              /** @description = displayName */
              siteName: string;
            } & {
              openingHours: {
                date: string;
                openFrom: string;
                openTo: string;
                reason: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStorePerformance: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @description What `previous` covers: the period of the same length just before (previous, the default) or the same days a year earlier (year; periods of at most 366 days) */
        compare?: "previous" | "year";
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "from": "2026-09-21",
               *       "to": "2026-10-20",
               *       "dataFrom": "2026-09-21",
               *       "dataTo": "2026-10-20",
               *       "daysWithData": 30
               *     }
               */
              previousPeriod: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "units": 61840,
               *       "litres": 38210.5,
               *       "revenue": 6482310,
               *       "productsSold": 2614
               *     }
               */
              totals: {
                units: number;
                litres: number;
                revenue: number;
                productsSold: number;
              };
              /**
               * @example {
               *       "units": 61840,
               *       "litres": 38210.5,
               *       "revenue": 6482310,
               *       "productsSold": 2614
               *     }
               */
              previous: {
                units: number;
                litres: number;
                revenue: number;
                productsSold: number;
              };
              /**
               * @example {
               *       "listed": 2980,
               *       "inStock": 2871,
               *       "outOfStock": 109,
               *       "units": 84120,
               *       "withoutStoreDetail": 0
               *     }
               */
              stock: {
                listed: number;
                inStock: number;
                outOfStock: number;
                units: number;
                /** @description Products the store lists whose sales are known nationally only, without stock per store (the demo's range beyond the products it simulates store by store): the store's sales, best sellers and stock do not include them. 0 where every product has store detail */
                withoutStoreDetail: number;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreSales: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /** @description Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months) */
              granularity: "day" | "month";
              items: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listStoreTopProducts: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                rank: number;
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreCategories: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        sortBy?: "revenue" | "units" | "litres" | "products";
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                categoryLevel1: string | null;
                categoryLevel2: string | null;
                productsListed: number;
                units: number;
                litres: number;
                revenue: number;
                revenueShare: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreInventory: {
    parameters: {
      query?: {
        status?: "in_stock" | "low" | "out_of_stock";
        /** @description Only this company's products (one you may read) */
        companyId?: string;
        /** @example 100 */
        limit?: number;
        /**
         * @description nextCursor of the previous page
         * @example 100
         */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                quantity: number;
                status: "in_stock" | "low" | "out_of_stock";
                averageDailyUnits: number;
                daysOfStock: number | null;
                /** Format: date-time */
                since: string;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND`, `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreAssortmentOptimization: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @description Units per week per store */
        minTurnoverRate?: number;
        maxStockoutDays?: number;
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              add: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                peerStoresListing: number;
                peerUnits: number;
                turnoverRate: number;
              }[];
              slowMovers: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                stock: number;
                units: number;
                turnoverRate: number;
              }[];
              frequentStockouts: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                outOfStockDays: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreAssortmentOptimizationByPath: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @description Units per week per store */
        minTurnoverRate?: number;
        maxStockoutDays?: number;
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              add: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                peerStoresListing: number;
                peerUnits: number;
                turnoverRate: number;
              }[];
              slowMovers: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                stock: number;
                units: number;
                turnoverRate: number;
              }[];
              frequentStockouts: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                outOfStockDays: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreProductPerformance: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        compareWith?: "county" | "sizeClass" | "all";
      };
      header?: never;
      path: {
        /** @description The store number (site id: a store's 0102, an agent's 138103-91A) or Fenix's internal id */
        id: string;
        productId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @description A product of the catalogue
               * @example {
               *       "id": 4711,
               *       "productId": "1004711",
               *       "productNumber": "1234501",
               *       "productName": "Nordvik Lager",
               *       "productNameBold": "Nordvik",
               *       "productNameThin": "Lager",
               *       "producerName": "Nordvik Bryggeri AB",
               *       "supplierName": "Nordvik Dryck AB",
               *       "country": "Sverige",
               *       "categoryLevel1": "Öl",
               *       "categoryLevel2": "Ljus lager",
               *       "categoryLevel3": "Internationell stil",
               *       "price": 24.9,
               *       "volumeMl": 500,
               *       "pricePerLitre": 49.8,
               *       "alcoholPercentage": 5.2,
               *       "assortment": "FS",
               *       "assortmentText": "Fast sortiment",
               *       "launchDate": "2024-03-01",
               *       "discontinued": false,
               *       "imageUrl": "/api/v1/images/products/1234501",
               *       "producer": "Nordvik Bryggeri AB",
               *       "volume": 500,
               *       "category": "Ljus lager",
               *       "alcoholContent": 5.2
               *     }
               */
              product: {
                /** @description Fenix's id of the product (used in every /products/{id} path) */
                id: number;
                productId: string | null;
                /** @description The monopoly's article number */
                productNumber: string;
                productName: string;
                productNameBold: string;
                productNameThin: string | null;
                producerName: string | null;
                supplierName: string | null;
                country: string | null;
                categoryLevel1: string | null;
                categoryLevel2: string | null;
                categoryLevel3: string | null;
                price: number | null;
                volumeMl: number | null;
                pricePerLitre: number | null;
                alcoholPercentage: number | null;
                assortment: string | null;
                assortmentText: string | null;
                launchDate: string | null;
                discontinued: boolean;
                imageUrl: string | null;
                producer: string | null;
                volume: number | null;
                category: string | null;
                alcoholContent: number | null;
              };
              /** @example true */
              listed: boolean;
              stock: number | null;
              /**
               * @example {
               *       "units": 212,
               *       "litres": 106,
               *       "revenue": 5278.8,
               *       "daysWithSales": 30
               *     }
               */
              store: {
                units: number;
                litres: number;
                revenue: number;
                daysWithSales: number;
              };
              /**
               * @example {
               *       "compareWith": "county",
               *       "stores": 84,
               *       "averageUnits": 48.2,
               *       "averageLitres": 24.1,
               *       "averageRevenue": 1200.2
               *     }
               */
              comparison: {
                compareWith: string;
                stores: number;
                averageUnits: number;
                averageLitres: number;
                averageRevenue: number;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `STORE_NOT_FOUND`, `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSalesSummary: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /**
         * @description Only this company's products (one you may read); the whole market without it
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        /** @description What `previous` covers: the period of the same length just before (previous, the default) or the same days a year earlier (year; periods of at most 366 days) */
        compare?: "previous" | "year";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "from": "2026-09-21",
               *       "to": "2026-10-20",
               *       "dataFrom": "2026-09-21",
               *       "dataTo": "2026-10-20",
               *       "daysWithData": 30
               *     }
               */
              previousPeriod: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              totals: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              previous: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getDailySalesTotals: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /**
         * @description Only this company's products (one you may read); the whole market without it
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /** @description Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months) */
              granularity: "day" | "month";
              items: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listTopProducts: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /**
         * @description Only this company's products (one you may read); the whole market without it
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        sortBy?: "revenue" | "units" | "litres";
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                rank: number;
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listTopStores: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /**
         * @description Only this company's products (one you may read); the whole market without it
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        sortBy?: "revenue" | "units" | "litres";
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                rank: number;
                storeId: number;
                siteId: string;
                storeName: string;
                city: string | null;
                county: string | null;
                units: number;
                litres: number;
                revenue: number;
                productsSold: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductDailySales: {
    parameters: {
      query: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        productId: number;
        "storeIds[]"?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /** @example 4711 */
              productId: number;
              /**
               * @example [
               *       12
               *     ]
               */
              storeIds: number[];
              items: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getFreshness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description How fresh the market data is */
            data: {
              dataThrough: string | null;
              latestDay: string | null;
              /**
               * @description Whether Fenix collects the market by itself on a schedule (false: data arrives by imports only)
               * @example true
               */
              collecting: boolean;
              expectedSince: string | null;
              nextCollection: string | null;
              /**
               * @description True when the data is older than the schedule promises: a scheduled collection over an hour ago is not in it
               * @example false
               */
              stale: boolean;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listSegments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** @description <category level 2>~<price band> */
              id: string;
              categoryLevel1: string | null;
              categoryLevel2: string;
              band: number;
              priceBand: string;
              minPricePerLitre: number;
              maxPricePerLitre: number | null;
              products: number;
            }[];
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSegment: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
      };
      header?: never;
      path: {
        /** @example Ljus lager~0 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "id": "Ljus lager~0",
               *       "categoryLevel1": "Öl",
               *       "categoryLevel2": "Ljus lager",
               *       "band": 0,
               *       "priceBand": "< 100 kr/l",
               *       "minPricePerLitre": 0,
               *       "maxPricePerLitre": 100,
               *       "products": 214
               *     }
               */
              segment: {
                /** @description <category level 2>~<price band> */
                id: string;
                categoryLevel1: string | null;
                categoryLevel2: string;
                band: number;
                priceBand: string;
                minPricePerLitre: number;
                maxPricePerLitre: number | null;
                products: number;
              };
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              totals: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              previous: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `SEGMENT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listSegmentProducts: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        limit?: number;
      };
      header?: never;
      path: {
        /** @example Ljus lager~0 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                rank: number;
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                units: number;
                litres: number;
                revenue: number;
                /** @description Share of the segment's litres, 0–1 */
                share: number;
                storesSelling: number;
                velocity: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `SEGMENT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSegmentTrends: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
      };
      header?: never;
      path: {
        /** @example Ljus lager~0 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /** @description Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months) */
              granularity: "day" | "month";
              items: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `SEGMENT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listRankings: {
    parameters: {
      query?: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        /**
         * @description Mark this company's products (one the caller may read)
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        /** @description Segment ids (<category level 2>~<price band>) */
        segments?: string[];
        /** @description Category level 2 names */
        categories?: string[];
        /** @description Price band indexes */
        priceBands?: number[];
        /** @description Only products with a placement opportunity */
        storePlacementOpportunities?: boolean;
        /** @description Only rising stars */
        risingStars?: boolean;
        /** @description Only top performers */
        topPerformers?: boolean;
        /** @description Only products at risk of delisting */
        delistingRisk?: boolean;
        /** @description Only the products of `companyId` */
        ownOnly?: boolean;
        limit?: number;
        /** @description nextCursor of the previous page (opaque) */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              rankings: {
                productId: number;
                productNumber: string;
                name: string;
                producer: string | null;
                supplier: string | null;
                categoryLevel1: string | null;
                /** @description Category level 2 */
                category: string;
                /** @description Segment id: <category level 2>~<price band> */
                segment: string;
                priceBand: number;
                price: number | null;
                volumeMl: number | null;
                /** @description Place in its segment by revenue (1 = best) */
                rank: number;
                previousRank: number | null;
                /** @description Products ranked in the segment */
                segmentSize: number;
                units: number;
                litres: number;
                /** @description SEK incl. VAT */
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                yearAgoRevenue: number | null;
                /** @description Share of the segment's revenue, 0–1 */
                share: number;
                /** @description Stores (of the scope) that list it now */
                storesListing: number;
                /** @description Stores (of the scope) that sold it in the window */
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Stores where its segment sells above the median store and it is not listed */
                placementStores: number;
                flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                /** @description One of companyId's products */
                own: boolean;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `RANKING_OWN_NEEDS_COMPANY`, `RANKING_CURSOR_INVALID`, `RANKING_CURSOR_MISMATCH` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No longer usable: INVITATION_EXPIRED, INVITATION_USED, UPLOAD_URL_EXPIRED … */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getRankingAnalysis: {
    parameters: {
      query?: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        /**
         * @description Mark this company's products (one the caller may read)
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        /** @description Category level 2 names */
        categories?: string[];
        /** @description Price band indexes */
        priceBands?: number[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              /**
               * @example {
               *       "products": 9412,
               *       "units": 21480320,
               *       "litres": 14230115.5,
               *       "revenue": 2841220400
               *     }
               */
              totals: {
                products: number;
                units: number;
                litres: number;
                revenue: number;
              };
              /**
               * @example {
               *       "topPerformer": 968,
               *       "risingStar": 214,
               *       "placementOpportunity": 1320,
               *       "delistingRisk": 802
               *     }
               */
              flagCounts: {
                topPerformer: number;
                risingStar: number;
                placementOpportunity: number;
                delistingRisk: number;
              };
              segments: {
                segment: string;
                category: string;
                categoryLevel1: string | null;
                priceBand: number;
                products: number;
                units: number;
                litres: number;
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                /** @description The first product's share of the segment's revenue */
                leaderShare: number;
                /** @description The first three products' share (concentration) */
                top3Share: number;
                /** @description Herfindahl–Hirschman index of revenue shares, 0–10 000 */
                hhi: number;
                ownProducts: number;
              }[];
              movers: {
                up: {
                  productId: number;
                  name: string;
                  volumeMl: number | null;
                  producer: string | null;
                  segment: string;
                  rank: number;
                  previousRank: number;
                  /** @description Places gained (negative: lost) */
                  change: number;
                  revenue: number;
                  own: boolean;
                }[];
                down: {
                  productId: number;
                  name: string;
                  volumeMl: number | null;
                  producer: string | null;
                  segment: string;
                  rank: number;
                  previousRank: number;
                  /** @description Places gained (negative: lost) */
                  change: number;
                  revenue: number;
                  own: boolean;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCompetitiveAnalysis: {
    parameters: {
      query?: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        /**
         * @description Mark this company's products (one the caller may read)
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              /**
               * @example {
               *       "productId": 4711,
               *       "productNumber": "1234501",
               *       "name": "Nordvik Lager",
               *       "producer": "Nordvik Bryggeri AB",
               *       "supplier": "Nordvik Dryck AB",
               *       "categoryLevel1": "Öl",
               *       "category": "Ljus lager",
               *       "segment": "Ljus lager~0",
               *       "priceBand": 0,
               *       "price": 24.9,
               *       "volumeMl": 500,
               *       "rank": 3,
               *       "previousRank": 5,
               *       "segmentSize": 214,
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "previousRevenue": 284310,
               *       "yearAgoRevenue": 241980,
               *       "share": 0.082,
               *       "storesListing": 418,
               *       "storesSelling": 402,
               *       "velocity": 14.5,
               *       "placementStores": 12,
               *       "flags": [
               *         "topPerformer",
               *         "placementOpportunity"
               *       ],
               *       "own": true
               *     }
               */
              product: {
                productId: number;
                productNumber: string;
                name: string;
                producer: string | null;
                supplier: string | null;
                categoryLevel1: string | null;
                /** @description Category level 2 */
                category: string;
                /** @description Segment id: <category level 2>~<price band> */
                segment: string;
                priceBand: number;
                price: number | null;
                volumeMl: number | null;
                /** @description Place in its segment by revenue (1 = best) */
                rank: number;
                previousRank: number | null;
                /** @description Products ranked in the segment */
                segmentSize: number;
                units: number;
                litres: number;
                /** @description SEK incl. VAT */
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                yearAgoRevenue: number | null;
                /** @description Share of the segment's revenue, 0–1 */
                share: number;
                /** @description Stores (of the scope) that list it now */
                storesListing: number;
                /** @description Stores (of the scope) that sold it in the window */
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Stores where its segment sells above the median store and it is not listed */
                placementStores: number;
                flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                /** @description One of companyId's products */
                own: boolean;
              };
              /** @description The nearest rivals in the segment by price per litre, closest first */
              rivals: {
                productId: number;
                productNumber: string;
                name: string;
                producer: string | null;
                supplier: string | null;
                categoryLevel1: string | null;
                /** @description Category level 2 */
                category: string;
                /** @description Segment id: <category level 2>~<price band> */
                segment: string;
                priceBand: number;
                price: number | null;
                volumeMl: number | null;
                /** @description Place in its segment by revenue (1 = best) */
                rank: number;
                previousRank: number | null;
                /** @description Products ranked in the segment */
                segmentSize: number;
                units: number;
                litres: number;
                /** @description SEK incl. VAT */
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                yearAgoRevenue: number | null;
                /** @description Share of the segment's revenue, 0–1 */
                share: number;
                /** @description Stores (of the scope) that list it now */
                storesListing: number;
                /** @description Stores (of the scope) that sold it in the window */
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Stores where its segment sells above the median store and it is not listed */
                placementStores: number;
                flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                /** @description One of companyId's products */
                own: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA`, `PRODUCT_NOT_FOUND`, `RANKING_PRODUCT_NOT_RANKED` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductCompetitors: {
    parameters: {
      query?: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        /**
         * @description Mark this company's products (one the caller may read)
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              /**
               * @example {
               *       "productId": 4711,
               *       "productNumber": "1234501",
               *       "name": "Nordvik Lager",
               *       "producer": "Nordvik Bryggeri AB",
               *       "supplier": "Nordvik Dryck AB",
               *       "categoryLevel1": "Öl",
               *       "category": "Ljus lager",
               *       "segment": "Ljus lager~0",
               *       "priceBand": 0,
               *       "price": 24.9,
               *       "volumeMl": 500,
               *       "rank": 3,
               *       "previousRank": 5,
               *       "segmentSize": 214,
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "previousRevenue": 284310,
               *       "yearAgoRevenue": 241980,
               *       "share": 0.082,
               *       "storesListing": 418,
               *       "storesSelling": 402,
               *       "velocity": 14.5,
               *       "placementStores": 12,
               *       "flags": [
               *         "topPerformer",
               *         "placementOpportunity"
               *       ],
               *       "own": true
               *     }
               */
              product: {
                productId: number;
                productNumber: string;
                name: string;
                producer: string | null;
                supplier: string | null;
                categoryLevel1: string | null;
                /** @description Category level 2 */
                category: string;
                /** @description Segment id: <category level 2>~<price band> */
                segment: string;
                priceBand: number;
                price: number | null;
                volumeMl: number | null;
                /** @description Place in its segment by revenue (1 = best) */
                rank: number;
                previousRank: number | null;
                /** @description Products ranked in the segment */
                segmentSize: number;
                units: number;
                litres: number;
                /** @description SEK incl. VAT */
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                yearAgoRevenue: number | null;
                /** @description Share of the segment's revenue, 0–1 */
                share: number;
                /** @description Stores (of the scope) that list it now */
                storesListing: number;
                /** @description Stores (of the scope) that sold it in the window */
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Stores where its segment sells above the median store and it is not listed */
                placementStores: number;
                flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                /** @description One of companyId's products */
                own: boolean;
              };
              /** @description The nearest rivals in the segment by price per litre, closest first */
              rivals: {
                productId: number;
                productNumber: string;
                name: string;
                producer: string | null;
                supplier: string | null;
                categoryLevel1: string | null;
                /** @description Category level 2 */
                category: string;
                /** @description Segment id: <category level 2>~<price band> */
                segment: string;
                priceBand: number;
                price: number | null;
                volumeMl: number | null;
                /** @description Place in its segment by revenue (1 = best) */
                rank: number;
                previousRank: number | null;
                /** @description Products ranked in the segment */
                segmentSize: number;
                units: number;
                litres: number;
                /** @description SEK incl. VAT */
                revenue: number;
                /** @description SEK over the window before */
                previousRevenue: number;
                yearAgoRevenue: number | null;
                /** @description Share of the segment's revenue, 0–1 */
                share: number;
                /** @description Stores (of the scope) that list it now */
                storesListing: number;
                /** @description Stores (of the scope) that sold it in the window */
                storesSelling: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
                /** @description Stores where its segment sells above the median store and it is not listed */
                placementStores: number;
                flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                /** @description One of companyId's products */
                own: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA`, `PRODUCT_NOT_FOUND`, `RANKING_PRODUCT_NOT_RANKED` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listProducerRankings: {
    parameters: {
      query?: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        /**
         * @description Mark this company's products (one the caller may read)
         * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
         */
        companyId?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              items: {
                rank: number;
                producer: string;
                products: number;
                revenue: number;
                litres: number;
                /** @description Share of the market's revenue in the window, 0–1 */
                share: number;
                /** @description Segments it leads */
                segmentLeads: number;
                own: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductMarketPosition: {
    parameters: {
      query?: {
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Months of history, newest last */
        months?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** @example 4711 */
              productId: number;
              segment: string | null;
              storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
              history: {
                /**
                 * Format: date
                 * @description First day of the month
                 */
                month: string;
                rank: number | null;
                segmentSize: number;
                revenue: number;
                share: number;
                percentile: number | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSalesPerformance: {
    parameters: {
      query: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        companyId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              items: {
                /**
                 * @example {
                 *       "productId": 4711,
                 *       "productNumber": "1234501",
                 *       "name": "Nordvik Lager",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "supplier": "Nordvik Dryck AB",
                 *       "categoryLevel1": "Öl",
                 *       "category": "Ljus lager",
                 *       "segment": "Ljus lager~0",
                 *       "priceBand": 0,
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "rank": 3,
                 *       "previousRank": 5,
                 *       "segmentSize": 214,
                 *       "units": 12480,
                 *       "litres": 6240,
                 *       "revenue": 310752,
                 *       "previousRevenue": 284310,
                 *       "yearAgoRevenue": 241980,
                 *       "share": 0.082,
                 *       "storesListing": 418,
                 *       "storesSelling": 402,
                 *       "velocity": 14.5,
                 *       "placementStores": 12,
                 *       "flags": [
                 *         "topPerformer",
                 *         "placementOpportunity"
                 *       ],
                 *       "own": true
                 *     }
                 */
                entry: {
                  productId: number;
                  productNumber: string;
                  name: string;
                  producer: string | null;
                  supplier: string | null;
                  categoryLevel1: string | null;
                  /** @description Category level 2 */
                  category: string;
                  /** @description Segment id: <category level 2>~<price band> */
                  segment: string;
                  priceBand: number;
                  price: number | null;
                  volumeMl: number | null;
                  /** @description Place in its segment by revenue (1 = best) */
                  rank: number;
                  previousRank: number | null;
                  /** @description Products ranked in the segment */
                  segmentSize: number;
                  units: number;
                  litres: number;
                  /** @description SEK incl. VAT */
                  revenue: number;
                  /** @description SEK over the window before */
                  previousRevenue: number;
                  yearAgoRevenue: number | null;
                  /** @description Share of the segment's revenue, 0–1 */
                  share: number;
                  /** @description Stores (of the scope) that list it now */
                  storesListing: number;
                  /** @description Stores (of the scope) that sold it in the window */
                  storesSelling: number;
                  /** @description Litres per selling store per 4 weeks */
                  velocity: number;
                  /** @description Stores where its segment sells above the median store and it is not listed */
                  placementStores: number;
                  flags: ("topPerformer" | "risingStar" | "placementOpportunity" | "delistingRisk")[];
                  /** @description One of companyId's products */
                  own: boolean;
                };
                segmentMedianRevenue: number;
                segmentMedianVelocity: number;
                segmentMedianStoresSelling: number;
                revenueIndex: number | null;
                velocityIndex: number | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStoreOptimization: {
    parameters: {
      query: {
        /**
         * @description A month (YYYY-MM), or 1m, 3m, 6m, 12m: the last 1, 3, 6 or 12 whole months with data
         * @example 3m
         */
        period?: string;
        /** @description Only sales in stores of this assortment profile */
        storeProfile?: "XL" | "L" | "M" | "S" | "XS";
        /** @description Only sales in stores of these counties (repeat the parameter) */
        counties?: string[];
        companyId: string;
        /** @description Stores */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-01",
               *       "to": "2026-10-31",
               *       "months": 1,
               *       "previousFrom": "2026-09-01",
               *       "previousTo": "2026-09-30",
               *       "storeProfile": null,
               *       "counties": [],
               *       "computedAt": "2026-11-20T05:00:00.000Z"
               *     }
               */
              window: {
                /**
                 * Format: date
                 * @description First day of the window's first month
                 */
                from: string;
                /**
                 * Format: date
                 * @description Last day of the window's last month
                 */
                to: string;
                months: number;
                /** Format: date */
                previousFrom: string;
                /** Format: date */
                previousTo: string;
                storeProfile: ("XL" | "L" | "M" | "S" | "XS") | null;
                counties: string[];
                /**
                 * Format: date-time
                 * @description When this ranking was computed (pages of one walk share it)
                 */
                computedAt: string;
              };
              items: {
                storeId: number;
                siteId: string;
                name: string;
                city: string | null;
                county: string | null;
                profile: string | null;
                /** @description The company's strong products not listed here, where their segment sells above the median store */
                toAdd: {
                  productId: number;
                  name: string;
                  segment: string;
                  rank: number;
                  velocity: number;
                  /** @description In this store over the window (0 for products to add) */
                  revenue: number;
                }[];
                /** @description The company's products listed here that sold nothing here in the window */
                underperforming: {
                  productId: number;
                  name: string;
                  segment: string;
                  rank: number;
                  velocity: number;
                  /** @description In this store over the window (0 for products to add) */
                  revenue: number;
                }[];
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `RANKING_NO_DATA`, `RANKING_MONTH_WITHOUT_DATA` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listCompanies: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              suppliers: string[];
              products: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB",
             *       "suppliers": [
             *         "Nordvik Dryck AB"
             *       ],
             *       "products": 42
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              suppliers: string[];
              products: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listCompanyProducts: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @example 100 */
        limit?: number;
        /**
         * @description nextCursor of the previous page
         * @example 100
         */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                units: number;
                litres: number;
                revenue: number;
                storesListing: number;
                storesSelling: number;
                velocity: number;
                outOfStockDays: number;
                /** @description Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out */
                lostUnits: number;
                /** @description The lost units at the product's price, SEK */
                lostRevenue: number;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCompanySales: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        /** @description What `previous` covers: the period of the same length just before (previous, the default) or the same days a year earlier (year; periods of at most 366 days) */
        compare?: "previous" | "year";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "from": "2026-09-21",
               *       "to": "2026-10-20",
               *       "dataFrom": "2026-09-21",
               *       "dataTo": "2026-10-20",
               *       "daysWithData": 30
               *     }
               */
              previousPeriod: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              totals: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
              /**
               * @example {
               *       "units": 12480,
               *       "litres": 6240,
               *       "revenue": 310752,
               *       "storesSelling": 402,
               *       "productsSold": 1,
               *       "velocity": 14.5
               *     }
               */
              previous: {
                units: number;
                litres: number;
                revenue: number;
                storesSelling: number;
                productsSold: number;
                /** @description Litres per selling store per 4 weeks */
                velocity: number;
              };
              /** @description Each point of the series is a day, or a calendar month dated its first day (periods longer than 92 days, or reaching into history kept as whole months) */
              granularity: "day" | "month";
              daily: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
              segmentDaily: {
                /** Format: date */
                date: string;
                units: number;
                litres: number;
                revenue: number;
              }[];
              /** @description The segments segmentDaily sums */
              comparison: {
                /**
                 * @description True when the company chose its segments; else those of its own products
                 * @example true
                 */
                chosen: boolean;
                segments: {
                  /** @description <category level 2>~<price band> */
                  id: string;
                  categoryLevel1: string | null;
                  categoryLevel2: string;
                  band: number;
                  priceBand: string;
                  minPricePerLitre: number;
                  maxPricePerLitre: number | null;
                  products: number;
                }[];
              };
              latestSnapshotAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCompanyStockOuts: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * Format: date
               * @example 2026-11-19
               */
              asOf: string;
              items: {
                /**
                 * @description A product of the catalogue
                 * @example {
                 *       "id": 4711,
                 *       "productId": "1004711",
                 *       "productNumber": "1234501",
                 *       "productName": "Nordvik Lager",
                 *       "productNameBold": "Nordvik",
                 *       "productNameThin": "Lager",
                 *       "producerName": "Nordvik Bryggeri AB",
                 *       "supplierName": "Nordvik Dryck AB",
                 *       "country": "Sverige",
                 *       "categoryLevel1": "Öl",
                 *       "categoryLevel2": "Ljus lager",
                 *       "categoryLevel3": "Internationell stil",
                 *       "price": 24.9,
                 *       "volumeMl": 500,
                 *       "pricePerLitre": 49.8,
                 *       "alcoholPercentage": 5.2,
                 *       "assortment": "FS",
                 *       "assortmentText": "Fast sortiment",
                 *       "launchDate": "2024-03-01",
                 *       "discontinued": false,
                 *       "imageUrl": "/api/v1/images/products/1234501",
                 *       "producer": "Nordvik Bryggeri AB",
                 *       "volume": 500,
                 *       "category": "Ljus lager",
                 *       "alcoholContent": 5.2
                 *     }
                 */
                product: {
                  /** @description Fenix's id of the product (used in every /products/{id} path) */
                  id: number;
                  productId: string | null;
                  /** @description The monopoly's article number */
                  productNumber: string;
                  productName: string;
                  productNameBold: string;
                  productNameThin: string | null;
                  producerName: string | null;
                  supplierName: string | null;
                  country: string | null;
                  categoryLevel1: string | null;
                  categoryLevel2: string | null;
                  categoryLevel3: string | null;
                  price: number | null;
                  volumeMl: number | null;
                  pricePerLitre: number | null;
                  alcoholPercentage: number | null;
                  assortment: string | null;
                  assortmentText: string | null;
                  launchDate: string | null;
                  discontinued: boolean;
                  imageUrl: string | null;
                  producer: string | null;
                  volume: number | null;
                  category: string | null;
                  alcoholContent: number | null;
                };
                storeId: number;
                siteId: string;
                storeName: string;
                city: string | null;
                county: string | null;
                /** Format: date */
                since: string;
                /** @description Days without stock, up to asOf */
                days: number;
                /** @description Average units a day before it ran out (over the days of the 60 before it that have data) */
                dailyUnitsBefore: number;
                /** @description days × dailyUnitsBefore, in whole units */
                lostUnits: number;
                /** @description The lost units at the product's price, SEK */
                lostRevenue: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  linkCompanySupplier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "supplierName": "Nordvik Dryck AB"
         *     }
         */
        "application/json": {
          /** @description As the catalogue spells it, e.g. "Pernod Ricard Sweden AB" */
          supplierName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "changed": true
             *     }
             */
            data: {
              /** Format: uuid */
              companyId: string;
              supplierName: string;
              /** @description Catalogue products with this supplier name */
              products: number;
              /** @description false when the link already existed */
              changed: boolean;
            };
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "changed": true
             *     }
             */
            data: {
              /** Format: uuid */
              companyId: string;
              supplierName: string;
              /** @description Catalogue products with this supplier name */
              products: number;
              /** @description false when the link already existed */
              changed: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FORBIDDEN_ROLE` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The request cannot be carried out as sent: the route's own code. This operation's own: `SUPPLIER_NOT_FOUND` */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  unlinkCompanySupplier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "supplierName": "Nordvik Dryck AB"
         *     }
         */
        "application/json": {
          /** @description As the catalogue spells it, e.g. "Pernod Ricard Sweden AB" */
          supplierName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "changed": true
             *     }
             */
            data: {
              /** Format: uuid */
              companyId: string;
              supplierName: string;
              /** @description Catalogue products with this supplier name */
              products: number;
              /** @description false when the link already existed */
              changed: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FORBIDDEN_ROLE` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND`, `SUPPLIER_NOT_LINKED` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The request cannot be carried out as sent: the route's own code */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCompanySegments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              chosen: {
                /** @description <category level 2>~<price band> */
                id: string;
                categoryLevel1: string | null;
                categoryLevel2: string;
                band: number;
                priceBand: string;
                minPricePerLitre: number;
                maxPricePerLitre: number | null;
                products: number;
              }[];
              fromProducts: {
                /** @description <category level 2>~<price band> */
                id: string;
                categoryLevel1: string | null;
                categoryLevel2: string;
                band: number;
                priceBand: string;
                minPricePerLitre: number;
                maxPricePerLitre: number | null;
                products: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateCompanySegments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "segments": [
         *         "Ljus lager~0",
         *         "Rött vin~1"
         *       ]
         *     }
         */
        "application/json": {
          segments: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              chosen: {
                /** @description <category level 2>~<price band> */
                id: string;
                categoryLevel1: string | null;
                categoryLevel2: string;
                band: number;
                priceBand: string;
                minPricePerLitre: number;
                maxPricePerLitre: number | null;
                products: number;
              }[];
              fromProducts: {
                /** @description <category level 2>~<price band> */
                id: string;
                categoryLevel1: string | null;
                categoryLevel2: string;
                band: number;
                priceBand: string;
                minPricePerLitre: number;
                maxPricePerLitre: number | null;
                products: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FORBIDDEN_ROLE` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The request cannot be carried out as sent: the route's own code. This operation's own: `SEGMENT_NOT_FOUND` */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  searchProducts: {
    parameters: {
      query: {
        /**
         * @description What to look for: a number, a name or a producer; typos are forgiven
         * @example Nordvik
         */
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /** @description Fenix's id of the product (used in every /products/{id} path) */
              id: number;
              productId: string | null;
              /** @description The monopoly's article number */
              productNumber: string;
              productName: string;
              productNameBold: string;
              productNameThin: string | null;
              producerName: string | null;
              supplierName: string | null;
              country: string | null;
              categoryLevel1: string | null;
              categoryLevel2: string | null;
              categoryLevel3: string | null;
              price: number | null;
              volumeMl: number | null;
              pricePerLitre: number | null;
              alcoholPercentage: number | null;
              assortment: string | null;
              assortmentText: string | null;
              launchDate: string | null;
              discontinued: boolean;
              imageUrl: string | null;
              producer: string | null;
              volume: number | null;
              category: string | null;
              alcoholContent: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  searchStores: {
    parameters: {
      query: {
        /**
         * @description What to look for: a number, a name or a producer; typos are forgiven
         * @example Nordvik
         */
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              id: number;
              siteId: string;
              displayName: string;
              alias: string | null;
              address: string | null;
              city: string | null;
              county: string | null;
              latitude: number | null;
              longitude: number | null;
              isAgent: boolean;
              isActive: boolean;
              sizeClass: string | null;
              /** @description = siteId, the monopoly's number of the site */
              storeId: string;
              /** @description = displayName */
              siteName: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  search: {
    parameters: {
      query: {
        /**
         * @description What to look for: a number, a name or a producer; typos are forgiven
         * @example Nordvik
         */
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              products: {
                /** @description Fenix's id of the product (used in every /products/{id} path) */
                id: number;
                productId: string | null;
                /** @description The monopoly's article number */
                productNumber: string;
                productName: string;
                productNameBold: string;
                productNameThin: string | null;
                producerName: string | null;
                supplierName: string | null;
                country: string | null;
                categoryLevel1: string | null;
                categoryLevel2: string | null;
                categoryLevel3: string | null;
                price: number | null;
                volumeMl: number | null;
                pricePerLitre: number | null;
                alcoholPercentage: number | null;
                assortment: string | null;
                assortmentText: string | null;
                launchDate: string | null;
                discontinued: boolean;
                imageUrl: string | null;
                producer: string | null;
                volume: number | null;
                category: string | null;
                alcoholContent: number | null;
              }[];
              stores: {
                id: number;
                siteId: string;
                displayName: string;
                alias: string | null;
                address: string | null;
                city: string | null;
                county: string | null;
                latitude: number | null;
                longitude: number | null;
                isAgent: boolean;
                isActive: boolean;
                sizeClass: string | null;
                /** @description = siteId, the monopoly's number of the site */
                storeId: string;
                /** @description = displayName */
                siteName: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSearchSuggestions: {
    parameters: {
      query: {
        /**
         * @description What to look for: a number, a name or a producer; typos are forgiven
         * @example Nordvik
         */
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              text: string;
              kind: "product" | "producer";
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getHourlyStockMovements: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        productId?: number;
        storeId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                hour: string;
                sold: number;
                delivered: number;
                corrected: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `PRODUCT_OR_STORE_REQUIRED` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND`, `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getDailyStockMovements: {
    parameters: {
      query?: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        productId?: number;
        storeId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              items: {
                /** Format: date */
                date: string;
                sold: number;
                delivered: number;
                corrected: number;
                storesChanged: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `PRODUCT_OR_STORE_REQUIRED` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND`, `STORE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getStockMovementMetrics: {
    parameters: {
      query: {
        /**
         * @description 7d, 30d, 90d, 12m … ending on the latest day with data; at most 400d, 57w or 13m
         * @example 30d
         */
        period?: string;
        /**
         * @description First day (inclusive); with `to` instead of `period`; at most 400 days before `to`
         * @example 2026-10-01
         */
        from?: string;
        /**
         * @description Last day (inclusive)
         * @example 2026-10-31
         */
        to?: string;
        productId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "period": {
             *         "from": "2026-10-21",
             *         "to": "2026-11-19",
             *         "dataFrom": "2026-10-21",
             *         "dataTo": "2026-11-19",
             *         "daysWithData": 30
             *       },
             *       "sold": 12480,
             *       "delivered": 13200,
             *       "corrected": -14,
             *       "averageDailyUnits": 416,
             *       "outOfStockDays": 38,
             *       "lostUnits": 171,
             *       "lostRevenue": 4257.9,
             *       "stock": 9630,
             *       "weeksOfSupply": 3.3
             *     }
             */
            data: {
              /**
               * @example {
               *       "from": "2026-10-21",
               *       "to": "2026-11-19",
               *       "dataFrom": "2026-10-21",
               *       "dataTo": "2026-11-19",
               *       "daysWithData": 30
               *     }
               */
              period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                dataFrom: string | null;
                dataTo: string | null;
                /** @description Days of the period with data: what per-day figures divide by */
                daysWithData: number;
              };
              sold: number;
              delivered: number;
              corrected: number;
              averageDailyUnits: number;
              outOfStockDays: number;
              /** @description Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out */
              lostUnits: number;
              /** @description The lost units at the product's price, SEK */
              lostRevenue: number;
              stock: number;
              weeksOfSupply: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listWeeklyRankingEntries: {
    parameters: {
      query?: {
        /** @example 2026-W46 */
        week?: string;
        listId?: string;
        county?: string;
        category?: string;
        matchingStatus?: "matched" | "ambiguous" | "unmatched";
        onlyMatched?: boolean;
        hasProductMatch?: boolean;
        /** @description Only rows matched to the company's own articles */
        ownOnly?: boolean;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                id: number;
                /** Format: uuid */
                listId: string;
                /** @example 2026-W46 */
                week: string;
                position: number;
                articleNumber: string | null;
                name: string;
                producer: string | null;
                volumeMl: number | null;
                category: string | null;
                county: string | null;
                units: number | null;
                litres: number | null;
                matchingStatus: "matched" | "ambiguous" | "unmatched";
                /** @description 1 for an article number; else the name similarity, 0–1 */
                matchScore: number;
                matchedProduct: {
                  id: number;
                  productNumber: string;
                  productData: {
                    name: string;
                    producer: string | null;
                    volumeMl: number | null;
                    price: number | null;
                    category: string | null;
                    country: string | null;
                  };
                } | null;
                /** @description For a row that is not matched: the closest articles, best first */
                candidates: ({
                  id: number;
                  productNumber: string;
                  productData: {
                    name: string;
                    producer: string | null;
                    volumeMl: number | null;
                    price: number | null;
                    category: string | null;
                    country: string | null;
                  };
                } & {
                  score: number;
                })[];
                manualBy: string | null;
                /** @description The matched article is one of the caller's company's */
                own: boolean;
                /** @description The caller may match this row by hand (the company's own lists) */
                editable: boolean;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
              week: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `WEEK_NOT_FOUND`, `INVALID_CURSOR`, `WEEKLY_FILTER_CONFLICT` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `WEEKLY_LIST_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getWeeklyRankingStatistics: {
    parameters: {
      query?: {
        /** @example 2026-W46 */
        week?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "week": "2026-W46",
             *       "lists": 3,
             *       "rows": 300,
             *       "matched": 281,
             *       "ambiguous": 12,
             *       "unmatched": 7,
             *       "matchRate": 0.937,
             *       "ownRows": 9,
             *       "bestOwnPosition": 7,
             *       "byCategory": [
             *         {
             *           "category": "Öl",
             *           "rows": 100,
             *           "matched": 94,
             *           "ownRows": 6
             *         }
             *       ],
             *       "byWeek": [
             *         {
             *           "week": "2026-W46",
             *           "rows": 300,
             *           "matched": 281,
             *           "ownRows": 9
             *         }
             *       ]
             *     }
             */
            data: {
              week: string | null;
              lists: number;
              rows: number;
              matched: number;
              ambiguous: number;
              unmatched: number;
              /** @description matched / rows, 0–1 */
              matchRate: number;
              /** @description Rows matched to the company's own articles */
              ownRows: number;
              bestOwnPosition: number | null;
              byCategory: {
                category: string;
                rows: number;
                matched: number;
                ownRows: number;
              }[];
              /** @description The last twelve weeks with lists, oldest first */
              byWeek: {
                /** @example 2026-W46 */
                week: string;
                rows: number;
                matched: number;
                ownRows: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `WEEK_NOT_FOUND` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getWeeklyRankingStats: {
    parameters: {
      query?: {
        /** @example 2026-W46 */
        week?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "week": "2026-W46",
             *       "lists": 3,
             *       "rows": 300,
             *       "matched": 281,
             *       "ambiguous": 12,
             *       "unmatched": 7,
             *       "matchRate": 0.937,
             *       "ownRows": 9,
             *       "bestOwnPosition": 7,
             *       "byCategory": [
             *         {
             *           "category": "Öl",
             *           "rows": 100,
             *           "matched": 94,
             *           "ownRows": 6
             *         }
             *       ],
             *       "byWeek": [
             *         {
             *           "week": "2026-W46",
             *           "rows": 300,
             *           "matched": 281,
             *           "ownRows": 9
             *         }
             *       ]
             *     }
             */
            data: {
              week: string | null;
              lists: number;
              rows: number;
              matched: number;
              ambiguous: number;
              unmatched: number;
              /** @description matched / rows, 0–1 */
              matchRate: number;
              /** @description Rows matched to the company's own articles */
              ownRows: number;
              bestOwnPosition: number | null;
              byCategory: {
                category: string;
                rows: number;
                matched: number;
                ownRows: number;
              }[];
              /** @description The last twelve weeks with lists, oldest first */
              byWeek: {
                /** @example 2026-W46 */
                week: string;
                rows: number;
                matched: number;
                ownRows: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `WEEK_NOT_FOUND` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listWeeklyRankingLists: {
    parameters: {
      query?: {
        /** @example 2026-W46 */
        week?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                /** @example 2026-W46 */
                week: string;
                title: string;
                /** @description published: the monopoly's list, seen by everyone; own: the company's; demo: made by the demo from its simulated sales, seen by everyone */
                source: "published" | "own" | "demo";
                status: "processing" | "processed" | "failed";
                progress: number;
                message: string | null;
                errorCode: string | null;
                rowCount: number;
                matched: number;
                ambiguous: number;
                unmatched: number;
                /** @description Rows of the file not kept, and why */
                skipped: {
                  line: number;
                  reason: string;
                }[];
                uploadId: string | null;
                /** Format: date-time */
                createdAt: string;
                processedAt: string | null;
              }[];
              /**
               * @description Weeks with a list, newest first
               * @example [
               *       "2026-W46",
               *       "2026-W45"
               *     ]
               */
              weeks: string[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getWeeklyRankingList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "9d2f4b6a-1c3e-4a5b-8d7f-6e0a2b4c6d81",
             *       "week": "2026-W46",
             *       "title": "Topplista öl vecka 46",
             *       "source": "own",
             *       "status": "processed",
             *       "progress": 1,
             *       "message": null,
             *       "errorCode": null,
             *       "rowCount": 100,
             *       "matched": 94,
             *       "ambiguous": 4,
             *       "unmatched": 2,
             *       "skipped": [
             *         {
             *           "line": 103,
             *           "reason": "No article number and no name"
             *         }
             *       ],
             *       "uploadId": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
             *       "createdAt": "2026-11-16T07:45:00.000Z",
             *       "processedAt": "2026-11-16T07:45:09.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** @example 2026-W46 */
              week: string;
              title: string;
              /** @description published: the monopoly's list, seen by everyone; own: the company's; demo: made by the demo from its simulated sales, seen by everyone */
              source: "published" | "own" | "demo";
              status: "processing" | "processed" | "failed";
              progress: number;
              message: string | null;
              errorCode: string | null;
              rowCount: number;
              matched: number;
              ambiguous: number;
              unmatched: number;
              /** @description Rows of the file not kept, and why */
              skipped: {
                line: number;
                reason: string;
              }[];
              uploadId: string | null;
              /** Format: date-time */
              createdAt: string;
              processedAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `WEEKLY_LIST_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  deleteWeeklyRankingList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `WEEKLY_NEEDS_COMPANY`, `WEEKLY_LIST_PUBLISHED` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `WEEKLY_LIST_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductWeeklyRankings: {
    parameters: {
      query?: {
        weeks?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "id": 4711,
               *       "productNumber": "1234501",
               *       "productData": {
               *         "name": "Nordvik Lager",
               *         "producer": "Nordvik Bryggeri AB",
               *         "volumeMl": 500,
               *         "price": 24.9,
               *         "category": "Ljus lager",
               *         "country": "Sverige"
               *       }
               *     }
               */
              product: {
                id: number;
                productNumber: string;
                productData: {
                  name: string;
                  producer: string | null;
                  volumeMl: number | null;
                  price: number | null;
                  category: string | null;
                  country: string | null;
                };
              };
              /**
               * @description Each list the product was on, oldest week first
               * @example [
               *       {
               *         "week": "2026-W46",
               *         "position": 7,
               *         "listId": "9d2f4b6a-1c3e-4a5b-8d7f-6e0a2b4c6d81",
               *         "listTitle": "Topplista öl vecka 46",
               *         "category": "Öl",
               *         "county": "Stockholms län",
               *         "units": 3120,
               *         "litres": 1560
               *       }
               *     ]
               */
              weeks: {
                /** @example 2026-W46 */
                week: string;
                position: number;
                /** Format: uuid */
                listId: string;
                listTitle: string;
                category: string | null;
                county: string | null;
                units: number | null;
                litres: number | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  exportWeeklyRankings: {
    parameters: {
      query?: {
        format?: "csv" | "xlsx";
      };
      header?: never;
      path: {
        /** @description A list's id, or a week for all its lists */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `WEEK_NOT_FOUND` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `WEEKLY_LIST_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  processWeeklyRankingList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "uploadId": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
         *       "week": "2026-W46",
         *       "title": "Topplista öl vecka 46"
         *     }
         */
        "application/json": {
          /** Format: uuid */
          uploadId: string;
          /** @example 2026-W46 */
          week: string;
          title?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "9d2f4b6a-1c3e-4a5b-8d7f-6e0a2b4c6d81",
             *       "week": "2026-W46",
             *       "title": "Topplista öl vecka 46",
             *       "source": "own",
             *       "status": "processed",
             *       "progress": 1,
             *       "message": null,
             *       "errorCode": null,
             *       "rowCount": 100,
             *       "matched": 94,
             *       "ambiguous": 4,
             *       "unmatched": 2,
             *       "skipped": [
             *         {
             *           "line": 103,
             *           "reason": "No article number and no name"
             *         }
             *       ],
             *       "uploadId": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
             *       "createdAt": "2026-11-16T07:45:00.000Z",
             *       "processedAt": "2026-11-16T07:45:09.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** @example 2026-W46 */
              week: string;
              title: string;
              /** @description published: the monopoly's list, seen by everyone; own: the company's; demo: made by the demo from its simulated sales, seen by everyone */
              source: "published" | "own" | "demo";
              status: "processing" | "processed" | "failed";
              progress: number;
              message: string | null;
              errorCode: string | null;
              rowCount: number;
              matched: number;
              ambiguous: number;
              unmatched: number;
              /** @description Rows of the file not kept, and why */
              skipped: {
                line: number;
                reason: string;
              }[];
              uploadId: string | null;
              /** Format: date-time */
              createdAt: string;
              processedAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `WEEK_NOT_FOUND` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `WEEKLY_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `UPLOAD_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …). This operation's own: `UPLOAD_WRONG_PURPOSE`, `UPLOAD_NOT_CONFIRMED`, `UPLOAD_REFUSED`, `WEEKLY_LIST_PROCESSING` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  matchWeeklyRankingEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "productId": 4711
         *     }
         */
        "application/json": {
          productId: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": 880213,
             *       "listId": "9d2f4b6a-1c3e-4a5b-8d7f-6e0a2b4c6d81",
             *       "week": "2026-W46",
             *       "position": 7,
             *       "articleNumber": "1234501",
             *       "name": "Nordvik Lager 50 cl burk",
             *       "producer": "Nordvik Bryggeri AB",
             *       "volumeMl": 500,
             *       "category": "Öl",
             *       "county": "Stockholms län",
             *       "units": 3120,
             *       "litres": 1560,
             *       "matchingStatus": "matched",
             *       "matchScore": 1,
             *       "matchedProduct": {
             *         "id": 4711,
             *         "productNumber": "1234501",
             *         "productData": {
             *           "name": "Nordvik Lager",
             *           "producer": "Nordvik Bryggeri AB",
             *           "volumeMl": 500,
             *           "price": 24.9,
             *           "category": "Ljus lager",
             *           "country": "Sverige"
             *         }
             *       },
             *       "candidates": [],
             *       "manualBy": null,
             *       "own": true,
             *       "editable": true
             *     }
             */
            data: {
              id: number;
              /** Format: uuid */
              listId: string;
              /** @example 2026-W46 */
              week: string;
              position: number;
              articleNumber: string | null;
              name: string;
              producer: string | null;
              volumeMl: number | null;
              category: string | null;
              county: string | null;
              units: number | null;
              litres: number | null;
              matchingStatus: "matched" | "ambiguous" | "unmatched";
              /** @description 1 for an article number; else the name similarity, 0–1 */
              matchScore: number;
              matchedProduct: {
                id: number;
                productNumber: string;
                productData: {
                  name: string;
                  producer: string | null;
                  volumeMl: number | null;
                  price: number | null;
                  category: string | null;
                  country: string | null;
                };
              } | null;
              /** @description For a row that is not matched: the closest articles, best first */
              candidates: ({
                id: number;
                productNumber: string;
                productData: {
                  name: string;
                  producer: string | null;
                  volumeMl: number | null;
                  price: number | null;
                  category: string | null;
                  country: string | null;
                };
              } & {
                score: number;
              })[];
              manualBy: string | null;
              /** @description The matched article is one of the caller's company's */
              own: boolean;
              /** @description The caller may match this row by hand (the company's own lists) */
              editable: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `WEEKLY_NEEDS_COMPANY`, `WEEKLY_LIST_PUBLISHED` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `WEEKLY_ENTRY_NOT_FOUND`, `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listArticles: {
    parameters: {
      query?: {
        /** @description Name, producer or article number */
        search?: string;
        category?: string;
        /** @description An assortment name; matches the current one or an event's */
        assortment?: string;
        eventType?: "launch" | "assortment_change" | "price_change" | "delisting";
        /** @description Articles with an event on or after this day */
        from?: string;
        /** @description Articles with an event on or before this day */
        to?: string;
        producer?: string;
        status?: "listed" | "delisted";
        /** @description Mark this company's articles (one the caller may read); default: the caller's company */
        companyId?: string;
        /** @description Only the company's own articles */
        own?: boolean;
        /** @description latest (newest event first, the default), name, number, launch */
        sortBy?: "latest" | "name" | "number" | "launch";
        sortOrder?: "asc" | "desc";
        /** @example 100 */
        limit?: number;
        /**
         * @description nextCursor of the previous page
         * @example 100
         */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** @description The monopoly's article number (varunummer): the article's id here */
                productNumber: string;
                productId: number | null;
                name: string;
                producer: string | null;
                category: string | null;
                subcategory: string | null;
                volumeMl: number | null;
                price: number | null;
                assortment: string | null;
                status: "listed" | "delisted";
                launchDate: string | null;
                lastEvent: {
                  /** Format: date */
                  date: string;
                  /** @description launch: entered an assortment; assortment_change: moved from one to another; delisting: left its assortment; price_change: a new price */
                  kind: "launch" | "assortment_change" | "price_change" | "delisting";
                  assortmentFrom: string | null;
                  assortmentTo: string | null;
                  priceFrom: number | null;
                  priceTo: number | null;
                  /** @description catalogue: a catalogue import's differences; changelog: the monopoly's assortment changelog; demo: the demo market */
                  source: "catalogue" | "changelog" | "demo";
                } | null;
                eventCount: number;
                /** @description One of the company's articles (companyId, else the caller's company) */
                own: boolean;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `INVALID_DATE_RANGE`, `ARTDISK_OWN_NEEDS_COMPANY` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getArticleStatistics: {
    parameters: {
      query?: {
        category?: string;
        /** @description An assortment name; matches the current one or an event's */
        assortment?: string;
        producer?: string;
        /** @description Mark this company's articles (one the caller may read); default: the caller's company */
        companyId?: string;
        /** @description Only the company's own articles */
        own?: boolean;
        /** @description Default: the first day of the month 23 months before the newest event */
        from?: string;
        /** @description Default: the newest event's day */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "from": "2024-12-01",
             *       "to": "2026-11-19",
             *       "totals": {
             *         "launches": 2410,
             *         "assortmentChanges": 812,
             *         "priceChanges": 6120,
             *         "delistings": 1980,
             *         "orderGoods": 640,
             *         "articles": 8904
             *       },
             *       "byMonth": [
             *         {
             *           "month": "2026-11",
             *           "launches": 96,
             *           "assortmentChanges": 31,
             *           "priceChanges": 1204,
             *           "delistings": 88,
             *           "orderGoods": 27
             *         }
             *       ],
             *       "byMonthAndCategory": [
             *         {
             *           "month": "2026-11",
             *           "category": "Öl",
             *           "launches": 41,
             *           "delistings": 23
             *         }
             *       ]
             *     }
             */
            data: {
              from: string | null;
              to: string | null;
              totals: {
                /** @description Launches into a range on the shelves (order goods are counted in orderGoods) */
                launches: number;
                assortmentChanges: number;
                priceChanges: number;
                /** @description Delistings from a range on the shelves (order goods are counted in orderGoods) */
                delistings: number;
                /** @description Launches into and delistings from order goods (Ordervaror), counted apart: those articles are never on a shelf, and a crawl of the site sees many leave and come back */
                orderGoods: number;
                /** @description Articles with at least one event in the range */
                articles: number;
              };
              /** @description Every month of the range, oldest first */
              byMonth: {
                month: string;
                /** @description Launches into a range on the shelves (order goods are counted in orderGoods) */
                launches: number;
                assortmentChanges: number;
                priceChanges: number;
                /** @description Delistings from a range on the shelves (order goods are counted in orderGoods) */
                delistings: number;
                /** @description Launches into and delistings from order goods (Ordervaror), counted apart: those articles are never on a shelf, and a crawl of the site sees many leave and come back */
                orderGoods: number;
              }[];
              /** @description Launches and delistings (order goods apart) per month and category (months and categories with events) */
              byMonthAndCategory: {
                month: string;
                category: string | null;
                launches: number;
                delistings: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `INVALID_DATE_RANGE`, `ARTDISK_OWN_NEEDS_COMPANY` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getArticleFilters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "categories": [
             *         {
             *           "value": "Öl",
             *           "count": 3120
             *         }
             *       ],
             *       "assortments": [
             *         {
             *           "value": "Fast sortiment",
             *           "count": 3960
             *         }
             *       ],
             *       "eventTypes": [
             *         {
             *           "value": "price_change",
             *           "count": 6120
             *         }
             *       ],
             *       "producers": [
             *         {
             *           "value": "Nordvik Bryggeri AB",
             *           "count": 9
             *         }
             *       ],
             *       "range": {
             *         "first": "2019-01-02",
             *         "last": "2026-11-19"
             *       }
             *     }
             */
            data: {
              /** @description Articles per category */
              categories: {
                value: string;
                count: number;
              }[];
              /** @description Articles per current assortment */
              assortments: {
                value: string;
                count: number;
              }[];
              /** @description Events per kind */
              eventTypes: {
                value: "launch" | "assortment_change" | "price_change" | "delisting";
                count: number;
              }[];
              /** @description The 300 producers with the most articles */
              producers: {
                value: string;
                count: number;
              }[];
              /** @description The first and the newest event */
              range: {
                first: string | null;
                last: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  exportArticles: {
    parameters: {
      query?: {
        /** @description Name, producer or article number */
        search?: string;
        category?: string;
        /** @description An assortment name; matches the current one or an event's */
        assortment?: string;
        eventType?: "launch" | "assortment_change" | "price_change" | "delisting";
        /** @description Articles with an event on or after this day */
        from?: string;
        /** @description Articles with an event on or before this day */
        to?: string;
        producer?: string;
        status?: "listed" | "delisted";
        /** @description Mark this company's articles (one the caller may read); default: the caller's company */
        companyId?: string;
        /** @description Only the company's own articles */
        own?: boolean;
        /** @description latest (newest event first, the default), name, number, launch */
        sortBy?: "latest" | "name" | "number" | "launch";
        sortOrder?: "asc" | "desc";
        language?: "sv" | "en";
        /** @description csv: UTF-8 with BOM; xlsx: an Excel workbook with the same columns, amounts and dates typed */
        format?: "csv" | "xlsx";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV text, or an Excel workbook (format=xlsx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `INVALID_DATE_RANGE`, `ARTDISK_OWN_NEEDS_COMPANY`, `EXPORT_TOO_LARGE` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "text/csv": components["schemas"]["ErrorResponse"];
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getArticle: {
    parameters: {
      query?: {
        /** @description Mark this company's articles (one the caller may read); default: the caller's company */
        companyId?: string;
      };
      header?: never;
      path: {
        /** @description The article number */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "productNumber": "1234501",
               *       "productId": 4711,
               *       "name": "Nordvik Lager",
               *       "producer": "Nordvik Bryggeri AB",
               *       "category": "Öl",
               *       "subcategory": "Ljus lager",
               *       "volumeMl": 500,
               *       "price": 24.9,
               *       "assortment": "Fast sortiment",
               *       "status": "listed",
               *       "launchDate": "2024-03-01",
               *       "lastEvent": {
               *         "date": "2026-11-01",
               *         "kind": "price_change",
               *         "assortmentFrom": null,
               *         "assortmentTo": null,
               *         "priceFrom": 23.9,
               *         "priceTo": 24.9,
               *         "source": "catalogue"
               *       },
               *       "eventCount": 4,
               *       "own": true
               *     }
               */
              article: {
                /** @description The monopoly's article number (varunummer): the article's id here */
                productNumber: string;
                productId: number | null;
                name: string;
                producer: string | null;
                category: string | null;
                subcategory: string | null;
                volumeMl: number | null;
                price: number | null;
                assortment: string | null;
                status: "listed" | "delisted";
                launchDate: string | null;
                lastEvent: {
                  /** Format: date */
                  date: string;
                  /** @description launch: entered an assortment; assortment_change: moved from one to another; delisting: left its assortment; price_change: a new price */
                  kind: "launch" | "assortment_change" | "price_change" | "delisting";
                  assortmentFrom: string | null;
                  assortmentTo: string | null;
                  priceFrom: number | null;
                  priceTo: number | null;
                  /** @description catalogue: a catalogue import's differences; changelog: the monopoly's assortment changelog; demo: the demo market */
                  source: "catalogue" | "changelog" | "demo";
                } | null;
                eventCount: number;
                /** @description One of the company's articles (companyId, else the caller's company) */
                own: boolean;
              };
              /** @description Every event, oldest first */
              events: {
                /** Format: date */
                date: string;
                /** @description launch: entered an assortment; assortment_change: moved from one to another; delisting: left its assortment; price_change: a new price */
                kind: "launch" | "assortment_change" | "price_change" | "delisting";
                assortmentFrom: string | null;
                assortmentTo: string | null;
                priceFrom: number | null;
                priceTo: number | null;
                /** @description catalogue: a catalogue import's differences; changelog: the monopoly's assortment changelog; demo: the demo market */
                source: "catalogue" | "changelog" | "demo";
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `ARTICLE_NOT_FOUND`, `COMPANY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  requestUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "filename": "vecka-46.xlsx",
         *       "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
         *       "size": 48213,
         *       "purpose": "weekly-ranking"
         *     }
         */
        "application/json": {
          /** @example vecka-46.xlsx */
          filename: string;
          /**
           * @default application/octet-stream
           * @example text/csv
           */
          contentType?: string;
          /** @description The file's size in bytes; the stored object must match it */
          size: number;
          purpose: "weekly-ranking" | "module-data";
          /** @description For module-data: the subscription module the data is for (required there) */
          module?: "weekly-rankings" | "store-optimization" | "api-access" | "data-upload";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
             *       "uploadUrl": "https://fenix.example.se/api/v1/storage/7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90/5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57?expires=1795167900&signature=3q2-7w",
             *       "method": "PUT",
             *       "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
             *       "expiresAt": "2026-11-20T08:45:00.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** @description PUT the file here with the same Content-Type; valid until expiresAt */
              uploadUrl: string;
              /** @enum {string} */
              method: "PUT";
              contentType: string;
              /** Format: date-time */
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `UPLOAD_MODULE_REQUIRED` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The body is too large: BODY_TOO_LARGE. This operation's own: `UPLOAD_TOO_LARGE` */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The content type is not accepted: UNSUPPORTED_MEDIA_TYPE or UPLOAD_TYPE_NOT_ALLOWED. This operation's own: `UPLOAD_TYPE_NOT_ALLOWED` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  confirmUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
             *       "filename": "vecka-46.xlsx",
             *       "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
             *       "size": 48213,
             *       "purpose": "weekly-ranking",
             *       "module": null,
             *       "status": "processed",
             *       "format": "xlsx",
             *       "progress": 1,
             *       "message": null,
             *       "errorCode": null,
             *       "summary": {
             *         "rows": 100,
             *         "columns": [
             *           "Placering",
             *           "Artikelnummer",
             *           "Namn",
             *           "Producent",
             *           "Volym"
             *         ]
             *       },
             *       "uploadedBy": "Astrid Lindqvist",
             *       "createdAt": "2026-11-16T07:44:12.000Z",
             *       "uploadedAt": "2026-11-16T07:44:15.000Z",
             *       "processedAt": "2026-11-16T07:45:09.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              filename: string;
              contentType: string;
              size: number;
              purpose: "weekly-ranking" | "module-data";
              module: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload") | null;
              status: "pending" | "uploaded" | "processing" | "processed" | "failed";
              format: ("csv" | "xlsx") | null;
              progress: number;
              message: string | null;
              errorCode: string | null;
              summary: {
                rows: number;
                columns: string[];
              } | null;
              uploadedBy: string | null;
              /** Format: date-time */
              createdAt: string;
              uploadedAt: string | null;
              processedAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `UPLOAD_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …). This operation's own: `UPLOAD_NOT_PENDING`, `UPLOAD_NOT_STORED` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No longer usable: INVITATION_EXPIRED, INVITATION_USED, UPLOAD_URL_EXPIRED …. This operation's own: `UPLOAD_URL_EXPIRED` */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The body is too large: BODY_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The content type is not accepted: UNSUPPORTED_MEDIA_TYPE or UPLOAD_TYPE_NOT_ALLOWED */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The request cannot be carried out as sent: the route's own code */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57",
             *       "filename": "vecka-46.xlsx",
             *       "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
             *       "size": 48213,
             *       "purpose": "weekly-ranking",
             *       "module": null,
             *       "status": "processed",
             *       "format": "xlsx",
             *       "progress": 1,
             *       "message": null,
             *       "errorCode": null,
             *       "summary": {
             *         "rows": 100,
             *         "columns": [
             *           "Placering",
             *           "Artikelnummer",
             *           "Namn",
             *           "Producent",
             *           "Volym"
             *         ]
             *       },
             *       "uploadedBy": "Astrid Lindqvist",
             *       "createdAt": "2026-11-16T07:44:12.000Z",
             *       "uploadedAt": "2026-11-16T07:44:15.000Z",
             *       "processedAt": "2026-11-16T07:45:09.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              filename: string;
              contentType: string;
              size: number;
              purpose: "weekly-ranking" | "module-data";
              module: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload") | null;
              status: "pending" | "uploaded" | "processing" | "processed" | "failed";
              format: ("csv" | "xlsx") | null;
              progress: number;
              message: string | null;
              errorCode: string | null;
              summary: {
                rows: number;
                columns: string[];
              } | null;
              uploadedBy: string | null;
              /** Format: date-time */
              createdAt: string;
              uploadedAt: string | null;
              processedAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `UPLOAD_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  deleteUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `UPLOAD_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getUploadFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `UPLOAD_NOT_FOUND`, `UPLOAD_NOT_STORED` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listUploads: {
    parameters: {
      query?: {
        purpose?: "weekly-ranking" | "module-data";
        status?: "pending" | "uploaded" | "processing" | "processed" | "failed";
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                filename: string;
                contentType: string;
                size: number;
                purpose: "weekly-ranking" | "module-data";
                module: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload") | null;
                status: "pending" | "uploaded" | "processing" | "processed" | "failed";
                format: ("csv" | "xlsx") | null;
                progress: number;
                message: string | null;
                errorCode: string | null;
                summary: {
                  rows: number;
                  columns: string[];
                } | null;
                uploadedBy: string | null;
                /** Format: date-time */
                createdAt: string;
                uploadedAt: string | null;
                processedAt: string | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `INVALID_CURSOR` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `UPLOAD_NEEDS_COMPANY` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getImageServiceHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "status": "ok",
             *       "renderer": "svg",
             *       "renderMs": 0.4
             *     }
             */
            data: {
              /** @enum {string} */
              status: "ok";
              /** @enum {string} */
              renderer: "svg";
              renderMs: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description image/svg+xml */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "registrationOpen": true
           *     }
           */
          "application/json": {
            registrationOpen: boolean;
          };
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "astrid.lindqvist@nordvik.se",
         *       "password": "correct horse battery staple"
         *     }
         */
        "application/json": {
          /**
           * Format: email
           * @description Case-insensitive
           */
          email: string;
          password: string;
          /** @description A 6-digit TOTP code or a backup code */
          twoFactorCode?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                user: components["schemas"]["User"];
                /**
                 * @example {
                 *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
                 *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
                 *     }
                 */
                tokens: {
                  accessToken: string;
                  refreshToken: string;
                };
              }
            | {
                /** @enum {boolean} */
                requiresTwoFactor: true;
                tempToken: string;
              };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  verifyTwoFactorLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "tempToken": "2fa_8QwZk3JtV1mX7pLr",
         *       "code": "492817"
         *     }
         */
        "application/json": {
          tempToken: string;
          /** @description A 6-digit TOTP code or a backup code */
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
           *         "email": "astrid.lindqvist@nordvik.se",
           *         "role": "company_admin",
           *         "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
           *         "firstName": "Astrid",
           *         "lastName": "Lindqvist",
           *         "createdAt": "2026-03-02T09:12:44.000Z",
           *         "updatedAt": "2026-11-18T16:40:03.000Z",
           *         "twoFactorEnabled": true,
           *         "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
           *       },
           *       "tokens": {
           *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
           *         "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
           *       }
           *     }
           */
          "application/json": {
            user: components["schemas"]["User"];
            /**
             * @example {
             *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
             *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
             *     }
             */
            tokens: {
              accessToken: string;
              refreshToken: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "astrid.lindqvist@nordvik.se",
         *       "password": "correct horse battery staple",
         *       "firstName": "Astrid",
         *       "lastName": "Lindqvist",
         *       "companyName": "Nordvik Dryck AB"
         *     }
         */
        "application/json": {
          /**
           * Format: email
           * @description Case-insensitive
           */
          email: string;
          password: string;
          firstName: string;
          lastName: string;
          companyName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
           *         "email": "astrid.lindqvist@nordvik.se",
           *         "role": "company_admin",
           *         "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
           *         "firstName": "Astrid",
           *         "lastName": "Lindqvist",
           *         "createdAt": "2026-03-02T09:12:44.000Z",
           *         "updatedAt": "2026-11-18T16:40:03.000Z",
           *         "twoFactorEnabled": true,
           *         "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
           *       },
           *       "tokens": {
           *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
           *         "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
           *       }
           *     }
           */
          "application/json": {
            user: components["schemas"]["User"];
            /**
             * @example {
             *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
             *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
             *     }
             */
            tokens: {
              accessToken: string;
              refreshToken: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
         *     }
         */
        "application/json": {
          refreshToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  refreshTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
         *     }
         */
        "application/json": {
          refreshToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "tokens": {
           *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
           *         "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
           *       },
           *       "user": {
           *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
           *         "email": "astrid.lindqvist@nordvik.se",
           *         "role": "company_admin",
           *         "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
           *         "firstName": "Astrid",
           *         "lastName": "Lindqvist",
           *         "createdAt": "2026-03-02T09:12:44.000Z",
           *         "updatedAt": "2026-11-18T16:40:03.000Z",
           *         "twoFactorEnabled": true,
           *         "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
           *       }
           *     }
           */
          "application/json": {
            /**
             * @example {
             *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
             *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
             *     }
             */
            tokens: {
              accessToken: string;
              refreshToken: string;
            };
            user: components["schemas"]["User"];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSignedInUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user: components["schemas"]["User"];
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "astrid.lindqvist@nordvik.se"
         *     }
         */
        "application/json": {
          /**
           * Format: email
           * @description Case-insensitive
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  validatePasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "rst_4mQ8vZ2kLp9xW3"
         *     }
         */
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "valid": true,
           *       "expiresAt": "2026-11-20T09:30:00.000Z"
           *     }
           */
          "application/json": {
            valid: boolean;
            /** Format: date-time */
            expiresAt?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "rst_4mQ8vZ2kLp9xW3",
         *       "newPassword": "tolv glada renar i snön"
         *     }
         */
        "application/json": {
          token: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["User"];
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "firstName": "Astrid",
         *       "lastName": "Lindqvist"
         *     }
         */
        "application/json": {
          firstName?: string;
          lastName?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["User"];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getMyPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "language": "sv",
             *       "defaultPeriod": "30d",
             *       "compactTables": true
             *     }
             */
            data: {
              language?: "sv" | "en";
              defaultPeriod?: "7d" | "30d" | "90d" | "12m";
              compactTables?: boolean;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateMyPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "language": "sv",
         *       "defaultPeriod": "30d",
         *       "compactTables": true
         *     }
         */
        "application/json": {
          language?: "sv" | "en";
          defaultPeriod?: "7d" | "30d" | "90d" | "12m";
          compactTables?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "language": "sv",
             *       "defaultPeriod": "30d",
             *       "compactTables": true
             *     }
             */
            data: {
              language?: "sv" | "en";
              defaultPeriod?: "7d" | "30d" | "90d" | "12m";
              compactTables?: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  changeMyPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "correct horse battery staple",
         *       "newPassword": "tolv glada renar i snön"
         *     }
         */
        "application/json": {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getMyActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "signIns": [
             *         {
             *           "at": "2026-11-20T07:58:31.000Z",
             *           "success": true,
             *           "ip": "81.230.14.22",
             *           "browser": "Firefox 145 on Windows"
             *         }
             *       ],
             *       "sessions": [
             *         {
             *           "id": "0e6b3f2a-8c4d-4b1e-9f7a-5d2c1b0a9e84",
             *           "createdAt": "2026-11-20T07:58:31.000Z",
             *           "lastSeenAt": "2026-11-20T08:29:02.000Z",
             *           "current": true,
             *           "ip": "81.230.14.22",
             *           "browser": "Firefox 145 on Windows"
             *         }
             *       ]
             *     }
             */
            data: {
              signIns: {
                /** Format: date-time */
                at: string;
                success: boolean;
                ip: string | null;
                /** @description Browser and operating system, from the User-Agent */
                browser: string;
              }[];
              sessions: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt: string;
                current: boolean;
                ip: string | null;
                /** @description Browser and operating system, from the User-Agent */
                browser: string;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getTwoFactorStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "enabled": true,
             *       "enabledAt": "2026-03-02T09:20:10.000Z",
             *       "backupCodesRemaining": 8
             *     }
             */
            data: {
              enabled: boolean;
              enabledAt: string | null;
              backupCodesRemaining: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  startTwoFactorSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "secret": "JBSWY3DPEHPK3PXP",
             *       "otpauthUri": "otpauth://totp/Fenix:astrid.lindqvist%40nordvik.se?secret=JBSWY3DPEHPK3PXP&issuer=Fenix"
             *     }
             */
            data: {
              secret: string;
              otpauthUri: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  disableTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "correct horse battery staple",
         *       "code": "492817"
         *     }
         */
        "application/json": {
          password: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "enabled": true,
             *       "enabledAt": "2026-03-02T09:20:10.000Z",
             *       "backupCodesRemaining": 8
             *     }
             */
            data: {
              enabled: boolean;
              enabledAt: string | null;
              backupCodesRemaining: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  verifyTwoFactorSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "492817"
         *     }
         */
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "enabled": true,
             *       "enabledAt": "2026-03-02T09:20:10.000Z",
             *       "backupCodes": [
             *         "7f3k-9q2m",
             *         "p4x8-2wz6",
             *         "m9c2-h7t5"
             *       ]
             *     }
             */
            data: {
              enabled: boolean;
              enabledAt: string | null;
              backupCodes: string[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  useBackupCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "backupCode": "7f3k-9q2m"
         *     }
         */
        "application/json": {
          backupCode: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "valid": true,
             *       "backupCodesRemaining": 7
             *     }
             */
            data: {
              /** @enum {boolean} */
              valid: true;
              backupCodesRemaining: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  regenerateBackupCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "492817"
         *     }
         */
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "enabled": true,
             *       "enabledAt": "2026-03-02T09:20:10.000Z",
             *       "backupCodes": [
             *         "7f3k-9q2m",
             *         "p4x8-2wz6",
             *         "m9c2-h7t5"
             *       ]
             *     }
             */
            data: {
              enabled: boolean;
              enabledAt: string | null;
              backupCodes: string[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listMyApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                name: string;
                description: string;
                /** @description The secret's first characters, to recognise it */
                prefix: string;
                /** Format: date-time */
                createdAt: string;
                lastUsedAt: string | null;
                /** @description Calls so far (counted in batches, so a few seconds behind) */
                calls: number;
                /** @description Calls answered with an error */
                errors: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Power BI",
         *       "description": "Nightly refresh of the sales dashboard"
         *     }
         */
        "application/json": {
          name: string;
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
             *       "name": "Power BI",
             *       "description": "Nightly refresh of the sales dashboard",
             *       "prefix": "fnx_k3Vd",
             *       "createdAt": "2026-05-04T08:15:00.000Z",
             *       "lastUsedAt": null,
             *       "calls": 0,
             *       "errors": 0,
             *       "secret": "fnx_k3Vd9QmX2pL7wR4tZ8bN6cJ1hF5sY0aE"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              description: string;
              /** @description The secret's first characters, to recognise it */
              prefix: string;
              /** Format: date-time */
              createdAt: string;
              lastUsedAt: string | null;
              /** @description Calls so far (counted in batches, so a few seconds behind) */
              calls: number;
              /** @description Calls answered with an error */
              errors: number;
            } & {
              /** @description Send as X-API-Key. Shown only now; Fenix keeps only its hash. */
              secret: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …). This operation's own: `TOO_MANY_KEYS` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getMyApiKeyStats: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "from": "2026-10-22",
             *       "to": "2026-11-20",
             *       "keys": [
             *         {
             *           "id": "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
             *           "name": "Power BI",
             *           "lastUsedAt": "2026-11-20T02:00:12.000Z",
             *           "calls": 412,
             *           "errors": 1,
             *           "daily": [
             *             {
             *               "date": "2026-11-20",
             *               "calls": 14,
             *               "errors": 0
             *             }
             *           ]
             *         }
             *       ]
             *     }
             */
            data: {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              keys: {
                /** Format: uuid */
                id: string;
                name: string;
                lastUsedAt: string | null;
                /** @description In the period */
                calls: number;
                /** @description In the period */
                errors: number;
                /** @description Every day of the period, oldest first */
                daily: {
                  /** Format: date */
                  date: string;
                  calls: number;
                  errors: number;
                }[];
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Power BI",
         *       "description": "Nightly refresh of the sales dashboard"
         *     }
         */
        "application/json": {
          name: string;
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
             *       "name": "Power BI",
             *       "description": "Nightly refresh of the sales dashboard",
             *       "prefix": "fnx_k3Vd",
             *       "createdAt": "2026-05-04T08:15:00.000Z",
             *       "lastUsedAt": "2026-11-20T02:00:12.000Z",
             *       "calls": 1520,
             *       "errors": 3
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              description: string;
              /** @description The secret's first characters, to recognise it */
              prefix: string;
              /** Format: date-time */
              createdAt: string;
              lastUsedAt: string | null;
              /** @description Calls so far (counted in batches, so a few seconds behind) */
              calls: number;
              /** @description Calls answered with an error */
              errors: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `API_KEY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  deleteApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `API_KEY_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getMyOrganization: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateMyOrganization: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Nordvik Dryck AB"
         *     }
         */
        "application/json": {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /**
                 * Format: uuid
                 * @description The user's id
                 */
                id: string;
                email: string;
                firstName: string;
                lastName: string;
                role: "company_user" | "company_admin" | "super_admin";
                /** Format: date-time */
                joinedAt: string;
                twoFactorEnabled: boolean;
                lastActiveAt: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateMemberRole: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "company_admin"
         *     }
         */
        "application/json": {
          role: "company_user" | "company_admin" | "super_admin";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
             *       "email": "astrid.lindqvist@nordvik.se",
             *       "firstName": "Astrid",
             *       "lastName": "Lindqvist",
             *       "role": "company_admin",
             *       "joinedAt": "2026-03-02T09:12:44.000Z",
             *       "twoFactorEnabled": true,
             *       "lastActiveAt": "2026-11-20T08:29:02.000Z"
             *     }
             */
            data: {
              /**
               * Format: uuid
               * @description The user's id
               */
              id: string;
              email: string;
              firstName: string;
              lastName: string;
              role: "company_user" | "company_admin" | "super_admin";
              /** Format: date-time */
              joinedAt: string;
              twoFactorEnabled: boolean;
              lastActiveAt: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  removeMember: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listOrganizationAudit: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
        /** @description An action, or its prefix (member) */
        action?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                id: number;
                /** Format: date-time */
                at: string;
                /** @description member.invited, member.joined, member.removed, member.role_changed, invitation.cancelled, api_key.created… */
                action: string;
                objectType: string;
                objectId: string | null;
                actor: {
                  id: string;
                  email: string | null;
                  name: string;
                } | null;
                details: {
                  [key: string]: unknown;
                };
                ip: string | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  inviteMember: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "erik.holm@nordvik.se",
         *       "role": "company_user",
         *       "language": "sv"
         *     }
         */
        "application/json": {
          /** Format: email */
          email: string;
          role: "company_user" | "company_admin" | "super_admin";
          /** @description The mail's language (default: yours) */
          language?: "sv" | "en";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "a3c9e1f7-2b4d-4e6a-9c8b-7d5f3e1a2c60",
             *       "email": "erik.holm@nordvik.se",
             *       "role": "company_user",
             *       "invitedBy": {
             *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
             *         "name": "Astrid Lindqvist",
             *         "email": "astrid.lindqvist@nordvik.se"
             *       },
             *       "createdAt": "2026-11-18T10:02:00.000Z",
             *       "expiresAt": "2026-11-25T10:02:00.000Z",
             *       "expired": false
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              email: string;
              role: "company_user" | "company_admin" | "super_admin";
              invitedBy: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              expiresAt: string;
              expired: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listInvitations: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                email: string;
                role: "company_user" | "company_admin" | "super_admin";
                invitedBy: {
                  /** Format: uuid */
                  id: string;
                  name: string;
                  email: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                expired: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  cancelInvitation: {
    parameters: {
      query?: {
        /** @description super_admin only: the company to act on (default: your own) */
        companyId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "company": {
             *         "name": "Nordvik Dryck AB"
             *       },
             *       "inviter": {
             *         "name": "Astrid Lindqvist",
             *         "email": "astrid.lindqvist@nordvik.se"
             *       },
             *       "email": "erik.holm@nordvik.se",
             *       "role": "company_user",
             *       "expiresAt": "2026-11-25T10:02:00.000Z",
             *       "accountExists": false
             *     }
             */
            data: {
              company: {
                name: string;
              };
              inviter: {
                name: string;
                email: string;
              } | null;
              email: string;
              role: "company_user" | "company_admin" | "super_admin";
              /** Format: date-time */
              expiresAt: string;
              /** @description The address already has an account: accept by signing in with its password */
              accountExists: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No longer usable: INVITATION_EXPIRED, INVITATION_USED, UPLOAD_URL_EXPIRED … */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "inv_Xq7Lm2Vt9Rk4Pz8Wn3Jd",
         *       "password": "tolv glada renar i snön",
         *       "firstName": "Erik",
         *       "lastName": "Holm"
         *     }
         */
        "application/json": {
          token: string;
          password: string;
          firstName?: string;
          lastName?: string;
          /** @description An existing account with two-factor sign-in */
          twoFactorCode?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
           *         "email": "astrid.lindqvist@nordvik.se",
           *         "role": "company_admin",
           *         "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
           *         "firstName": "Astrid",
           *         "lastName": "Lindqvist",
           *         "createdAt": "2026-03-02T09:12:44.000Z",
           *         "updatedAt": "2026-11-18T16:40:03.000Z",
           *         "twoFactorEnabled": true,
           *         "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
           *       },
           *       "tokens": {
           *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
           *         "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
           *       }
           *     }
           */
          "application/json": {
            user: components["schemas"]["User"];
            /**
             * @example {
             *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
             *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
             *     }
             */
            tokens: {
              accessToken: string;
              refreshToken: string;
            };
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
           *         "email": "astrid.lindqvist@nordvik.se",
           *         "role": "company_admin",
           *         "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
           *         "firstName": "Astrid",
           *         "lastName": "Lindqvist",
           *         "createdAt": "2026-03-02T09:12:44.000Z",
           *         "updatedAt": "2026-11-18T16:40:03.000Z",
           *         "twoFactorEnabled": true,
           *         "twoFactorEnabledAt": "2026-03-02T09:20:10.000Z"
           *       },
           *       "tokens": {
           *         "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
           *         "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
           *       }
           *     }
           */
          "application/json": {
            user: components["schemas"]["User"];
            /**
             * @example {
             *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
             *       "refreshToken": "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo"
             *     }
             */
            tokens: {
              accessToken: string;
              refreshToken: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No longer usable: INVITATION_EXPIRED, INVITATION_USED, UPLOAD_URL_EXPIRED … */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "tier": "professional",
               *       "billingPeriod": "yearly",
               *       "status": "active",
               *       "price": 47900,
               *       "currency": "SEK",
               *       "currentPeriodStart": "2026-03-02T00:00:00.000Z",
               *       "currentPeriodEnd": "2027-03-02T00:00:00.000Z",
               *       "cancelAtPeriodEnd": false,
               *       "cancelReason": null,
               *       "startedAt": "2026-03-02T09:12:44.000Z"
               *     }
               */
              subscription: {
                tier: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                /** @description SEK per billing period, excluding VAT */
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodStart: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                cancelAtPeriodEnd: boolean;
                cancelReason: string | null;
                /** Format: date-time */
                startedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "tier": "basic",
         *       "billingPeriod": "monthly",
         *       "modules": [
         *         "weekly-rankings"
         *       ]
         *     }
         */
        "application/json": {
          /**
           * @description A plan's tier (see GET /subscription/plans)
           * @enum {unknown}
           */
          tier: "basic" | "professional" | "enterprise";
          /**
           * @description monthly or yearly
           * @enum {unknown}
           */
          billingPeriod: "monthly" | "yearly";
          /** @description Modules bought with the plan, in the same step, for its billing period (none the plan includes) */
          modules?: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload")[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "tier": "professional",
               *       "billingPeriod": "yearly",
               *       "status": "active",
               *       "price": 47900,
               *       "currency": "SEK",
               *       "currentPeriodStart": "2026-03-02T00:00:00.000Z",
               *       "currentPeriodEnd": "2027-03-02T00:00:00.000Z",
               *       "cancelAtPeriodEnd": false,
               *       "cancelReason": null,
               *       "startedAt": "2026-03-02T09:12:44.000Z"
               *     }
               */
              subscription: {
                tier: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                /** @description SEK per billing period, excluding VAT */
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodStart: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                cancelAtPeriodEnd: boolean;
                cancelReason: string | null;
                /** Format: date-time */
                startedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "We are moving our reporting in-house"
         *     }
         */
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "tier": "professional",
               *       "billingPeriod": "yearly",
               *       "status": "active",
               *       "price": 47900,
               *       "currency": "SEK",
               *       "currentPeriodStart": "2026-03-02T00:00:00.000Z",
               *       "currentPeriodEnd": "2027-03-02T00:00:00.000Z",
               *       "cancelAtPeriodEnd": false,
               *       "cancelReason": null,
               *       "startedAt": "2026-03-02T09:12:44.000Z"
               *     }
               */
              subscription: {
                tier: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                /** @description SEK per billing period, excluding VAT */
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodStart: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                cancelAtPeriodEnd: boolean;
                cancelReason: string | null;
                /** Format: date-time */
                startedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              plans: {
                tier: string;
                monthlyPrice: number;
                yearlyPrice: number;
                currency: string;
                userLimit: number | null;
                features: string[];
                /** @description Module kinds the plan includes */
                includedModules: string[];
                monthlyCredits: number;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listSubscribedModules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              modules: {
                /** Format: uuid */
                id: string;
                type: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                /** @description Set once cancelled: the last moment it is active */
                activeUntil: string | null;
                /** Format: date-time */
                purchasedAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  addModule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A module's type (see GET /subscription/modules/available)
           * @enum {unknown}
           */
          type: "weekly-rankings" | "store-optimization" | "api-access" | "data-upload";
          /**
           * @description monthly or yearly
           * @enum {unknown}
           */
          billingPeriod: "monthly" | "yearly";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "id": "f2b8d4a6-5e1c-4f3a-b7d9-8c0e2a4f6b15",
               *       "type": "api-access",
               *       "billingPeriod": "monthly",
               *       "status": "active",
               *       "price": 990,
               *       "currency": "SEK",
               *       "currentPeriodEnd": "2026-12-02T00:00:00.000Z",
               *       "activeUntil": null,
               *       "purchasedAt": "2026-05-02T10:15:00.000Z"
               *     }
               */
              module: {
                /** Format: uuid */
                id: string;
                type: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                /** @description Set once cancelled: the last moment it is active */
                activeUntil: string | null;
                /** Format: date-time */
                purchasedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSubscriptionAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "plan": "professional",
             *       "modules": [
             *         "store-optimization",
             *         "api-access"
             *       ]
             *     }
             */
            data: {
              /** @description The running plan's tier, null without one */
              plan: string | null;
              /** @description The modules the company has now: bought (a cancelled one to the end of its period) or included in its plan */
              modules: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload")[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAvailableModules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              modules: {
                type: string;
                monthlyPrice: number;
                yearlyPrice: number;
                /** @description The features it opens (contracts/features.ts) */
                gives: string[];
                currency: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  cancelModule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "id": "f2b8d4a6-5e1c-4f3a-b7d9-8c0e2a4f6b15",
               *       "type": "api-access",
               *       "billingPeriod": "monthly",
               *       "status": "active",
               *       "price": 990,
               *       "currency": "SEK",
               *       "currentPeriodEnd": "2026-12-02T00:00:00.000Z",
               *       "activeUntil": null,
               *       "purchasedAt": "2026-05-02T10:15:00.000Z"
               *     }
               */
              module: {
                /** Format: uuid */
                id: string;
                type: string;
                /**
                 * @description monthly or yearly
                 * @enum {unknown}
                 */
                billingPeriod: "monthly" | "yearly";
                /**
                 * @description cancelling: cancelled, active until the end of the current period
                 * @enum {unknown}
                 */
                status: "active" | "cancelling";
                price: number;
                currency: string;
                /** Format: date-time */
                currentPeriodEnd: string;
                /** @description Set once cancelled: the last moment it is active */
                activeUntil: string | null;
                /** Format: date-time */
                purchasedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCreditBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "balance": 740
             *     }
             */
            data: {
              balance: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listCreditTransactions: {
    parameters: {
      query?: {
        limit?: number;
        /** @description nextCursor of the previous page (opaque) */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              transactions: {
                /** Format: uuid */
                id: string;
                /**
                 * @description purchase and grant (the plan's monthly credits) add credits, consume takes them
                 * @enum {unknown}
                 */
                kind: "purchase" | "consume" | "grant";
                /** @description Signed: positive for a purchase or grant */
                amount: number;
                balanceAfter: number;
                description: string;
                packageId: string | null;
                service: string | null;
                operation: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …). This operation's own: `INVALID_CURSOR` */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listCreditPackages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              packages: {
                id: string;
                credits: number;
                price: number;
                currency: string;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  purchaseCredits: {
    parameters: {
      query?: never;
      header?: {
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A credit package (see GET /subscription/credits/packages)
           * @enum {unknown}
           */
          packageId: "credits-100" | "credits-500" | "credits-2000";
          /**
           * @description Always 'default': invoiced to the company
           * @enum {string}
           */
          paymentMethodId: "default";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "balance": 740,
             *       "transaction": {
             *         "id": "6c1e9a4b-3d7f-4b2e-8a5c-0f9d2e4b6a13",
             *         "kind": "purchase",
             *         "amount": 500,
             *         "balanceAfter": 740,
             *         "description": "500 credits",
             *         "packageId": "credits-500",
             *         "service": null,
             *         "operation": null,
             *         "createdAt": "2026-11-20T08:31:00.000Z"
             *       },
             *       "invoiceId": "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0"
             *     }
             */
            data: {
              balance: number;
              /**
               * @example {
               *       "id": "6c1e9a4b-3d7f-4b2e-8a5c-0f9d2e4b6a13",
               *       "kind": "purchase",
               *       "amount": 500,
               *       "balanceAfter": 740,
               *       "description": "500 credits",
               *       "packageId": "credits-500",
               *       "service": null,
               *       "operation": null,
               *       "createdAt": "2026-11-20T08:31:00.000Z"
               *     }
               */
              transaction: {
                /** Format: uuid */
                id: string;
                /**
                 * @description purchase and grant (the plan's monthly credits) add credits, consume takes them
                 * @enum {unknown}
                 */
                kind: "purchase" | "consume" | "grant";
                /** @description Signed: positive for a purchase or grant */
                amount: number;
                balanceAfter: number;
                description: string;
                packageId: string | null;
                service: string | null;
                operation: string | null;
                /** Format: date-time */
                createdAt: string;
              };
              /**
               * Format: uuid
               * @description A purchase's invoice
               */
              invoiceId?: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  calculateCreditCost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "service": "export",
         *       "operation": "products-csv"
         *     }
         */
        "application/json": {
          service: string;
          operation: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "service": "export",
             *       "operation": "products-csv",
             *       "cost": 1,
             *       "balance": 740,
             *       "sufficient": true
             *     }
             */
            data: {
              service: string;
              operation: string;
              cost: number;
              balance: number;
              sufficient: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  consumeCredits: {
    parameters: {
      query?: never;
      header?: {
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "service": "export",
         *       "operation": "products-csv",
         *       "quantity": 1
         *     }
         */
        "application/json": {
          service: string;
          operation: string;
          /** @default 1 */
          quantity?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "balance": 740,
             *       "transaction": {
             *         "id": "6c1e9a4b-3d7f-4b2e-8a5c-0f9d2e4b6a13",
             *         "kind": "purchase",
             *         "amount": 500,
             *         "balanceAfter": 740,
             *         "description": "500 credits",
             *         "packageId": "credits-500",
             *         "service": null,
             *         "operation": null,
             *         "createdAt": "2026-11-20T08:31:00.000Z"
             *       },
             *       "invoiceId": "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0"
             *     }
             */
            data: {
              balance: number;
              /**
               * @example {
               *       "id": "6c1e9a4b-3d7f-4b2e-8a5c-0f9d2e4b6a13",
               *       "kind": "purchase",
               *       "amount": 500,
               *       "balanceAfter": 740,
               *       "description": "500 credits",
               *       "packageId": "credits-500",
               *       "service": null,
               *       "operation": null,
               *       "createdAt": "2026-11-20T08:31:00.000Z"
               *     }
               */
              transaction: {
                /** Format: uuid */
                id: string;
                /**
                 * @description purchase and grant (the plan's monthly credits) add credits, consume takes them
                 * @enum {unknown}
                 */
                kind: "purchase" | "consume" | "grant";
                /** @description Signed: positive for a purchase or grant */
                amount: number;
                balanceAfter: number;
                description: string;
                packageId: string | null;
                service: string | null;
                operation: string | null;
                /** Format: date-time */
                createdAt: string;
              };
              /**
               * Format: uuid
               * @description A purchase's invoice
               */
              invoiceId?: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The company's credits do not cover the operation: INSUFFICIENT_CREDITS */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              invoices: {
                /** Format: uuid */
                id: string;
                /** @description Sequential, without gaps */
                number: number;
                /** @description The payment provider: invoice */
                provider: string;
                /** @description open, paid or void */
                status: string;
                /** @description Open past its due date (by the server's clock) */
                overdue: boolean;
                paidAt: string | null;
                /** @description operator: an operator changed the company's plan from /admin */
                issuedBy: "company" | "operator";
                currency: string;
                subtotal: number;
                /** @description 0.25 */
                vatRate: number;
                vat: number;
                total: number;
                /** Format: date-time */
                issuedAt: string;
                /** Format: date-time */
                dueAt: string;
                lines: {
                  description: string;
                  /** @description plan, module, credits, or proration: the unused rest of the previous plan, credited */
                  itemKind: string;
                  /** @description The tier, module type or credit package */
                  itemId: string;
                  period: string | null;
                  quantity: number;
                  /** @description SEK excluding VAT */
                  unitPrice: number;
                  /** @description SEK excluding VAT; negative for a credit */
                  amount: number;
                }[];
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "id": "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0",
               *       "number": 1042,
               *       "provider": "invoice",
               *       "status": "open",
               *       "overdue": false,
               *       "paidAt": null,
               *       "issuedBy": "company",
               *       "currency": "SEK",
               *       "subtotal": 1990,
               *       "vatRate": 0.25,
               *       "vat": 498,
               *       "total": 2488,
               *       "issuedAt": "2026-11-20T08:31:00.000Z",
               *       "dueAt": "2026-12-20T08:31:00.000Z",
               *       "lines": [
               *         {
               *           "description": "500 credits",
               *           "itemKind": "credits",
               *           "itemId": "credits-500",
               *           "period": null,
               *           "quantity": 1,
               *           "unitPrice": 1990,
               *           "amount": 1990
               *         }
               *       ]
               *     }
               */
              invoice: {
                /** Format: uuid */
                id: string;
                /** @description Sequential, without gaps */
                number: number;
                /** @description The payment provider: invoice */
                provider: string;
                /** @description open, paid or void */
                status: string;
                /** @description Open past its due date (by the server's clock) */
                overdue: boolean;
                paidAt: string | null;
                /** @description operator: an operator changed the company's plan from /admin */
                issuedBy: "company" | "operator";
                currency: string;
                subtotal: number;
                /** @description 0.25 */
                vatRate: number;
                vat: number;
                total: number;
                /** Format: date-time */
                issuedAt: string;
                /** Format: date-time */
                dueAt: string;
                lines: {
                  description: string;
                  /** @description plan, module, credits, or proration: the unused rest of the previous plan, credited */
                  itemKind: string;
                  /** @description The tier, module type or credit package */
                  itemId: string;
                  period: string | null;
                  quantity: number;
                  /** @description SEK excluding VAT */
                  unitPrice: number;
                  /** @description SEK excluding VAT; negative for a credit */
                  amount: number;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getInvoiceDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice as an HTML document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "text/html": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAdminPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              plans: {
                tier: string;
                monthlyPrice: number;
                yearlyPrice: number;
                userLimit: number | null;
                features: string[];
                includedModules: string[];
                monthlyCredits: number;
                currency: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updatePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The plan's tier */
        id: "basic" | "professional" | "enterprise";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "monthlyPrice": 4990,
         *       "yearlyPrice": 47900,
         *       "userLimit": 10,
         *       "includedModules": [
         *         "store-optimization"
         *       ],
         *       "monthlyCredits": 200
         *     }
         */
        "application/json": {
          /** @description SEK excluding VAT */
          monthlyPrice: number;
          /** @description SEK excluding VAT */
          yearlyPrice: number;
          userLimit: number | null;
          includedModules: ("weekly-rankings" | "store-optimization" | "api-access" | "data-upload")[];
          monthlyCredits: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "tier": "professional",
               *       "monthlyPrice": 4990,
               *       "yearlyPrice": 47900,
               *       "userLimit": 10,
               *       "features": [
               *         "market-data",
               *         "company-analytics",
               *         "rankings"
               *       ],
               *       "includedModules": [
               *         "store-optimization"
               *       ],
               *       "monthlyCredits": 200,
               *       "currency": "SEK",
               *       "updatedAt": "2026-09-01T12:00:00.000Z"
               *     }
               */
              plan: {
                tier: string;
                monthlyPrice: number;
                yearlyPrice: number;
                userLimit: number | null;
                features: string[];
                includedModules: string[];
                monthlyCredits: number;
                currency: string;
                /** Format: date-time */
                updatedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAdminModules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              modules: {
                type: string;
                monthlyPrice: number;
                yearlyPrice: number;
                gives: string[];
                currency: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateModuleKind: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The module's type */
        id: "weekly-rankings" | "store-optimization" | "api-access" | "data-upload";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "monthlyPrice": 990,
         *       "yearlyPrice": 9500
         *     }
         */
        "application/json": {
          /** @description SEK excluding VAT */
          monthlyPrice: number;
          /** @description SEK excluding VAT */
          yearlyPrice: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "type": "api-access",
               *       "monthlyPrice": 990,
               *       "yearlyPrice": 9500,
               *       "gives": [
               *         "exports"
               *       ],
               *       "currency": "SEK",
               *       "updatedAt": "2026-09-01T12:00:00.000Z"
               *     }
               */
              module: {
                type: string;
                monthlyPrice: number;
                yearlyPrice: number;
                gives: string[];
                currency: string;
                /** Format: date-time */
                updatedAt: string;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * Format: uuid
               * @example 7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90
               */
              companyId: string;
              /**
               * @example [
               *       "Nordvik Dryck AB"
               *     ]
               */
              suppliers: string[];
              claims: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                companyId: string;
                companyName: string;
                supplierName: string;
                /** @description Catalogue products of the name */
                products: number;
                status: "pending" | "approved" | "refused";
                requestedBy: string | null;
                /** Format: date-time */
                requestedAt: string;
                decidedBy: string | null;
                decidedAt: string | null;
                reason: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listSupplierNames: {
    parameters: {
      query?: {
        q?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              name: string;
              products: number;
              /** @description Companies the name is linked to already: operators only (a company never learns which suppliers use Fenix) */
              claimedBy?: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  createSupplierClaim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "supplierName": "Nordvik Dryck AB"
         *     }
         */
        "application/json": {
          supplierName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "b7e5c3a1-9f8d-4c6b-a4e2-0c8a6e4c2a19",
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "companyName": "Nordvik Dryck AB",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "status": "approved",
             *       "requestedBy": "Astrid Lindqvist",
             *       "requestedAt": "2026-03-02T09:30:00.000Z",
             *       "decidedBy": "Fenix Support",
             *       "decidedAt": "2026-03-02T13:05:00.000Z",
             *       "reason": null
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              companyId: string;
              companyName: string;
              supplierName: string;
              /** @description Catalogue products of the name */
              products: number;
              status: "pending" | "approved" | "refused";
              requestedBy: string | null;
              /** Format: date-time */
              requestedAt: string;
              decidedBy: string | null;
              decidedAt: string | null;
              reason: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAllCompanies: {
    parameters: {
      query?: {
        search?: string;
        /** @description A suspended company's members are refused */
        status?: "active" | "suspended";
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @description A suspended company's members are refused */
                status: "active" | "suspended";
                suppliers: string[];
                /** @description Catalogue products of its supplier names */
                products: number;
                members: number;
                plan: ("basic" | "professional" | "enterprise") | null;
                pendingClaims: number;
                /** Format: date-time */
                createdAt: string;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  createCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Nordvik Dryck AB",
         *       "suppliers": [
         *         "Nordvik Dryck AB"
         *       ],
         *       "plan": "professional"
         *     }
         */
        "application/json": {
          name: string;
          suppliers?: string[];
          plan?: ("basic" | "professional" | "enterprise") | null;
          /** @description A suspended company's members are refused */
          status?: "active" | "suspended";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB",
             *       "status": "active",
             *       "suppliers": [
             *         "Nordvik Dryck AB"
             *       ],
             *       "products": 42,
             *       "members": 4,
             *       "plan": "professional",
             *       "pendingClaims": 0,
             *       "createdAt": "2026-03-02T09:12:44.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @description A suspended company's members are refused */
              status: "active" | "suspended";
              suppliers: string[];
              /** @description Catalogue products of its supplier names */
              products: number;
              members: number;
              plan: ("basic" | "professional" | "enterprise") | null;
              pendingClaims: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getAdminCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB",
             *       "status": "active",
             *       "suppliers": [
             *         "Nordvik Dryck AB"
             *       ],
             *       "products": 42,
             *       "members": 4,
             *       "plan": "professional",
             *       "pendingClaims": 0,
             *       "createdAt": "2026-03-02T09:12:44.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @description A suspended company's members are refused */
              status: "active" | "suspended";
              suppliers: string[];
              /** @description Catalogue products of its supplier names */
              products: number;
              members: number;
              plan: ("basic" | "professional" | "enterprise") | null;
              pendingClaims: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "suppliers": [
         *         "Nordvik Dryck AB",
         *         "Nordvik Import AB"
         *       ],
         *       "status": "active"
         *     }
         */
        "application/json": {
          name?: string;
          /** @description The whole list: names left out are unlinked */
          suppliers?: string[];
          plan?: ("basic" | "professional" | "enterprise") | null;
          /** @description A suspended company's members are refused */
          status?: "active" | "suspended";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "name": "Nordvik Dryck AB",
             *       "status": "active",
             *       "suppliers": [
             *         "Nordvik Dryck AB"
             *       ],
             *       "products": 42,
             *       "members": 4,
             *       "plan": "professional",
             *       "pendingClaims": 0,
             *       "createdAt": "2026-03-02T09:12:44.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @description A suspended company's members are refused */
              status: "active" | "suspended";
              suppliers: string[];
              /** @description Catalogue products of its supplier names */
              products: number;
              members: number;
              plan: ("basic" | "professional" | "enterprise") | null;
              pendingClaims: number;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  deleteCompany: {
    parameters: {
      query?: {
        /** @description Delete its members' memberships, data and claims too */
        cascade?: boolean;
        /** @description With cascade: the company's name, exactly */
        confirmName?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listSupplierClaims: {
    parameters: {
      query?: {
        status?: "pending" | "approved" | "refused";
        companyId?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                companyId: string;
                companyName: string;
                supplierName: string;
                /** @description Catalogue products of the name */
                products: number;
                status: "pending" | "approved" | "refused";
                requestedBy: string | null;
                /** Format: date-time */
                requestedAt: string;
                decidedBy: string | null;
                decidedAt: string | null;
                reason: string | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  approveSupplierClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "The name is Nordvik's own on the monopoly's supplier list"
         *     }
         */
        "application/json": {
          /** @description Told to the company in the mail */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "b7e5c3a1-9f8d-4c6b-a4e2-0c8a6e4c2a19",
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "companyName": "Nordvik Dryck AB",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "status": "approved",
             *       "requestedBy": "Astrid Lindqvist",
             *       "requestedAt": "2026-03-02T09:30:00.000Z",
             *       "decidedBy": "Fenix Support",
             *       "decidedAt": "2026-03-02T13:05:00.000Z",
             *       "reason": null
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              companyId: string;
              companyName: string;
              supplierName: string;
              /** @description Catalogue products of the name */
              products: number;
              status: "pending" | "approved" | "refused";
              requestedBy: string | null;
              /** Format: date-time */
              requestedAt: string;
              decidedBy: string | null;
              decidedAt: string | null;
              reason: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  refuseSupplierClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "The name is Nordvik's own on the monopoly's supplier list"
         *     }
         */
        "application/json": {
          /** @description Told to the company in the mail */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "b7e5c3a1-9f8d-4c6b-a4e2-0c8a6e4c2a19",
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "companyName": "Nordvik Dryck AB",
             *       "supplierName": "Nordvik Dryck AB",
             *       "products": 42,
             *       "status": "approved",
             *       "requestedBy": "Astrid Lindqvist",
             *       "requestedAt": "2026-03-02T09:30:00.000Z",
             *       "decidedBy": "Fenix Support",
             *       "decidedAt": "2026-03-02T13:05:00.000Z",
             *       "reason": null
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              companyId: string;
              companyName: string;
              supplierName: string;
              /** @description Catalogue products of the name */
              products: number;
              status: "pending" | "approved" | "refused";
              requestedBy: string | null;
              /** Format: date-time */
              requestedAt: string;
              decidedBy: string | null;
              decidedAt: string | null;
              reason: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAllApiKeys: {
    parameters: {
      query?: {
        companyId?: string;
        status?: "live" | "revoked";
        search?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                name: string;
                prefix: string;
                owner: {
                  /** Format: uuid */
                  id: string;
                  email: string;
                };
                company: {
                  /** Format: uuid */
                  id: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                lastUsedAt: string | null;
                revokedAt: string | null;
                calls: number;
                errors: number;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listApiKeyAudit: {
    parameters: {
      query?: {
        companyId?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                id: number;
                /** Format: date-time */
                at: string;
                /** @description member.invited, member.joined, member.removed, member.role_changed, invitation.cancelled, api_key.created… */
                action: string;
                objectType: string;
                objectId: string | null;
                actor: {
                  id: string;
                  email: string | null;
                  name: string;
                } | null;
                details: {
                  [key: string]: unknown;
                };
                ip: string | null;
                company: {
                  /** Format: uuid */
                  id: string;
                  name: string | null;
                } | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getApiKeyEndpointUsage: {
    parameters: {
      query?: {
        days?: number;
        keyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * Format: date
               * @example 2026-10-22
               */
              from: string;
              /**
               * Format: date
               * @example 2026-11-20
               */
              to: string;
              items: {
                /** @description METHOD and the route's path, as the OpenAPI document names it */
                endpoint: string;
                calls: number;
                errors: number;
                /** @description Distinct keys that called it */
                keys: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getApiKeyUsage: {
    parameters: {
      query?: {
        days?: number;
        keyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * Format: date
               * @example 2026-10-22
               */
              from: string;
              /**
               * Format: date
               * @example 2026-11-20
               */
              to: string;
              /**
               * @description Days with calls, per key, oldest first
               * @example [
               *       {
               *         "date": "2026-11-20",
               *         "keyId": "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
               *         "keyName": "Power BI",
               *         "calls": 14,
               *         "errors": 0
               *       }
               *     ]
               */
              days: {
                /** Format: date */
                date: string;
                /** Format: uuid */
                keyId: string;
                keyName: string;
                calls: number;
                errors: number;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getAdminApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
             *       "name": "Power BI",
             *       "prefix": "fnx_k3Vd",
             *       "owner": {
             *         "id": "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34",
             *         "email": "astrid.lindqvist@nordvik.se"
             *       },
             *       "company": {
             *         "id": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *         "name": "Nordvik Dryck AB"
             *       },
             *       "createdAt": "2026-05-04T08:15:00.000Z",
             *       "lastUsedAt": "2026-11-20T02:00:12.000Z",
             *       "revokedAt": null,
             *       "calls": 1520,
             *       "errors": 3
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              prefix: string;
              owner: {
                /** Format: uuid */
                id: string;
                email: string;
              };
              company: {
                /** Format: uuid */
                id: string;
                name: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              calls: number;
              errors: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAllInvitations: {
    parameters: {
      query?: {
        companyId?: string;
        status?: "pending" | "accepted" | "cancelled" | "replaced";
        search?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                email: string;
                role: string;
                status: string;
                company: {
                  /** Format: uuid */
                  id: string;
                  name: string;
                };
                invitedBy: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                expired: boolean;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  cancelAnyInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        companyId?: string;
        /** @description An action, or its prefix (company) */
        action?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                id: number;
                /** Format: date-time */
                at: string;
                /** @description member.invited, member.joined, member.removed, member.role_changed, invitation.cancelled, api_key.created… */
                action: string;
                objectType: string;
                objectId: string | null;
                actor: {
                  id: string;
                  email: string | null;
                  name: string;
                } | null;
                details: {
                  [key: string]: unknown;
                };
                ip: string | null;
                company: {
                  /** Format: uuid */
                  id: string;
                  name: string | null;
                } | null;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAllInvoices: {
    parameters: {
      query?: {
        /** @description unpaid: open (overdue ones too); overdue: open past due; paid */
        state?: "unpaid" | "overdue" | "paid";
        companyId?: string;
        limit?: number;
        /** @description nextCursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                /** @description Sequential, without gaps */
                number: number;
                /** @description The payment provider: invoice */
                provider: string;
                /** @description open, paid or void */
                status: string;
                /** @description Open past its due date (by the server's clock) */
                overdue: boolean;
                paidAt: string | null;
                /** @description operator: an operator changed the company's plan from /admin */
                issuedBy: "company" | "operator";
                currency: string;
                subtotal: number;
                /** @description 0.25 */
                vatRate: number;
                vat: number;
                total: number;
                /** Format: date-time */
                issuedAt: string;
                /** Format: date-time */
                dueAt: string;
                lines: {
                  description: string;
                  /** @description plan, module, credits, or proration: the unused rest of the previous plan, credited */
                  itemKind: string;
                  /** @description The tier, module type or credit package */
                  itemId: string;
                  period: string | null;
                  quantity: number;
                  /** @description SEK excluding VAT */
                  unitPrice: number;
                  /** @description SEK excluding VAT; negative for a credit */
                  amount: number;
                }[];
                /** Format: uuid */
                companyId: string;
                companyName: string;
              }[];
              /**
               * @example {
               *       "total": 1843,
               *       "hasMore": true,
               *       "nextCursor": "100"
               *     }
               */
              pagination: {
                total: number;
                hasMore: boolean;
                nextCursor: string | null;
              };
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  markInvoicePaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0",
             *       "number": 1042,
             *       "provider": "invoice",
             *       "status": "open",
             *       "overdue": false,
             *       "paidAt": null,
             *       "issuedBy": "company",
             *       "currency": "SEK",
             *       "subtotal": 1990,
             *       "vatRate": 0.25,
             *       "vat": 498,
             *       "total": 2488,
             *       "issuedAt": "2026-11-20T08:31:00.000Z",
             *       "dueAt": "2026-12-20T08:31:00.000Z",
             *       "lines": [
             *         {
             *           "description": "500 credits",
             *           "itemKind": "credits",
             *           "itemId": "credits-500",
             *           "period": null,
             *           "quantity": 1,
             *           "unitPrice": 1990,
             *           "amount": 1990
             *         }
             *       ],
             *       "companyId": "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90",
             *       "companyName": "Nordvik Dryck AB"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              /** @description Sequential, without gaps */
              number: number;
              /** @description The payment provider: invoice */
              provider: string;
              /** @description open, paid or void */
              status: string;
              /** @description Open past its due date (by the server's clock) */
              overdue: boolean;
              paidAt: string | null;
              /** @description operator: an operator changed the company's plan from /admin */
              issuedBy: "company" | "operator";
              currency: string;
              subtotal: number;
              /** @description 0.25 */
              vatRate: number;
              vat: number;
              total: number;
              /** Format: date-time */
              issuedAt: string;
              /** Format: date-time */
              dueAt: string;
              lines: {
                description: string;
                /** @description plan, module, credits, or proration: the unused rest of the previous plan, credited */
                itemKind: string;
                /** @description The tier, module type or credit package */
                itemId: string;
                period: string | null;
                quantity: number;
                /** @description SEK excluding VAT */
                unitPrice: number;
                /** @description SEK excluding VAT; negative for a credit */
                amount: number;
              }[];
              /** Format: uuid */
              companyId: string;
              companyName: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCacheAnalytics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              store: "lru" | "redis";
              /**
               * @example {
               *       "hits": 24810,
               *       "misses": 3120,
               *       "hitRate": 0.888,
               *       "entries": 812,
               *       "bytes": 41943040,
               *       "savedMs": 5210440
               *     }
               */
              totals: {
                hits: number;
                misses: number;
                hitRate: number | null;
                entries: number;
                bytes: number;
                savedMs: number;
              };
              routes: {
                /** @description The route's pattern, e.g. /api/v1/companies/:id/sales */
                route: string;
                hits: number;
                misses: number;
                hitRate: number | null;
                entries: number;
                bytes: number;
                savedMs: number;
                ttlSeconds: number;
              }[];
              series: {
                /** Format: date-time */
                minute: string;
                hits: number;
                misses: number;
                hitRate: number | null;
              }[];
              /**
               * Format: date-time
               * @example 2026-11-19T08:30:00.000Z
               */
              countingSince: string;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCacheStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              store: "lru" | "redis";
              /** @example true */
              enabled: boolean;
              /**
               * @example {
               *       "hits": 24810,
               *       "misses": 3120,
               *       "hitRate": 0.888,
               *       "entries": 812,
               *       "bytes": 41943040,
               *       "savedMs": 5210440
               *     }
               */
              totals: {
                hits: number;
                misses: number;
                hitRate: number | null;
                entries: number;
                bytes: number;
                savedMs: number;
              };
              /**
               * @description How many routes are cached
               * @example 31
               */
              routes: number;
              /**
               * Format: date-time
               * @example 2026-11-19T08:30:00.000Z
               */
              countingSince: string;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getCacheWarmStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "status": "done",
             *       "jobId": 118,
             *       "mode": "normal",
             *       "progress": 1,
             *       "computed": 412,
             *       "alreadyCached": 96,
             *       "companies": 23,
             *       "error": null,
             *       "queuedAt": "2026-11-20T05:00:00.000Z",
             *       "updatedAt": "2026-11-20T05:03:41.000Z"
             *     }
             */
            data: {
              status: "idle" | "queued" | "running" | "done" | "failed";
              jobId: number | null;
              mode: ("normal" | "aggressive") | null;
              progress: number;
              computed: number | null;
              alreadyCached: number | null;
              companies: number | null;
              error: string | null;
              queuedAt: string | null;
              updatedAt: string | null;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  clearCacheAnalytics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  clearCache: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  purgeCache: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  purgeCdn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  warmCache: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  warmCacheFully: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "success": true,
             *       "message": "Cache cleared",
             *       "removed": 812
             *     }
             */
            data: {
              success: boolean;
              message: string;
              removed?: number;
              jobId?: number;
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "version": "0.1.0",
           *       "timestamp": "2026-11-20T08:30:00.000Z"
           *     }
           */
          "application/json": {
            status: "ok" | "unavailable";
            version: string;
            /** Format: date-time */
            timestamp: string;
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "version": "0.1.0",
           *       "timestamp": "2026-11-20T08:30:00.000Z"
           *     }
           */
          "application/json": {
            status: "ok" | "unavailable";
            version: string;
            /** Format: date-time */
            timestamp: string;
          };
        };
      };
    };
  };
  getHealthStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "status": "ok",
             *       "version": "0.1.0",
             *       "uptimeSeconds": 86412.5,
             *       "startedAt": "2026-11-19T08:30:00.000Z",
             *       "database": {
             *         "kind": "postgres",
             *         "reachable": true,
             *         "latencyMs": 1.8
             *       },
             *       "migrations": {
             *         "applied": 24,
             *         "available": 24,
             *         "current": true,
             *         "latest": "0023_monthly_credits_paid_invoices"
             *       }
             *     }
             */
            data: {
              status: "ok" | "degraded";
              version: string;
              uptimeSeconds: number;
              /** Format: date-time */
              startedAt: string;
              database: {
                kind: "pglite" | "postgres";
                reachable: boolean;
                latencyMs: number | null;
              };
              migrations: {
                applied: number;
                available: number;
                current: boolean;
                latest: string | null;
              };
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                /**
                 * @example {
                 *       "status": "ok",
                 *       "version": "0.1.0",
                 *       "uptimeSeconds": 86412.5,
                 *       "startedAt": "2026-11-19T08:30:00.000Z",
                 *       "database": {
                 *         "kind": "postgres",
                 *         "reachable": true,
                 *         "latencyMs": 1.8
                 *       },
                 *       "migrations": {
                 *         "applied": 24,
                 *         "available": 24,
                 *         "current": true,
                 *         "latest": "0023_monthly_credits_paid_invoices"
                 *       }
                 *     }
                 */
                data: {
                  status: "ok" | "degraded";
                  version: string;
                  uptimeSeconds: number;
                  /** Format: date-time */
                  startedAt: string;
                  database: {
                    kind: "pglite" | "postgres";
                    reachable: boolean;
                    latencyMs: number | null;
                  };
                  migrations: {
                    applied: number;
                    available: number;
                    current: boolean;
                    latest: string | null;
                  };
                };
              }
            | {
                statusCode: number;
                error: string;
                message: string;
                /** @description A stable reason a client can rely on instead of the English message (VALIDATION_FAILED, INVITATION_EXPIRED, API_KEY_NOT_ALLOWED…) */
                code?: string;
                /** @description With MODULE_REQUIRED: the module's kind the feature needs */
                module?: string;
                /** @description The request field the refusal is about (`email`, `newPassword`; nested fields joined by dots) */
                field?: string;
                /** @description For VALIDATION_FAILED: the schema rule the field broke (required, minLength, maxLength, format, pattern…) */
                rule?: string;
                /** @description The rule's bound, for minLength, maxLength, minimum, maximum… */
                limit?: number;
              };
        };
      };
    };
  };
  getHealthMonitor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "process": {
             *         "pid": 4127,
             *         "nodeVersion": "v22.12.0",
             *         "platform": "linux",
             *         "uptimeSeconds": 86412.5,
             *         "memory": {
             *           "rss": 251658240,
             *           "heapUsed": 98566144,
             *           "heapTotal": 134217728,
             *           "external": 4194304
             *         },
             *         "cpuMicros": {
             *           "user": 912000000,
             *           "system": 118000000
             *         },
             *         "eventLoopDelayMs": {
             *           "mean": 10.4,
             *           "p99": 21.8,
             *           "max": 64.2
             *         }
             *       },
             *       "database": {
             *         "kind": "postgres",
             *         "serverVersion": "16.4",
             *         "sizeBytes": 5368709120,
             *         "tables": 38,
             *         "activeConnections": 7
             *       }
             *     }
             */
            data: {
              process: {
                pid: number;
                nodeVersion: string;
                platform: string;
                uptimeSeconds: number;
                memory: {
                  /** @description bytes */
                  rss: number;
                  /** @description bytes */
                  heapUsed: number;
                  /** @description bytes */
                  heapTotal: number;
                  /** @description bytes */
                  external: number;
                };
                cpuMicros: {
                  user: number;
                  system: number;
                };
                eventLoopDelayMs: {
                  mean: number;
                  p99: number;
                  max: number;
                };
              };
              database: {
                kind: "pglite" | "postgres";
                serverVersion: string;
                sizeBytes: number;
                tables: number;
                activeConnections: number;
              };
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  getFeedStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              /**
               * @example {
               *       "mode": "monopoly",
               *       "url": "api-extern.systembolaget.se"
               *     }
               */
              source: {
                mode: "monopoly" | "simulator" | "off";
                url: string | null;
              };
              /**
               * @description Operators paused the feed: its rounds skip until resumed
               * @example false
               */
              paused: boolean;
              /**
               * @example {
               *       "stock": "15 8,11,14,17,20 * * *",
               *       "catalogue": "30 6 * * *"
               *     }
               */
              schedules: {
                /** @description When the stock round runs: a cron expression, Stockholm time (MARKET_STOCK_SCHEDULE) */
                stock: string;
                /** @description When the catalogue round runs: cron, Stockholm time (MARKET_CATALOGUE_SCHEDULE) */
                catalogue: string;
              };
              latestSnapshotAt: string | null;
              /**
               * @example {
               *       "stock": "2026-11-20T10:15:00.000Z",
               *       "catalogue": "2026-11-21T05:30:00.000Z"
               *     }
               */
              next: {
                stock: string | null;
                catalogue: string | null;
              };
              /** @description The latest 20 rounds of both kinds, the waiting ones included, newest first */
              runs: {
                /**
                 * @description The round's job
                 * @example 4812
                 */
                id: number;
                kind: "stock" | "catalogue";
                status: "queued" | "running" | "done" | "failed";
                /**
                 * @description 0–1; the stock round reports it as it goes
                 * @example 1
                 */
                progress: number;
                /**
                 * @description Attempts so far (a failed attempt is retried)
                 * @example 1
                 */
                attempts: number;
                /** @example 3 */
                maxAttempts: number;
                /**
                 * Format: date-time
                 * @description When the round is or was due (its schedule's time, or when an operator asked for it)
                 * @example 2026-11-20T07:15:00.000Z
                 */
                queuedFor: string;
                /**
                 * Format: date-time
                 * @description When its latest attempt started; absent before the first
                 * @example 2026-11-20T07:15:01.000Z
                 */
                startedAt?: string;
                finishedAt: string | null;
                durationMs: number | null;
                result: {
                  /** @description The round collected nothing, and why */
                  skipped?: "paused" | "no market source";
                  /**
                   * Format: date-time
                   * @description Stock: when the source answered the first request; every snapshot of the round is dated so
                   * @example 2026-11-20T07:15:04.000Z
                   */
                  observedAt?: string;
                  /**
                   * @description Stock: products asked for. Catalogue: products the search listed
                   * @example 1254
                   */
                  products?: number;
                  /**
                   * @description Stock: stores with a snapshot written (0 when the round had been written already)
                   * @example 451
                   */
                  stores?: number;
                  /**
                   * @description Stock: snapshots written
                   * @example 451
                   */
                  snapshots?: number;
                  /**
                   * @description Stock: stock movements found against the stores' previous snapshots
                   * @example 18342
                   */
                  changes?: number;
                  /**
                   * @description Stock: stores the source named that Fenix does not know yet
                   * @example 0
                   */
                  unknownSites?: number;
                  /**
                   * @description Stock: products the source answered 404 for (gone from its catalogue)
                   * @example 2
                   */
                  notFound?: number;
                  /**
                   * @description Catalogue: sites (stores and agents) the source listed
                   * @example 571
                   */
                  sites?: number;
                  /**
                   * @description Catalogue: products the search said it holds but its pages did not reach
                   * @example 0
                   */
                  unreached?: number;
                  /**
                   * @description Catalogue: launches, moves and delistings written to the article register
                   * @example 14
                   */
                  events?: number;
                  /**
                   * @description Requests the round sent to the source
                   * @example 1256
                   */
                  requests?: number;
                  /**
                   * @description Stock: requests tried again (throttled, server errors, timeouts)
                   * @example 3
                   */
                  retries?: number;
                  /**
                   * @description Stock: products whose answers a round stopped before this one had read (not asked again)
                   * @example 0
                   */
                  resumed?: number;
                } | null;
                error: string | null;
              }[];
            };
          };
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  runFeedRound: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "stock"
         *     }
         */
        "application/json": {
          /** @description Which round to run now */
          kind: "stock" | "catalogue";
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "kind": "stock",
             *       "id": 4813,
             *       "queuedFor": "2026-11-20T08:02:11.000Z"
             *     }
             */
            data: {
              kind: "stock" | "catalogue";
              /**
               * @description The round's job: the one that was waiting, moved earlier, or a new one
               * @example 4813
               */
              id: number;
              /**
               * Format: date-time
               * @description When it is due now
               * @example 2026-11-20T08:02:11.000Z
               */
              queuedFor: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …). This operation's own: `FEED_OFF`, `FEED_PAUSED`, `FEED_ROUND_RUNNING` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  pauseFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "paused": true
         *     }
         */
        "application/json": {
          /** @description true pauses the feed (its rounds skip), false resumes it */
          paused: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "paused": true
             *     }
             */
            data: {
              /**
               * @description The feed's state now
               * @example true
               */
              paused: boolean;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAlerts: {
    parameters: {
      query?: {
        /** @description Only the ones you have not read */
        unread?: boolean;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "items": [
             *         {
             *           "id": 1842,
             *           "ruleId": "5b1e4c2a-7d3f-4e8a-9c61-0f2b3a4d5e6f",
             *           "ruleName": "Slut i många butiker",
             *           "kind": "stock-out",
             *           "productId": 4211,
             *           "productName": "Nordvik Rött",
             *           "volumeMl": 750,
             *           "day": "2026-11-20",
             *           "figures": {
             *             "stores": 14
             *           },
             *           "createdAt": "2026-11-20T08:16:04.000Z",
             *           "read": false
             *         }
             *       ],
             *       "unread": 3
             *     }
             */
            data: {
              /** @description Newest first */
              items: {
                id: number;
                /** Format: uuid */
                ruleId: string;
                ruleName: string;
                /**
                 * @description stock-out: out of stock in at least minStores stores for at least minDays days
                 * @enum {unknown}
                 */
                kind: "stock-out";
                productId: number | null;
                productName: string | null;
                volumeMl: number | null;
                /**
                 * Format: date
                 * @description The day of market data on which the condition began to hold
                 */
                day: string;
                /** @description What triggered it: for a stock-out, the stores out (stores) */
                figures: {
                  [key: string]: number;
                };
                /** Format: date-time */
                createdAt: string;
                read: boolean;
              }[];
              /** @description All your unread alerts, not only those listed */
              unread: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `NO_ORGANISATION` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  readAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         1842
         *       ]
         *     }
         */
        "application/json": {
          /** @description None given: every alert you have */
          ids?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "unread": 0
             *     }
             */
            data: {
              unread: number;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `NO_ORGANISATION` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  listAlertRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: {
              items: {
                /** Format: uuid */
                id: string;
                name: string;
                /**
                 * @description stock-out: out of stock in at least minStores stores for at least minDays days
                 * @enum {unknown}
                 */
                kind: "stock-out";
                productId: number | null;
                /** @description Out of stock in at least this many stores */
                minStores: number;
                /** @description Each of them out for at least this many days, the day it ran out counted */
                minDays: number;
                /** @description Set by a company admin for every member */
                companyWide: boolean;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `NO_ORGANISATION` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  createAlertRule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Slut i många butiker",
         *       "kind": "stock-out",
         *       "productId": null,
         *       "minStores": 10,
         *       "minDays": 2
         *     }
         */
        "application/json": {
          name: string;
          /**
           * @description stock-out: out of stock in at least minStores stores for at least minDays days
           * @enum {unknown}
           */
          kind: "stock-out";
          productId?: number | null;
          minStores: number;
          minDays: number;
          /** @description Company admins only: a rule for every member */
          companyWide?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": "5b1e4c2a-7d3f-4e8a-9c61-0f2b3a4d5e6f",
             *       "name": "Slut i många butiker",
             *       "kind": "stock-out",
             *       "productId": null,
             *       "minStores": 10,
             *       "minDays": 2,
             *       "companyWide": false,
             *       "createdAt": "2026-11-20T07:45:00.000Z"
             *     }
             */
            data: {
              /** Format: uuid */
              id: string;
              name: string;
              /**
               * @description stock-out: out of stock in at least minStores stores for at least minDays days
               * @enum {unknown}
               */
              kind: "stock-out";
              productId: number | null;
              /** @description Out of stock in at least this many stores */
              minStores: number;
              /** @description Each of them out for at least this many days, the day it ran out counted */
              minDays: number;
              /** @description Set by a company admin for every member */
              companyWide: boolean;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FORBIDDEN_ROLE` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `NO_ORGANISATION`, `PRODUCT_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …). This operation's own: `TOO_MANY_ALERT_RULES` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  deleteAlertRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Deleted"
           *     }
           */
          "application/json": {
            success: boolean;
            message?: string;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code. This operation's own: `FORBIDDEN_ROLE` */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …). This operation's own: `NO_ORGANISATION`, `ALERT_RULE_NOT_FOUND` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
  putUploadFile: {
    parameters: {
      query: {
        contentType: string;
        maxBytes: number;
        expires: number;
        signature: string;
      };
      header?: never;
      path: {
        companyId: string;
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "size": 48213
           *     }
           */
          "application/json": {
            size: number;
          };
        };
      };
      /** @description The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The body is too large: BODY_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description The content type is not accepted: UNSUPPORTED_MEDIA_TYPE or UPLOAD_TYPE_NOT_ALLOWED */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
      /** @description TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorResponse"];
        };
      };
    };
  };
}
