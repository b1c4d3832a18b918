/**
 * Every GET of the API that answers JSON, by its path from the API's root, with the schema of its
 * 200 answer (the `{ data }` envelope): the app names a path through `apiRead` (api-path.ts) and
 * gets the answer's type from here. tests/api/api-reads.test.ts checks each entry against the
 * route the server serves. A new route the app reads gets its line here.
 */
import type { Static, TSchema } from "typebox";
import {
  AdminApiKeyResponseSchema,
  AdminApiKeysResponseSchema,
  AdminAuditResponseSchema,
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  AdminEndpointsResponseSchema,
  AdminInvitationsResponseSchema,
  AdminKeyUsageResponseSchema,
  SetupStatusResponseSchema,
  SetupSuppliersResponseSchema,
  SupplierClaimsResponseSchema,
} from "./admin";
import { CacheAnalyticsResponseSchema, CacheStatsResponseSchema, CacheWarmStatusResponseSchema } from "./admin-cache";
import { ApiKeyStatsResponseSchema, ApiKeysResponseSchema } from "./api-keys";
import {
  ArtdiskFiltersResponseSchema,
  ArtdiskResponseSchema,
  ArtdiskStatisticsResponseSchema,
  ArticleDetailResponseSchema,
} from "./artdisk";
import {
  CompanyListResponseSchema,
  CompanyProductsResponseSchema,
  CompanyResponseSchema,
  CompanySalesResponseSchema,
  CompanyStockOutsResponseSchema,
} from "./companies";
import { FeedStatusResponseSchema } from "./feed";
import { FreshnessResponseSchema } from "./freshness";
import { MonitorResponseSchema, StatusResponseSchema } from "./health";
import { ImagesHealthResponseSchema } from "./images";
import { AdminInvoicesResponseSchema, InvoiceResponseSchema, InvoicesResponseSchema } from "./invoices";
import {
  AuditPageResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationsResponseSchema,
  MembersResponseSchema,
  OrganizationResponseSchema,
} from "./organizations";
import { AdminModulesResponseSchema, AdminPlansResponseSchema } from "./plans-admin";
import {
  CatalogueStatisticsResponseSchema,
  CurrentStockResponseSchema,
  DataAvailabilityResponseSchema,
  MarketProductResponseSchema,
  PriceChangesResponseSchema,
  PriceHistoryResponseSchema,
  ProductCategoriesResponseSchema,
  ProductListResponseSchema,
  ProductSalesByStoreResponseSchema,
  ProductSalesResponseSchema,
  ProductStockOutsResponseSchema,
  StockSummaryResponseSchema,
  YearlySalesResponseSchema,
} from "./products";
import {
  CompetitiveAnalysisResponseSchema,
  MarketPositionResponseSchema,
  ProducerRankingResponseSchema,
  RankingAnalysisResponseSchema,
  RankingsResponseSchema,
  SalesPerformanceResponseSchema,
  StoreOptimizationResponseSchema,
} from "./rankings";
import {
  DailySeriesResponseSchema,
  ProductDailyResponseSchema,
  SalesSummaryResponseSchema,
  TopProductsResponseSchema,
  TopStoresResponseSchema,
} from "./sales";
import { ProductSearchResponseSchema, SearchResponseSchema, SearchSuggestionsResponseSchema, StoreSearchResponseSchema } from "./search";
import {
  CompanySegmentsResponseSchema,
  SegmentListResponseSchema,
  SegmentProductsResponseSchema,
  SegmentSalesResponseSchema,
} from "./segments";
import { DailyDiffResponseSchema, HourlyDiffResponseSchema, StockMetricsResponseSchema } from "./stock-diff";
import {
  CitiesResponseSchema,
  OptimizationResponseSchema,
  StoreCategoriesResponseSchema,
  StoreDailySalesResponseSchema,
  StoreFiltersResponseSchema,
  StoreInventoryResponseSchema,
  StoreListResponseSchema,
  StoreLocationsResponseSchema,
  StorePerformanceResponseSchema,
  StoreProductPerformanceResponseSchema,
  StoreResponseSchema,
  StoreStatisticsResponseSchema,
  StoreTopProductsResponseSchema,
} from "./stores";
import {
  AvailableModulesResponseSchema,
  CreditBalanceResponseSchema,
  CreditPackagesResponseSchema,
  CreditTransactionsResponseSchema,
  ModulesResponseSchema,
  PlansResponseSchema,
  SubscriptionResponseSchema,
  AccessResponseSchema,
} from "./subscription";
import { UploadResponseSchema, UploadsResponseSchema } from "./uploads";
import { ActivityResponseSchema, PreferencesResponseSchema, TwoFactorStatusResponseSchema } from "./users";
import {
  WeeklyProductHistoryResponseSchema,
  WeeklyRankingListResponseSchema,
  WeeklyRankingListsResponseSchema,
  WeeklyRankingsResponseSchema,
  WeeklyStatisticsResponseSchema,
} from "./weekly-rankings";

export const API_READS = {
  products: ProductListResponseSchema,
  "products/{id}": MarketProductResponseSchema,
  "products/{id}/sales": ProductSalesResponseSchema,
  "products/{id}/stock-outs": ProductStockOutsResponseSchema,
  "products/{id}/sales-by-store": ProductSalesByStoreResponseSchema,
  "products/categories": ProductCategoriesResponseSchema,
  "products/statistics": CatalogueStatisticsResponseSchema,
  "products/price-changes": PriceChangesResponseSchema,
  "products/{id}/price-history": PriceHistoryResponseSchema,
  "products/{id}/stock-summary": StockSummaryResponseSchema,
  "products/{id}/current-stock": CurrentStockResponseSchema,
  "products/{id}/data-availability": DataAvailabilityResponseSchema,
  "products/{id}/yearly-sales": YearlySalesResponseSchema,
  stores: StoreListResponseSchema,
  "stores/cities": CitiesResponseSchema,
  "stores/filters": StoreFiltersResponseSchema,
  "stores/statistics": StoreStatisticsResponseSchema,
  "stores/locations": StoreLocationsResponseSchema,
  "stores/{id}": StoreResponseSchema,
  "stores/{id}/performance": StorePerformanceResponseSchema,
  "stores/{id}/sales": StoreDailySalesResponseSchema,
  "stores/{id}/top-products": StoreTopProductsResponseSchema,
  "stores/{id}/categories": StoreCategoriesResponseSchema,
  "stores/{id}/inventory": StoreInventoryResponseSchema,
  "stores/{id}/assortment-optimization": OptimizationResponseSchema,
  "stores/{id}/assortment/optimization": OptimizationResponseSchema,
  "stores/{id}/products/{productId}/performance": StoreProductPerformanceResponseSchema,
  "sales/summary": SalesSummaryResponseSchema,
  "sales/total/daily": DailySeriesResponseSchema,
  "sales/top-products": TopProductsResponseSchema,
  "sales/top-stores": TopStoresResponseSchema,
  "sales/product/daily": ProductDailyResponseSchema,
  segments: SegmentListResponseSchema,
  "segments/{id}": SegmentSalesResponseSchema,
  "segments/{id}/products": SegmentProductsResponseSchema,
  "segments/{id}/trends": DailySeriesResponseSchema,
  rankings: RankingsResponseSchema,
  "rankings/analysis": RankingAnalysisResponseSchema,
  "rankings/competitive-analysis/{id}": CompetitiveAnalysisResponseSchema,
  "products/{id}/competitive": CompetitiveAnalysisResponseSchema,
  "rankings/producers": ProducerRankingResponseSchema,
  "rankings/products/{id}/market-position": MarketPositionResponseSchema,
  "rankings/sales-performance": SalesPerformanceResponseSchema,
  "rankings/store-optimization": StoreOptimizationResponseSchema,
  companies: CompanyListResponseSchema,
  "companies/{id}": CompanyResponseSchema,
  "companies/{id}/products": CompanyProductsResponseSchema,
  "companies/{id}/sales": CompanySalesResponseSchema,
  "companies/{id}/stock-outs": CompanyStockOutsResponseSchema,
  "companies/{id}/segments": CompanySegmentsResponseSchema,
  "search/products": ProductSearchResponseSchema,
  "search/stores": StoreSearchResponseSchema,
  search: SearchResponseSchema,
  "search/suggestions": SearchSuggestionsResponseSchema,
  "stock-diff/hourly": HourlyDiffResponseSchema,
  "stock-diff/daily": DailyDiffResponseSchema,
  "stock-diff/metrics": StockMetricsResponseSchema,
  "weekly-rankings": WeeklyRankingsResponseSchema,
  "weekly-rankings/statistics": WeeklyStatisticsResponseSchema,
  "weekly-rankings/stats": WeeklyStatisticsResponseSchema,
  "weekly-rankings/lists": WeeklyRankingListsResponseSchema,
  "weekly-rankings/lists/{id}": WeeklyRankingListResponseSchema,
  "weekly-rankings/products/{id}": WeeklyProductHistoryResponseSchema,
  artdisk: ArtdiskResponseSchema,
  "artdisk/statistics": ArtdiskStatisticsResponseSchema,
  "artdisk/filters": ArtdiskFiltersResponseSchema,
  "artdisk/{id}": ArticleDetailResponseSchema,
  "uploads/{id}": UploadResponseSchema,
  uploads: UploadsResponseSchema,
  "images/health": ImagesHealthResponseSchema,
  "users/me/preferences": PreferencesResponseSchema,
  "users/me/activity": ActivityResponseSchema,
  "users/me/2fa": TwoFactorStatusResponseSchema,
  "users/me/api-keys": ApiKeysResponseSchema,
  "users/me/api-keys/stats": ApiKeyStatsResponseSchema,
  "organizations/me": OrganizationResponseSchema,
  "organizations/me/members": MembersResponseSchema,
  "organizations/me/invitations": InvitationsResponseSchema,
  "invitations/{token}": InvitationPreviewResponseSchema,
  "subscription/current": SubscriptionResponseSchema,
  "subscription/access": AccessResponseSchema,
  "subscription/plans": PlansResponseSchema,
  "subscription/modules": ModulesResponseSchema,
  "subscription/modules/available": AvailableModulesResponseSchema,
  "subscription/credits/balance": CreditBalanceResponseSchema,
  "subscription/credits/transactions": CreditTransactionsResponseSchema,
  "subscription/credits/packages": CreditPackagesResponseSchema,
  "subscription/invoices": InvoicesResponseSchema,
  "subscription/invoices/{id}": InvoiceResponseSchema,
  "admin/plans": AdminPlansResponseSchema,
  "admin/modules": AdminModulesResponseSchema,
  setup: SetupStatusResponseSchema,
  "setup/suppliers": SetupSuppliersResponseSchema,
  "admin/companies": AdminCompaniesResponseSchema,
  "admin/companies/{id}": AdminCompanyResponseSchema,
  "admin/supplier-claims": SupplierClaimsResponseSchema,
  "admin/api-keys": AdminApiKeysResponseSchema,
  "admin/api-keys/endpoints": AdminEndpointsResponseSchema,
  "admin/api-keys/usage": AdminKeyUsageResponseSchema,
  "admin/api-keys/{id}": AdminApiKeyResponseSchema,
  "admin/invitations": AdminInvitationsResponseSchema,
  "admin/invoices": AdminInvoicesResponseSchema,
  "admin/cache/analytics": CacheAnalyticsResponseSchema,
  "admin/cache/stats": CacheStatsResponseSchema,
  "admin/cache/warm-status": CacheWarmStatusResponseSchema,
  "admin/feed": FeedStatusResponseSchema,
  "health/status": StatusResponseSchema,
  freshness: FreshnessResponseSchema,
  "health/monitor": MonitorResponseSchema,
  "organizations/me/audit": AuditPageResponseSchema,
  "admin/audit": AdminAuditResponseSchema,
  "admin/api-keys/audit": AdminAuditResponseSchema,
} satisfies Record<string, TSchema>;

type Answer<S> = S extends TSchema ? (Static<S> extends { data: infer D } ? D : Static<S>) : never;

type Answers<Reads> = { [P in keyof Reads]: Answer<Reads[P]> };

/**
 * What each path answers, inside the `{ data }` envelope (the data provider unwraps it). A module
 * outside the product (examples/) adds its own paths by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that modules can merge into it
export interface ApiReads extends Answers<typeof API_READS> {}
