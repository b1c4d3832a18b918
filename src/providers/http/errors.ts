/**
 * Errors of the http client, with the messages of docs/PRODUCT.md §8 Errors. Each has
 * the `statusCode` of refine's HttpError (0 when no HTTP answer came), so refine's hooks get them
 * as they are.
 */

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: string = `HTTP_${status}`,
    readonly data?: unknown,
  ) {
    super(message);
  }

  get statusCode(): number {
    return this.status;
  }
}

export class NetworkError extends Error {
  override name = "NetworkError";
  readonly statusCode = 0;
  constructor(message = "API unavailable") {
    super(message);
  }
}

export class TimeoutError extends Error {
  override name = "TimeoutError";
  readonly statusCode = 0;
  constructor() {
    super("Request timeout");
  }
}

export class NoRefreshTokenError extends Error {
  override name = "NoRefreshTokenError";
  readonly code = "NO_REFRESH_TOKEN";
  constructor() {
    super("No refresh token available");
  }
}

/** 'Refresh failed with status {status}' / 'Direct refresh failed: {status}'. */
export class RefreshFailedError extends Error {
  override name = "RefreshFailedError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What the error says, for a person: the server's message, else the error's own. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  if (error instanceof RefreshFailedError) return error.status === 401;
  return error instanceof NoRefreshTokenError;
}

/** The stable reason a server refusal carries (`code` in its body: INVITATION_EXPIRED…), if any. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== "object") return undefined;
  const code = (error.data as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** What a server refusal says beyond its message: its stable code, and the field and rule it is about. */
export interface ServerRefusal {
  message: string;
  code?: string;
  field?: string;
  rule?: string;
  limit?: number;
}

/** The refusal an `ApiError` carries in its body (`{ message, code, field, rule, limit }`), else null (no code, no field). */
export function serverRefusal(error: unknown): ServerRefusal | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== "object") return null;
  const body = error.data as Record<string, unknown>;
  if (typeof body.code !== "string" && typeof body.field !== "string") return null;
  const text = (key: string) => (typeof body[key] === "string" ? { [key]: body[key] as string } : {});
  return {
    message: error.message,
    ...text("code"),
    ...text("field"),
    ...text("rule"),
    ...(typeof body.limit === "number" ? { limit: body.limit } : {}),
  };
}
