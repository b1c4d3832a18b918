import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { findLiveApiKey, looksLikePersonalKey } from "./api-keys";
import { keysMatch } from "./app-key";
import { presentedApiKey } from "./authenticate";
import type { Secrets } from "./secrets";
import { errorBody } from "./errors";
import { isHeavyRoute } from "./heavy-queue";
import { verifyAccessToken } from "./tokens";

/**
 * Who a request counts against: the signed-in user (a valid access token), else a personal API
 * key, else the client's address — the public application key is in every browser, so it counts
 * per address, never as one budget. A key counts apart only when it is live: a made-up value
 * per request must not buy a fresh budget each time.
 */
async function requesterOf(request: FastifyRequest, deps: { db: Database; secrets: Secrets; appApiKey: string }): Promise<string> {
  const header = request.headers.authorization;
  const [scheme, token] = header?.split(" ") ?? [];
  if (scheme?.toLowerCase() === "bearer" && token) {
    const verified = await verifyAccessToken(deps.secrets.jwtKey, token);
    if (verified.ok) return `user:${verified.claims.userId}`;
  }
  const key = presentedApiKey(request);
  if (looksLikePersonalKey(key) && !keysMatch(deps.appApiKey, key)) {
    const owner = await findLiveApiKey(deps.db, key);
    if (owner) return `key:${owner.keyId}`;
  }
  return `address:${normalizeIP(request.ip)}`;
}

/**
 * Request limits on the API (@fastify/rate-limit): per minute and requester, the heavy market
 * routes counted apart with a lower budget. Shared through Redis when REDIS_URL is set; /health,
 * the documentation and the frontend's files are not limited.
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, "redisUrl" | "rateLimitPerMinute" | "heavyRateLimitPerMinute" | "cache">;
    db: Database;
    secrets: Secrets;
    appApiKey: string;
  },
): Promise<void> {
  const { config } = deps;
  let redis: import("ioredis").Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import("ioredis");
    redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook("onClose", async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) => (isHeavyRoute(request.url) ? config.heavyRateLimitPerMinute : config.rateLimitPerMinute),
    keyGenerator: async (request) => `${await requesterOf(request, deps)}${isHeavyRoute(request.url) ? ":heavy" : ""}`,
    allowList: (request) => !request.url.startsWith("/api/v1/"),
    // The IETF draft's RateLimit-Limit / -Remaining / -Reset (seconds), and Retry-After on 429.
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: `${config.cache.keyPrefix}:requests:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, `Too many requests. Try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`, "TOO_MANY_REQUESTS"),
    }),
  });
}
