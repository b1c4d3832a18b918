import { CallLog, redact } from "./call-log";
import { ApiError, NetworkError, NoRefreshTokenError, RefreshFailedError, TimeoutError } from "./errors";
import { toQueryString, type Query } from "./query-string";
import { readRefreshResponse, type Tokens, type TokenStore } from "./token-store";

export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_PATH = "/auth/refresh";

/** New tokens, and the user the server answered with them (unchecked: the caller reads it). */
export type Renewal = Tokens & { user?: unknown };

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** false: a 401 is not renewed and ends the session at once. */
  retryOn401?: boolean;
  /** For sign-in calls, where a 401 is an answer about the credentials, not about the session. */
  sessionless?: boolean;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  baseUrl?: string;
  tokens: TokenStore;
  appApiKey: () => string;
  /** Called after the client cleared the tokens because the session cannot go on. */
  onSessionEnded: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  callLog?: CallLog;
  /** A renewal already asked for with this refresh token (early-renewal.ts), taken for the first one. */
  takeEarlyRenewal?: (refreshToken: string) => Promise<Response> | undefined;
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** Renews the tokens with the stored refresh token (one renewal at a time). */
  refresh(): Promise<Renewal>;
  readonly callLog: CallLog;
}

/** Answers that are files, not text: handed over as a Blob (their bytes would not survive decoding). */
const BINARY_TYPES = /^application\/(vnd\.openxmlformats|octet-stream|pdf|zip)/;

async function readBody(response: Response): Promise<unknown> {
  if (response.ok && BINARY_TYPES.test(response.headers.get("content-type") ?? "")) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(response: Response, body: unknown): ApiError {
  if (body && typeof body === "object") {
    const message = (body as { message?: unknown }).message;
    return new ApiError(
      typeof message === "string" && message ? message : `Request failed with status ${response.status}`,
      response.status,
      undefined,
      body,
    );
  }
  return new ApiError(`API request failed: ${response.statusText}`, response.status, undefined, body);
}

/** A request sent before the client existed, given up on when the signal aborts (a TypeError, which the exchange reports as a timeout or network failure). */
function untilAborted(sent: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return Promise.race([
    sent,
    new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new TypeError("aborted")), { once: true })),
  ]);
}

/**
 * The one client every call goes through: JSON in and out, bearer token when signed in and the
 * application API key otherwise, a 30 s timeout, and on a 401 one renewal and one retry.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? "/api/v1";
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const callLog = options.callLog ?? new CallLog();
  let renewal: Promise<Renewal> | null = null;

  function headersFor(body: unknown): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    // The application key names the app to the signed-out pages' calls; it reads no data.
    const token = options.tokens.accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    else headers["x-api-key"] = options.appApiKey();
    return headers;
  }

  /** One HTTP exchange, timed out after timeoutMs and recorded in the call log. */
  async function exchange(
    method: string,
    path: string,
    request: RequestOptions,
    headers = headersFor(request.body),
    sent?: Promise<Response>,
  ) {
    const url = `${baseUrl}${path}${toQueryString(request.query)}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    request.signal?.addEventListener("abort", () => controller.abort(), { once: true });
    const started = performance.now();
    const record = (status: number | null, statusText: string, response?: unknown, error?: string) =>
      callLog.add({
        method,
        url,
        status,
        statusText,
        duration: Math.round(performance.now() - started),
        timestamp: new Date().toISOString(),
        request: { headers, params: request.query, body: redact(request.body) },
        response,
        error,
      });
    try {
      const response = await (sent
        ? untilAborted(sent, controller.signal)
        : doFetch(url, {
            method,
            headers,
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
            signal: controller.signal,
          }));
      const body = await readBody(response);
      record(response.status, response.statusText, body, response.ok ? undefined : failure(response, body).message);
      return { response, body };
    } catch (error) {
      const wrapped =
        controller.signal.aborted && !request.signal?.aborted
          ? new TimeoutError()
          : error instanceof TypeError
            ? new NetworkError()
            : error;
      record(null, "", undefined, wrapped instanceof Error ? wrapped.message : String(wrapped));
      throw wrapped;
    } finally {
      clearTimeout(timer);
    }
  }

  function endSession(): void {
    options.tokens.clear();
    options.onSessionEnded();
  }

  /** First through the client itself, then a direct POST to the refresh path with the API key. */
  async function renew(): Promise<Renewal> {
    const refreshToken = options.tokens.refreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    let tokens: Partial<Tokens>;
    let answer: unknown;
    try {
      const { response, body } = await exchange(
        "POST",
        REFRESH_PATH,
        { body: { refreshToken } },
        {
          accept: "application/json",
          "content-type": "application/json",
          "x-api-key": options.appApiKey(),
        },
        options.takeEarlyRenewal?.(refreshToken),
      );
      if (!response.ok) throw new RefreshFailedError(`Refresh failed with status ${response.status}`, response.status);
      answer = body;
      tokens = readRefreshResponse(body);
    } catch (error) {
      if (error instanceof NetworkError || error instanceof TimeoutError) throw new NetworkError();
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${REFRESH_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": options.appApiKey() },
          body: JSON.stringify({ refreshToken }),
        });
      } catch {
        throw new NetworkError();
      }
      if (!response.ok) throw new RefreshFailedError(`Direct refresh failed: ${response.status}`, response.status);
      answer = await readBody(response);
      tokens = readRefreshResponse(answer);
    }
    if (!tokens.accessToken) throw new RefreshFailedError("Refresh failed with status 200", 200);
    options.tokens.save(tokens);
    const user = answer && typeof answer === "object" ? (answer as { user?: unknown }).user : undefined;
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? refreshToken, user };
  }

  function refresh(): Promise<Renewal> {
    renewal ??= renew().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    let { response, body } = await exchange(method, path, request);
    if (response.status === 401 && !request.sessionless && path !== REFRESH_PATH) {
      if (request.retryOn401 === false) {
        endSession();
        throw failure(response, body);
      }
      try {
        await refresh();
      } catch (error) {
        if (error instanceof NetworkError) throw error;
        endSession();
        throw error;
      }
      ({ response, body } = await exchange(method, path, request));
      if (response.status === 401) {
        endSession();
        throw failure(response, body);
      }
    }
    if (!response.ok) throw failure(response, body);
    return body as T;
  }

  return {
    request,
    get: (path, query) => request("GET", path, { query }),
    post: (path, body) => request("POST", path, { body }),
    put: (path, body) => request("PUT", path, { body }),
    delete: (path, body) => request("DELETE", path, { body }),
    refresh,
    callLog,
  };
}
