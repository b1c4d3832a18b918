import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppContext } from "./context";

/**
 * A server module that is not one of the product's own: an integrator's (see "Add a plugin" in
 * docs/ARCHITECTURE.md). `buildApp({ modules })` registers its routes beside the built-in ones,
 * with the same core services in `ctx`.
 */
export interface ServerModule {
  /** Where its routes live, below /api/v1 like every other API path (`/api/v1/shelf-watch`). */
  prefix: `/api/v1/${string}`;
  routes: FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
}
