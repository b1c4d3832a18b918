import compress from "@fastify/compress";
import { createMarketIngests } from "./core/market-ingests";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { sharedSchemaCompilers } from "./core/schema-compilers";
import type { AppContext, BaseContext } from "./core/context";
import { createMailer } from "./core/mail";
import { createKeyUsageRecorder, endpointName } from "./core/api-keys";
import { rejectControlCharacters } from "./core/control-characters";
import { rejectNonFiniteNumbers } from "./core/finite-numbers";
import { registerErrorHandler } from "./core/errors";
import { acceptEmptyJsonBody } from "./core/json-body";
import { registerDeprecations } from "./core/deprecations";
import { registerEtags } from "./core/etag";
import { registerArrivalTime } from "./core/authenticate";
import { heavyQueueLimits, registerHeavyQueue } from "./core/heavy-queue";
import { registerRequestLimits } from "./core/request-limits";
import { inlineScriptSources, registerFrontend } from "./core/frontend";
import { registerOpenApi } from "./core/openapi";
import { registerSecurityHeaders } from "./core/security-headers";
import { createJobQueue } from "./core/jobs";
import { createCache, registerResponseCache } from "./core/cache";
import { createStorage, LOCAL_STORAGE_PATH, LocalStorage, storageOrigins } from "./core/storage";
import { localStorageRoutes } from "./core/storage/local-routes";
import { drainConnectionsOnClose } from "./core/shutdown";
import type { ServerModule } from "./core/server-module";
import { SERVER_MODULES } from "./server-modules";

export interface BuildAppOptions {
  ctx: BaseContext;
  logger?: FastifyServerOptions["logger"];
  /** Close the database when the app closes (the server does; tests that share one do not). */
  ownsDatabase?: boolean;
  /** Modules beyond the product's own (server/server-modules.ts): an integrator's, registered after them. */
  modules?: readonly ServerModule[];
}

/** Builds the whole API and frontend server; tests call this and use app.inject. */
export async function buildApp({ ctx: base, logger = false, ownsDatabase = true, modules = [] }: BuildAppOptions) {
  const app = Fastify({
    logger,
    ajv: { customOptions: { coerceTypes: "array", removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    return503OnClosing: true,
    trustProxy: base.config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ctx: AppContext = {
    ...base,
    mailer: createMailer(base.db, base.config, app.log),
    keyUsage: createKeyUsageRecorder(base.db, app.log),
    storage: await createStorage(base.config, base.secrets.uploadSigningKey),
    jobs: createJobQueue(base.db, app.log),
    cache: await createCache(base.db, base.config, app.log),
    ingests: createMarketIngests(app.log),
  };
  // onClose hooks run last-registered first: the database closes after everything that writes to it.
  if (ownsDatabase) app.addHook("onClose", async () => ctx.db.close());
  app.addHook("onClose", async () => ctx.cache.close());
  // A personal key's calls (and failures) are counted as they finish; written in batches.
  app.addHook("onResponse", async (request, reply) => {
    if (request.apiKeyId)
      ctx.keyUsage.record(request.apiKeyId, reply.statusCode >= 400, undefined, endpointName(request.method, request.routeOptions.url));
  });
  app.addHook("onClose", async () => ctx.keyUsage.close());
  // The worker starts once every module has registered its job handlers, and finishes its job on close.
  // An API-only instance (FENIX_ROLE=api) leaves the jobs to the worker instances.
  if (ctx.config.role !== "api") app.addHook("onReady", async () => ctx.jobs.start());
  app.addHook("onClose", async () => ctx.jobs.stop());

  registerErrorHandler(app);
  acceptEmptyJsonBody(app);
  rejectControlCharacters(app);
  rejectNonFiniteNumbers(app);
  await registerRequestLimits(app, { config: ctx.config, db: ctx.db, secrets: ctx.secrets, appApiKey: ctx.appApiKey });
  registerArrivalTime(app);
  registerHeavyQueue(app, heavyQueueLimits(ctx.db.kind));
  drainConnectionsOnClose(app);
  await registerSecurityHeaders(app, {
    connectSrc: storageOrigins(ctx.config),
    scriptSrc: inlineScriptSources(ctx.config.staticDir, ctx.appApiKey),
  });
  registerEtags(app);
  registerDeprecations(app);
  // API answers; static files arrive precompressed (see scripts/precompress.mjs).
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await registerOpenApi(app, {
    publicUrl: ctx.config.publicUrl,
    tags: [...SERVER_MODULES, ...modules].flatMap((module) => module.tags ?? []),
  });
  // Before the modules: routes with `config.cache` get their handler wrapped.
  registerResponseCache(app, ctx.cache);

  for (const module of [...SERVER_MODULES, ...modules]) {
    module.jobs?.(ctx);
    await app.register(module.routes, { ctx, prefix: module.prefix });
  }
  if (ctx.storage instanceof LocalStorage) await app.register(localStorageRoutes, { storage: ctx.storage, prefix: LOCAL_STORAGE_PATH });

  await registerFrontend(app, { staticDir: ctx.config.staticDir, appApiKey: ctx.appApiKey });

  return app;
}
