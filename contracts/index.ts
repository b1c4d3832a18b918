/**
 * The API's contracts: TypeBox schemas for every request and answer. The server's routes validate
 * and document with them; the client imports their `Static<>` types. Imports only `typebox`.
 */
export * from "./common";
export * from "./comparison";
export * from "./auth";
export * from "./users";
export * from "./organizations";
export * from "./api-keys";
export * from "./products";
export * from "./stores";
export * from "./sales";
export * from "./companies";
export * from "./segments";
export * from "./stock-diff";
export * from "./search";
export * from "./subscription";
export * from "./health";
export * from "./images";
export * from "./rankings";
export * from "./price-bands";
export * from "./uploads";
export * from "./weekly-rankings";
export * from "./iso-week";
export * from "./artdisk";
export * from "./features";
export * from "./invoices";
export * from "./plans-admin";
export * from "./admin";
export * from "./admin-cache";
export * from "./feed";
export * from "./freshness";
export { apiRead, type ApiRead, type ApiReadPath } from "./api-path";
export * from "./alerts";
