import { REFRESH_TOKEN_KEY } from "./token-store";

/** The API path the early renewal posts to: the http client's base and REFRESH_PATH. */
const REFRESH_URL = "/api/v1/auth/refresh";
/** Where the page's inline script leaves its request for the app's code. */
const HANDOFF = "__fenixEarlyRenewal";
/** An answer older than this is not taken: the session's first renewal is asked for anew. */
const MAX_AGE_MS = 60_000;

interface EarlyRenewal {
  refreshToken: string;
  startedAt: number;
  response: Promise<Response>;
}

type Scope = typeof globalThis & { [HANDOFF]?: EarlyRenewal };

/**
 * Run by an inline script in index.html, before any of the app's code has downloaded: with a
 * refresh token stored, the session's renewal (which restoring a session starts with) is asked for
 * at once, beside the code's download, instead of after it. The http client takes the answer for
 * its first renewal (takeEarlyRenewal). Nothing is asked for without a stored token or an
 * application key.
 */
export function startEarlyRenewal(scope: Scope = globalThis): void {
  try {
    const refreshToken = scope.localStorage.getItem(REFRESH_TOKEN_KEY);
    const appKey = scope.document.querySelector<HTMLMetaElement>('meta[name="fenix-app-key"]')?.content ?? "";
    if (!refreshToken || !appKey || appKey.startsWith("__")) return;
    const response = scope.fetch(REFRESH_URL, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", "x-api-key": appKey },
      body: JSON.stringify({ refreshToken }),
    });
    // A failure is the http client's to report when it takes the answer.
    response.catch(() => undefined);
    scope[HANDOFF] = { refreshToken, startedAt: Date.now(), response };
  } catch {
    // Storage blocked or no fetch: the app renews the session itself.
  }
}

/**
 * The early renewal's answer, once, when it was asked for with the refresh token stored now and
 * not too long ago; otherwise undefined and the caller asks itself.
 */
export function takeEarlyRenewal(refreshToken: string, scope: Scope = globalThis): Promise<Response> | undefined {
  const early = scope[HANDOFF];
  if (!early) return undefined;
  delete scope[HANDOFF];
  if (early.refreshToken !== refreshToken || Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  return early.response;
}
