import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

export interface FenixClientOptions {
  /** The Fenix instance, e.g. https://fenix.example.se (its PUBLIC_URL). */
  baseUrl: string;
  /** A personal API key (fnx_…), sent as X-API-Key: what integrators use. */
  apiKey?: string;
  /** Or a session's access token, sent as a bearer token. */
  accessToken?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A typed client of the Fenix API: `client.GET("/api/v1/products", { params: { query: { limit: 100 } } })`. */
export function createFenixClient({ baseUrl, apiKey, accessToken, fetch }: FenixClientOptions): Client<paths> {
  const headers: Record<string, string> = {};
  if (apiKey) headers["X-API-Key"] = apiKey;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return createClient<paths>({ baseUrl: baseUrl.replace(/\/$/, ""), headers, ...(fetch ? { fetch } : {}) });
}
