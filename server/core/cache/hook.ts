import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Convert, Default } from "typebox/value";
import type { TSchema } from "typebox";
import type { ResponseCache } from "./response-cache";

/** What a route puts in its options to be cached: `config: { cache: CACHE_TTL.figures }`. */
export interface RouteCacheOptions {
  ttlSeconds: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    cache?: RouteCacheOptions;
  }
}

/**
 * Wraps the handler of every GET route whose options carry `config.cache`, so modules opt in with
 * one line and their handlers stay as they are. Registered before the modules.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook("onRoute", (route) => {
    const options = route.config?.cache;
    if (!options || route.method !== "GET") return;
    const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => unknown;
    const schema = (route.schema as { querystring?: TSchema } | undefined)?.querystring;
    const cached = {
      route: route.url,
      ttlSeconds: options.ttlSeconds,
      handler: (request: FastifyRequest, reply: FastifyReply) => handler.call(app, request, reply),
      normaliseQuery: (query: Record<string, unknown>) =>
        schema ? (Default(schema, Convert(schema, structuredClone(query))) as Record<string, unknown>) : query,
    };
    cache.register(cached);
    route.handler = async function cachedHandler(request: FastifyRequest, reply: FastifyReply) {
      return cache.serve(cached, request, reply);
    };
  });
}
