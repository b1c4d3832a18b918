import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppContext } from "./context";

/** A tag of the OpenAPI document: the resource a module's operations are listed under. */
export interface ApiTag {
  name: string;
  description: string;
}

/**
 * A server module: the product's own (`server/modules/<id>/index.ts`, listed in
 * `server/server-modules.ts`) and an integrator's (see "Add a plugin" in docs/EXTENDING.md,
 * `buildApp({ modules })`) alike. `server/app.ts` registers each: its jobs, then its routes under
 * its prefix, with the same core services in `ctx`; its tags join the API documentation.
 */
export interface ServerModule {
  /** Where its routes live: below /api/v1 like every other API path (`/api/v1/shelf-watch`); "" for the few at the root (/health). */
  prefix: "" | `/api/v1${string}`;
  routes: FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
  /** The tags its operations use, with what they cover, in the order the documentation lists them. */
  tags?: readonly ApiTag[];
  /** Registers its job handlers (the job worker starts once every module has registered). */
  jobs?: (ctx: AppContext) => void;
}
