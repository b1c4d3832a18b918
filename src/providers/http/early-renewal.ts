import { readRefreshResponse, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from "./token-store";

/** The API path the early renewal posts to: the http client's base ("/api/v1") and REFRESH_PATH. */
const REFRESH_URL = "/api/v1/auth/refresh";
/** Where the page's inline script leaves its request for the app's code. */
const HANDOFF = "__fenixEarlyRenewal";

interface EarlyRenewal {
  /** The token it was asked with. */
  refreshToken: string;
  /** The token the answer renewed it to, once the answer has arrived and been stored. */
  renewedTo?: string;
  /** The answer, its body already read (and its tokens stored): a Response the client reads as its own. */
  response: Promise<Response>;
}

type Scope = typeof globalThis & { [HANDOFF]?: EarlyRenewal };

/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Run by an inline script in index.html, before any of the app's code has downloaded: with a
 * refresh token stored, the session's renewal (which restoring a session starts with) is asked for
 * at once, beside the code's download, instead of after it. Refresh tokens work once: the answer's
 * tokens are stored as soon as it arrives (if the stored token is still the one it was asked with),
 * so a page closed before the app's code has run leaves no used token behind. The http client takes
 * the answer for its first renewal (takeEarlyRenewal). Nothing is asked for without a stored token
 * or an application key.
 */
export function startEarlyRenewal(scope: Scope = globalThis): void {
  try {
    const storage = scope.localStorage;
    const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
    const appKey = scope.document.querySelector<HTMLMetaElement>('meta[name="fenix-app-key"]')?.content ?? "";
    if (!refreshToken || !appKey || appKey.startsWith("__")) return;
    const early: EarlyRenewal = {
      refreshToken,
      response: scope
        .fetch(REFRESH_URL, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json", "x-api-key": appKey },
          body: JSON.stringify({ refreshToken }),
        })
        .then(async (answer) => {
          const text = await answer.text();
          if (answer.ok) {
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // Not JSON: readRefreshResponse takes a plain-text access token.
            }
            const tokens = readRefreshResponse(body);
            if (tokens.accessToken && tokens.refreshToken && storage.getItem(REFRESH_TOKEN_KEY) === refreshToken) {
              storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
              storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
              early.renewedTo = tokens.refreshToken;
            }
          }
          return new Response(NULL_BODY.has(answer.status) ? null : text, {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
          });
        }),
    };
    // A failure is the http client's to report when it takes the answer.
    early.response.catch(() => undefined);
    scope[HANDOFF] = early;
  } catch {
    // Storage blocked or no fetch: the app renews the session itself.
  }
}

/**
 * The early renewal's answer, once, for the refresh token stored now: the one it was asked with
 * (the answer has not arrived yet) or the one it renewed to (it has, and stored its tokens).
 * Otherwise undefined, and the caller asks itself.
 */
export function takeEarlyRenewal(refreshToken: string, scope: Scope = globalThis): Promise<Response> | undefined {
  const early = scope[HANDOFF];
  if (!early) return undefined;
  delete scope[HANDOFF];
  return early.refreshToken === refreshToken || early.renewedTo === refreshToken ? early.response : undefined;
}
