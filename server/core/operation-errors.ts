/** An error status a route's own code can come with (RequestError's). */
export type ErrorStatus = 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422;
export type OperationErrors = Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;

const RANKING_WINDOW: OperationErrors = { 404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"] };
const UPLOAD: OperationErrors = { 403: ["UPLOAD_NEEDS_COMPANY"], 404: ["UPLOAD_NOT_FOUND"] };
/** Of a confirmed upload handed to an import (server/core/uploads.ts). */
const CONFIRMED_UPLOAD = { 404: ["UPLOAD_NOT_FOUND"], 409: ["UPLOAD_WRONG_PURPOSE", "UPLOAD_NOT_CONFIRMED", "UPLOAD_REFUSED"] } as const;

/**
 * The error codes of a route's own refusals (the `RequestError`s its service throws), by status,
 * keyed like OPERATION_IDS. documentRoute names them in the operation's error responses (adding a
 * status the route did not declare), beside the codes every route shares (VALIDATION_FAILED,
 * AUTHENTICATION_REQUIRED, MODULE_REQUIRED …). tests/api/openapi-errors.test.ts checks that every
 * code a data module's service throws is named here, and that every code here exists.
 */
export const OPERATION_ERRORS: Readonly<Record<string, OperationErrors>> = {
  "POST /api/v1/users/me/api-keys": { 409: ["TOO_MANY_KEYS"] },
  "PUT /api/v1/users/me/api-keys/{id}": { 404: ["API_KEY_NOT_FOUND"] },
  "DELETE /api/v1/users/me/api-keys/{id}": { 404: ["API_KEY_NOT_FOUND"] },

  "GET /api/v1/products": { 403: ["FOREIGN_COMPANY_FILTER"] },
  "GET /api/v1/products/export": { 403: ["FOREIGN_COMPANY_FILTER"] },
  "GET /api/v1/products/{id}": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/sales": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/stock-outs": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/sales-by-store": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/price-history": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/stock-summary": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/current-stock": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/data-availability": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/yearly-sales": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/products/{id}/competitive": { 404: [...RANKING_WINDOW[404]!, "PRODUCT_NOT_FOUND", "RANKING_PRODUCT_NOT_RANKED"] },

  "GET /api/v1/sales/summary": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/sales/total/daily": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/sales/top-products": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/sales/top-stores": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/sales/product/daily": { 404: ["PRODUCT_NOT_FOUND"] },

  "GET /api/v1/companies/{id}": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/companies/{id}/products": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/companies/{id}/sales": { 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/companies/{id}/stock-outs": { 404: ["COMPANY_NOT_FOUND"] },
  "POST /api/v1/companies/{id}/suppliers": { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND"], 422: ["SUPPLIER_NOT_FOUND"] },
  "DELETE /api/v1/companies/{id}/suppliers": { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND", "SUPPLIER_NOT_LINKED"] },
  "GET /api/v1/companies/{id}/segments": { 404: ["COMPANY_NOT_FOUND"] },
  "PUT /api/v1/companies/{id}/segments": { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND"], 422: ["SEGMENT_NOT_FOUND"] },

  "GET /api/v1/segments/{id}": { 404: ["SEGMENT_NOT_FOUND"] },
  "GET /api/v1/segments/{id}/products": { 404: ["SEGMENT_NOT_FOUND"] },
  "GET /api/v1/segments/{id}/trends": { 404: ["SEGMENT_NOT_FOUND"] },

  "GET /api/v1/rankings": {
    400: ["RANKING_OWN_NEEDS_COMPANY", "RANKING_CURSOR_INVALID", "RANKING_CURSOR_MISMATCH"],
    ...RANKING_WINDOW,
  },
  "GET /api/v1/rankings/analysis": RANKING_WINDOW,
  "GET /api/v1/rankings/competitive-analysis/{id}": {
    404: [...RANKING_WINDOW[404]!, "PRODUCT_NOT_FOUND", "RANKING_PRODUCT_NOT_RANKED"],
  },
  "GET /api/v1/rankings/producers": RANKING_WINDOW,
  "GET /api/v1/rankings/products/{id}/market-position": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/rankings/sales-performance": RANKING_WINDOW,
  "GET /api/v1/rankings/store-optimization": RANKING_WINDOW,

  "GET /api/v1/stock-diff/hourly": { 400: ["PRODUCT_OR_STORE_REQUIRED"], 404: ["PRODUCT_NOT_FOUND", "STORE_NOT_FOUND"] },
  "GET /api/v1/stock-diff/daily": { 400: ["PRODUCT_OR_STORE_REQUIRED"], 404: ["PRODUCT_NOT_FOUND", "STORE_NOT_FOUND"] },
  "GET /api/v1/stock-diff/metrics": { 404: ["PRODUCT_NOT_FOUND"] },

  "GET /api/v1/stores/{id}": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/performance": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/sales": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/top-products": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/categories": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/inventory": { 404: ["STORE_NOT_FOUND", "COMPANY_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/assortment-optimization": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/assortment/optimization": { 404: ["STORE_NOT_FOUND"] },
  "GET /api/v1/stores/{id}/products/{productId}/performance": { 404: ["STORE_NOT_FOUND", "PRODUCT_NOT_FOUND"] },

  "POST /api/v1/uploads/request": {
    400: ["UPLOAD_MODULE_REQUIRED"],
    403: ["UPLOAD_NEEDS_COMPANY"],
    413: ["UPLOAD_TOO_LARGE"],
    415: ["UPLOAD_TYPE_NOT_ALLOWED"],
  },
  "POST /api/v1/uploads/{id}/confirm": {
    ...UPLOAD,
    409: ["UPLOAD_NOT_PENDING", "UPLOAD_NOT_STORED"],
    410: ["UPLOAD_URL_EXPIRED"],
  },
  "GET /api/v1/uploads": { 400: ["INVALID_CURSOR"], 403: ["UPLOAD_NEEDS_COMPANY"] },
  "GET /api/v1/subscription/credits/transactions": { 400: ["INVALID_CURSOR"] },
  "GET /api/v1/uploads/{id}": UPLOAD,
  "DELETE /api/v1/uploads/{id}": UPLOAD,
  "GET /api/v1/uploads/{id}/file": { ...UPLOAD, 404: ["UPLOAD_NOT_FOUND", "UPLOAD_NOT_STORED"] },

  "GET /api/v1/weekly-rankings": { 400: ["WEEK_NOT_FOUND", "INVALID_CURSOR", "WEEKLY_FILTER_CONFLICT"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
  "GET /api/v1/weekly-rankings/statistics": { 400: ["WEEK_NOT_FOUND"] },
  "GET /api/v1/weekly-rankings/stats": { 400: ["WEEK_NOT_FOUND"] },
  "GET /api/v1/weekly-rankings/lists/{id}": { 404: ["WEEKLY_LIST_NOT_FOUND"] },
  "DELETE /api/v1/weekly-rankings/lists/{id}": { 403: ["WEEKLY_NEEDS_COMPANY", "WEEKLY_LIST_PUBLISHED"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
  "GET /api/v1/weekly-rankings/products/{id}": { 404: ["PRODUCT_NOT_FOUND"] },
  "GET /api/v1/weekly-rankings/export/{id}": { 400: ["WEEK_NOT_FOUND"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
  "POST /api/v1/weekly-rankings/process": {
    400: ["WEEK_NOT_FOUND"],
    403: ["WEEKLY_NEEDS_COMPANY"],
    404: CONFIRMED_UPLOAD[404],
    409: [...CONFIRMED_UPLOAD[409], "WEEKLY_LIST_PROCESSING"],
  },
  "PUT /api/v1/weekly-rankings/entries/{id}/match": {
    403: ["WEEKLY_NEEDS_COMPANY", "WEEKLY_LIST_PUBLISHED"],
    404: ["WEEKLY_ENTRY_NOT_FOUND", "PRODUCT_NOT_FOUND"],
  },

  "GET /api/v1/artdisk": { 400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY"], 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/artdisk/statistics": { 400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY"], 404: ["COMPANY_NOT_FOUND"] },
  "GET /api/v1/artdisk/export": {
    400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY", "EXPORT_TOO_LARGE"],
    404: ["COMPANY_NOT_FOUND"],
  },
  "GET /api/v1/artdisk/{id}": { 404: ["ARTICLE_NOT_FOUND", "COMPANY_NOT_FOUND"] },
};
