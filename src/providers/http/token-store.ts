import type { Tokens } from "../../../contracts";

export const ACCESS_TOKEN_KEY = "fenix-access-token";
export const REFRESH_TOKEN_KEY = "fenix-refresh-token";

export type { Tokens };

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(tokens: Partial<Tokens>): void;
  clear(): void;
}

/** Tokens in browser storage, so a reload keeps the session. */
export function browserTokenStore(storage: Storage = localStorage): TokenStore {
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    accessToken: () => read(ACCESS_TOKEN_KEY),
    refreshToken: () => read(REFRESH_TOKEN_KEY),
    save(tokens) {
      if (tokens.accessToken) storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      if (tokens.refreshToken) storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/**
 * Refresh answers come in several shapes: the access token as accessToken, access_token,
 * tokens.accessToken or the whole body as a string; the refresh token as refreshToken,
 * refresh_token or tokens.refreshToken.
 */
export function readRefreshResponse(body: unknown): Partial<Tokens> {
  if (typeof body === "string") return body ? { accessToken: body } : {};
  if (!body || typeof body !== "object") return {};
  const record = body as Record<string, unknown>;
  const nested = (record.tokens && typeof record.tokens === "object" ? record.tokens : {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find((v): v is string => typeof v === "string" && v.length > 0);
  const accessToken = pick(record.accessToken, record.access_token, nested.accessToken);
  const refreshToken = pick(record.refreshToken, record.refresh_token, nested.refreshToken);
  return { ...(accessToken ? { accessToken } : {}), ...(refreshToken ? { refreshToken } : {}) };
}
