/** /api/v1/companies: the companies a caller may read, their products, sales and stock-outs. */
import { Type, type Static } from "typebox";
import {
  DailyTotalsSchema,
  DataEnvelope,
  Nullable,
  PageQuery,
  PaginationSchema,
  PeriodEchoSchema,
  PeriodQuery,
  PreviousPeriodEchoSchema,
  SeriesGranularitySchema,
  SalesTotalsSchema,
} from "./common";
import { EXAMPLE_COMPANY_ID, EXAMPLE_PRODUCT, EXAMPLE_PRODUCT_FIGURES, EXAMPLE_STOCK_OUT, EXAMPLE_SUPPLIER } from "./examples";
import { SegmentSchema } from "./segments";
import { MarketProductSchema, StockOutSchema } from "./products";

export const CompanySchema = Type.Object(
  { id: Type.String({ format: "uuid" }), name: Type.String(), suppliers: Type.Array(Type.String()), products: Type.Integer() },
  { examples: [{ id: EXAMPLE_COMPANY_ID, name: "Nordvik Dryck AB", suppliers: [EXAMPLE_SUPPLIER], products: 42 }] },
);
export type Company = Static<typeof CompanySchema>;

export const CompanyListQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })) },
  { additionalProperties: false },
);
export type CompanyListQuery = Static<typeof CompanyListQuerySchema>;
export const CompanyListResponseSchema = DataEnvelope(Type.Array(CompanySchema));
export const CompanyResponseSchema = DataEnvelope(CompanySchema);

export const CompanyProductsQuerySchema = Type.Object({ ...PeriodQuery, ...PageQuery }, { additionalProperties: false });
export type CompanyProductsQuery = Static<typeof CompanyProductsQuerySchema>;
export const ProductFiguresSchema = Type.Object(
  {
    product: MarketProductSchema,
    units: Type.Integer(),
    litres: Type.Number(),
    revenue: Type.Number(),
    storesListing: Type.Integer(),
    storesSelling: Type.Integer(),
    velocity: Type.Number(),
    outOfStockDays: Type.Integer(),
    lostUnits: Type.Integer({
      description: "Whole units not sold for lack of stock: per store, days out of stock × its daily rate before it ran out",
    }),
    lostRevenue: Type.Number({ description: "The lost units at the product's price, SEK" }),
  },
  {
    examples: [{ product: EXAMPLE_PRODUCT, ...EXAMPLE_PRODUCT_FIGURES }],
  },
);
export type ProductFigures = Static<typeof ProductFiguresSchema>;
export const CompanyProductsSchema = Type.Object({
  period: PeriodEchoSchema,
  items: Type.Array(ProductFiguresSchema),
  pagination: PaginationSchema,
});
export type CompanyProducts = Static<typeof CompanyProductsSchema>;
export const CompanyProductsResponseSchema = DataEnvelope(CompanyProductsSchema);

export const CompanySalesSchema = Type.Object({
  period: PeriodEchoSchema,
  previousPeriod: PreviousPeriodEchoSchema,
  totals: SalesTotalsSchema,
  previous: SalesTotalsSchema,
  granularity: SeriesGranularitySchema,
  daily: DailyTotalsSchema,
  segmentDaily: DailyTotalsSchema,
  comparison: Type.Object(
    {
      chosen: Type.Boolean({ description: "True when the company chose its segments; else those of its own products", examples: [true] }),
      segments: Type.Array(SegmentSchema),
    },
    { description: "The segments segmentDaily sums" },
  ),
  latestSnapshotAt: Nullable(
    Type.String({ format: "date-time", description: "The newest stock snapshot of any store", examples: ["2026-11-20T06:00:00.000Z"] }),
  ),
});
export type CompanySales = Static<typeof CompanySalesSchema>;
export const CompanySalesResponseSchema = DataEnvelope(CompanySalesSchema);

export const CompanyStockOutsQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) },
  { additionalProperties: false },
);
export type CompanyStockOutsQuery = Static<typeof CompanyStockOutsQuerySchema>;
export const ProductStockOutSchema = Type.Object(
  { product: MarketProductSchema, ...StockOutSchema.properties },
  { examples: [{ product: EXAMPLE_PRODUCT, ...EXAMPLE_STOCK_OUT }] },
);
export type ProductStockOut = Static<typeof ProductStockOutSchema>;
export const CompanyStockOutsSchema = Type.Object({
  asOf: Type.String({ format: "date", examples: ["2026-11-19"] }),
  items: Type.Array(ProductStockOutSchema),
});
export type CompanyStockOuts = Static<typeof CompanyStockOutsSchema>;
export const CompanyStockOutsResponseSchema = DataEnvelope(CompanyStockOutsSchema);

export const CompanySupplierBodySchema = Type.Object(
  {
    supplierName: Type.String({ minLength: 1, maxLength: 200, description: 'As the catalogue spells it, e.g. "Pernod Ricard Sweden AB"' }),
  },
  { additionalProperties: false, examples: [{ supplierName: EXAMPLE_SUPPLIER }] },
);
export type CompanySupplierBody = Static<typeof CompanySupplierBodySchema>;
export const CompanySupplierLinkSchema = Type.Object(
  {
    companyId: Type.String({ format: "uuid" }),
    supplierName: Type.String(),
    products: Type.Integer({ description: "Catalogue products with this supplier name" }),
    changed: Type.Boolean({ description: "false when the link already existed" }),
  },
  { examples: [{ companyId: EXAMPLE_COMPANY_ID, supplierName: EXAMPLE_SUPPLIER, products: 42, changed: true }] },
);
export type CompanySupplierLink = Static<typeof CompanySupplierLinkSchema>;
export const CompanySupplierLinkResponseSchema = DataEnvelope(CompanySupplierLinkSchema);
