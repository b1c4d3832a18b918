import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client";
import { ensureSetting } from "./settings";

const SETTING_KEY = "app_api_key";

/**
 * The application API key identifies the Fenix web client itself (it is delivered to every
 * browser, so it grants only what an anonymous visitor of the app may read). APP_API_KEY wins;
 * otherwise a key is generated once and kept in the database so restarts and replicas agree.
 */
export async function resolveAppApiKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return ensureSetting(db, SETTING_KEY, `fx_app_${randomBytes(24).toString("base64url")}`);
}

export function keysMatch(expected: string, provided: string | undefined): boolean {
  if (!provided) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  return a.length === b.length && timingSafeEqual(a, b);
}
