/**
 * The example values the contracts show in the OpenAPI document (/api/docs): one product, one
 * store, one company, one period… shared by every schema that holds them, so an integrator meets
 * the same Nordvik Lager at Stockholm, Drottninggatan 45 in every answer. Plain values only (no
 * schemas): Redocly's lint (tests/api/openapi-lint.test.ts) checks each against the schema showing it.
 */

export const EXAMPLE_COMPANY_ID = "7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90";
export const EXAMPLE_USER_ID = "c4a7e2b1-9f3d-4e6a-8b2c-1d5e7f9a0b34";
export const EXAMPLE_SUPPLIER = "Nordvik Dryck AB";

/** 30d ending on the latest day with data. */
export const EXAMPLE_PERIOD = {
  from: "2026-10-21",
  to: "2026-11-19",
  dataFrom: "2026-10-21",
  dataTo: "2026-11-19",
  daysWithData: 30,
};
export const EXAMPLE_PREVIOUS_PERIOD = {
  from: "2026-09-21",
  to: "2026-10-20",
  dataFrom: "2026-09-21",
  dataTo: "2026-10-20",
  daysWithData: 30,
};

export const EXAMPLE_PRODUCT = {
  id: 4711,
  productId: "1004711",
  productNumber: "1234501",
  productName: "Nordvik Lager",
  productNameBold: "Nordvik",
  productNameThin: "Lager",
  producerName: "Nordvik Bryggeri AB",
  supplierName: EXAMPLE_SUPPLIER,
  country: "Sverige",
  categoryLevel1: "Öl",
  categoryLevel2: "Ljus lager",
  categoryLevel3: "Internationell stil",
  price: 24.9,
  volumeMl: 500,
  pricePerLitre: 49.8,
  alcoholPercentage: 5.2,
  assortment: "FS",
  assortmentText: "Fast sortiment",
  launchDate: "2024-03-01",
  discontinued: false,
  imageUrl: "/api/v1/images/products/1234501",
  producer: "Nordvik Bryggeri AB",
  volume: 500,
  category: "Ljus lager",
  alcoholContent: 5.2,
};

export const EXAMPLE_STORE = {
  id: 12,
  siteId: "0102",
  displayName: "Stockholm, Drottninggatan 45",
  alias: "Drottninggatan",
  address: "Drottninggatan 45",
  city: "Stockholm",
  county: "Stockholms län",
  latitude: 59.3326,
  longitude: 18.0649,
  isAgent: false,
  isActive: true,
  sizeClass: "A",
  storeId: "0102",
  siteName: "Stockholm, Drottninggatan 45",
};

/** The example store as a row of a per-store table. */
export const EXAMPLE_STORE_ROW = {
  storeId: EXAMPLE_STORE.id,
  siteId: EXAMPLE_STORE.siteId,
  storeName: EXAMPLE_STORE.displayName,
  city: EXAMPLE_STORE.city,
  county: EXAMPLE_STORE.county,
};

export const EXAMPLE_SALES_TOTALS = {
  units: 12480,
  litres: 6240,
  revenue: 310752,
  storesSelling: 402,
  productsSold: 1,
  velocity: 14.5,
};

/** One product's figures over the example period (a company's best seller, a product's page). */
export const EXAMPLE_PRODUCT_FIGURES = {
  units: 12480,
  litres: 6240,
  revenue: 310752,
  storesListing: 418,
  storesSelling: 402,
  velocity: 14.5,
  outOfStockDays: 38,
  lostUnits: 171,
  lostRevenue: 4257.9,
};

export const EXAMPLE_DAILY_TOTAL = { date: "2026-11-19", units: 436, litres: 218, revenue: 10856.4 };

export const EXAMPLE_SEGMENT = {
  id: "Ljus lager~0",
  categoryLevel1: "Öl",
  categoryLevel2: "Ljus lager",
  band: 0,
  priceBand: "< 100 kr/l",
  minPricePerLitre: 0,
  maxPricePerLitre: 100,
  products: 214,
};

export const EXAMPLE_STOCK_OUT = {
  ...EXAMPLE_STORE_ROW,
  since: "2026-11-14",
  days: 6,
  dailyUnitsBefore: 4.5,
  lostUnits: 27,
  lostRevenue: 672.3,
};

export const EXAMPLE_USER = {
  id: EXAMPLE_USER_ID,
  email: "astrid.lindqvist@nordvik.se",
  role: "company_admin",
  companyId: EXAMPLE_COMPANY_ID,
  firstName: "Astrid",
  lastName: "Lindqvist",
  createdAt: "2026-03-02T09:12:44.000Z",
  updatedAt: "2026-11-18T16:40:03.000Z",
  twoFactorEnabled: true,
  twoFactorEnabledAt: "2026-03-02T09:20:10.000Z",
};

export const EXAMPLE_RANKING_WINDOW = {
  from: "2026-10-01",
  to: "2026-10-31",
  months: 1,
  previousFrom: "2026-09-01",
  previousTo: "2026-09-30",
  storeProfile: null,
  counties: [],
  computedAt: "2026-11-20T05:00:00.000Z",
};

export const EXAMPLE_RANKING_ENTRY = {
  productId: EXAMPLE_PRODUCT.id,
  productNumber: EXAMPLE_PRODUCT.productNumber,
  name: EXAMPLE_PRODUCT.productName,
  producer: EXAMPLE_PRODUCT.producerName,
  supplier: EXAMPLE_SUPPLIER,
  categoryLevel1: "Öl",
  category: "Ljus lager",
  segment: EXAMPLE_SEGMENT.id,
  priceBand: 0,
  price: 24.9,
  volumeMl: 500,
  rank: 3,
  previousRank: 5,
  segmentSize: 214,
  units: 12480,
  litres: 6240,
  revenue: 310752,
  previousRevenue: 284310,
  yearAgoRevenue: 241980,
  share: 0.082,
  storesListing: 418,
  storesSelling: 402,
  velocity: 14.5,
  placementStores: 12,
  flags: ["topPerformer", "placementOpportunity"],
  own: true,
};

export const EXAMPLE_UPLOAD_ID = "5e8a1c3f-7b2d-4f9e-a6c4-0d3b8e1f2a57";
