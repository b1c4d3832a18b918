import {
  bulkhead,
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  isTaskCancelledError,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type IPolicy,
} from "cockatiel";
import type { TSchema, Static } from "typebox";
import type { MarketSource, ProductSearchQuery, SourceCounters } from "./market-source";
import {
  CatalogueAnswerSchema,
  ProductSearchAnswerSchema,
  ProductStockAnswerSchema,
  readShape,
  SiteSearchAnswerSchema,
} from "./source-shapes";

export interface HttpSourceOptions {
  /** `https://api-extern.systembolaget.se`, or the simulator's address. */
  baseUrl: string;
  /** Sent as `Ocp-Apim-Subscription-Key`. */
  key: string;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Requests started per second, at most. */
  requestsPerSecond?: number;
  timeoutMs?: number;
  /** Attempts of one request before it fails (429, 5xx, timeouts and lost connections are retried). */
  maxAttempts?: number;
  /** Failed requests in a row that open the breaker: every request then fails at once for `breakerOpenMs`. */
  breakerAfter?: number;
  breakerOpenMs?: number;
  /** The first retry's delay; each next one doubles, up to 30 s. */
  backoffMs?: number;
}

/** A request the source refused in a way another attempt will not change (401: the key; 404). */
export class SourceRequestError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(
      status === 401 || status === 403
        ? `The monopoly's API refused the key (HTTP ${status} on ${path}): check MARKET_SOURCE_KEY.`
        : `The monopoly's API answered HTTP ${status} on ${path}.`,
    );
    this.name = "SourceRequestError";
  }
}

/** Worth another attempt: throttled (429), the server's trouble (5xx), no answer in time, a lost connection. */
class TransientSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TransientSourceError";
  }
}

const BASE_PATH = "/sb-api-ecommerce/v1";

/**
 * The monopoly's web API over HTTP, politely: bounded concurrency and request rate, retries with
 * exponential backoff, and a circuit breaker that stops a collection from hammering a source that
 * is down (cockatiel's policies).
 */
export function httpMarketSource(options: HttpSourceOptions): MarketSource {
  const counters: SourceCounters = { requests: 0, retries: 0, failures: 0, answeredAt: null };
  const transient = handleWhen((error) => error instanceof TransientSourceError || isTaskCancelledError(error));
  const retries = retry(transient, {
    maxAttempts: (options.maxAttempts ?? 5) - 1,
    backoff: new ExponentialBackoff({ initialDelay: options.backoffMs ?? 1_000, maxDelay: 30_000 }),
  });
  retries.onRetry(() => counters.retries++);
  const breaker = circuitBreaker(transient, {
    halfOpenAfter: options.breakerOpenMs ?? 60_000,
    breaker: new ConsecutiveBreaker(options.breakerAfter ?? 10),
  });
  const policy: IPolicy = wrap(
    bulkhead(options.concurrency ?? 4, Number.MAX_SAFE_INTEGER),
    retries,
    breaker,
    timeout(options.timeoutMs ?? 30_000, TimeoutStrategy.Aggressive),
  );
  const spacing = 1_000 / (options.requestsPerSecond ?? 10);
  let nextStart = 0;

  /** Waits for the request's turn under the rate limit. */
  async function turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextStart);
    nextStart = at + spacing;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  async function get<S extends TSchema>(path: string, schema: S, what: string): Promise<Static<S>> {
    return (await getDated(path, schema, what)).body;
  }

  /** The answer, and the time the source's `Date` header gives it (the wall clock's when it has none). */
  async function getDated<S extends TSchema>(path: string, schema: S, what: string): Promise<{ body: Static<S>; at: Date }> {
    const url = `${options.baseUrl.replace(/\/$/, "")}${BASE_PATH}${path}`;
    let answer: { body: unknown; at: Date };
    try {
      answer = await policy.execute(async ({ signal }) => {
        await turn();
        counters.requests++;
        let response: Response;
        try {
          response = await fetch(url, { headers: { "Ocp-Apim-Subscription-Key": options.key, accept: "application/json" }, signal });
        } catch (error) {
          throw new TransientSourceError(`${path}: ${(error as Error).message}`);
        }
        if (response.status === 429 || response.status >= 500) {
          await response.body?.cancel();
          throw new TransientSourceError(`${path}: HTTP ${response.status}`);
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new SourceRequestError(response.status, path);
        }
        const at = new Date(response.headers.get("date") ?? Date.now());
        return { body: (await response.json()) as unknown, at: Number.isNaN(at.getTime()) ? new Date() : at };
      });
    } catch (error) {
      counters.failures++;
      throw error;
    }
    counters.answeredAt = answer.at;
    return { body: readShape(schema, answer.body, what), at: answer.at };
  }

  return {
    counters,
    async sites() {
      return (await get("/sitesearch/site?q=&includePredictions=false", SiteSearchAnswerSchema, "sites")).siteSearchResults;
    },
    catalogue() {
      return get("/product", CatalogueAnswerSchema, "catalogue");
    },
    searchProducts(query: ProductSearchQuery) {
      const params = new URLSearchParams({ page: String(query.page), size: "30" });
      if (query.categoryLevel1) params.set("categoryLevel1", query.categoryLevel1);
      if (query.country) params.set("country", query.country);
      return get(`/productsearch/search?${params}`, ProductSearchAnswerSchema, `product search page ${query.page}`);
    },
    async productStock(productId: string) {
      const path = `/site/stores/${encodeURIComponent(productId)}/`;
      const { body, at } = await getDated(path, ProductStockAnswerSchema, `stock of product ${productId}`);
      return { observedAt: at, storeStocks: body.storeStocks };
    },
  };
}
