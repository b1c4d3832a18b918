import compress from "@fastify/compress";
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
import { authRoutes } from "./modules/auth/routes";
import { healthRoutes } from "./modules/health/routes";
import { imageRoutes } from "./modules/images/routes";
import { organizationRoutes } from "./modules/organizations/routes";
import { invitationRoutes } from "./modules/invitations/routes";
import { apiKeyRoutes } from "./modules/api-keys/routes";
import { productRoutes } from "./modules/products/routes";
import { searchRoutes } from "./modules/search/routes";
import { salesRoutes } from "./modules/sales/routes";
import { companyRoutes } from "./modules/companies/routes";
import { productYearlySalesRoutes } from "./modules/products/yearly-sales-routes";
import { companySegmentRoutes } from "./modules/companies/segments-routes";
import { companySupplierRoutes } from "./modules/companies/suppliers-routes";
import { rankingRoutes } from "./modules/rankings/routes";
import { segmentRoutes } from "./modules/segments/routes";
import { subscriptionRoutes } from "./modules/subscription/routes";
import { adminCatalogueRoutes } from "./modules/subscription/admin-routes";
import { stockDiffRoutes } from "./modules/stock-diff/routes";
import { storeRoutes } from "./modules/stores/routes";
import { uploadRoutes } from "./modules/uploads/routes";
import { weeklyRankingRoutes } from "./modules/weekly-rankings/routes";
import { artdiskRoutes } from "./modules/artdisk/routes";
import { adminCacheRoutes } from "./modules/admin-cache/routes";
import { userRoutes } from "./modules/users/routes";
import { adminCompanyRoutes } from "./modules/admin/routes";
import { adminOversightRoutes } from "./modules/admin/oversight-routes";
import { adminInvoiceRoutes } from "./modules/admin/invoices-routes";
import { setupRoutes } from "./modules/admin/setup-routes";

export interface BuildAppOptions {
  ctx: BaseContext;
  logger?: FastifyServerOptions["logger"];
  /** Close the database when the app closes (the server does; tests that share one do not). */
  ownsDatabase?: boolean;
  /** Modules beyond the product's own (an integrator's), registered after them. */
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
    storage: createStorage(base.config, base.secrets.uploadSigningKey),
    jobs: createJobQueue(base.db, app.log),
    cache: await createCache(base.db, base.config, app.log),
  };
  app.addHook("onClose", async () => ctx.cache.close());
  // A personal key's calls (and failures) are counted as they finish; written in batches.
  app.addHook("onResponse", async (request, reply) => {
    if (request.apiKeyId)
      ctx.keyUsage.record(request.apiKeyId, reply.statusCode >= 400, undefined, endpointName(request.method, request.routeOptions.url));
  });
  app.addHook("onClose", async () => ctx.keyUsage.close());
  // The worker starts once every module has registered its job handlers, and finishes its job on close.
  app.addHook("onReady", async () => ctx.jobs.start());
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
  await registerOpenApi(app, { publicUrl: ctx.config.publicUrl });
  // Before the modules: routes with `config.cache` get their handler wrapped.
  registerResponseCache(app, ctx.cache);

  await app.register(healthRoutes, { ctx });
  await app.register(imageRoutes, { ctx });
  await app.register(authRoutes, { ctx, prefix: "/api/v1/auth" });
  await app.register(userRoutes, { ctx, prefix: "/api/v1/users" });
  await app.register(apiKeyRoutes, { ctx, prefix: "/api/v1/users/me/api-keys" });
  await app.register(organizationRoutes, { ctx, prefix: "/api/v1/organizations" });
  await app.register(invitationRoutes, { ctx, prefix: "/api/v1" });
  await app.register(productRoutes, { ctx, prefix: "/api/v1/products" });
  await app.register(productYearlySalesRoutes, { ctx, prefix: "/api/v1/products" });
  await app.register(searchRoutes, { ctx, prefix: "/api/v1/search" });
  await app.register(salesRoutes, { ctx, prefix: "/api/v1/sales" });
  await app.register(companyRoutes, { ctx, prefix: "/api/v1/companies" });
  await app.register(companySupplierRoutes, { ctx, prefix: "/api/v1/companies" });
  await app.register(companySegmentRoutes, { ctx, prefix: "/api/v1/companies" });
  await app.register(segmentRoutes, { ctx, prefix: "/api/v1/segments" });
  await app.register(rankingRoutes, { ctx, prefix: "/api/v1" });
  await app.register(stockDiffRoutes, { ctx, prefix: "/api/v1/stock-diff" });
  await app.register(storeRoutes, { ctx, prefix: "/api/v1/stores" });
  await app.register(subscriptionRoutes, { ctx, prefix: "/api/v1/subscription" });
  await app.register(adminCatalogueRoutes, { ctx, prefix: "/api/v1/admin" });
  await app.register(uploadRoutes, { ctx, prefix: "/api/v1/uploads" });
  await app.register(weeklyRankingRoutes, { ctx, prefix: "/api/v1/weekly-rankings" });
  await app.register(artdiskRoutes, { ctx, prefix: "/api/v1/artdisk" });
  await app.register(adminCompanyRoutes, { ctx, prefix: "/api/v1/admin" });
  await app.register(adminOversightRoutes, { ctx, prefix: "/api/v1/admin" });
  await app.register(adminInvoiceRoutes, { ctx, prefix: "/api/v1/admin" });
  await app.register(setupRoutes, { ctx, prefix: "/api/v1" });
  await app.register(adminCacheRoutes, { ctx, prefix: "/api/v1/admin/cache" });
  for (const module of modules) await app.register(module.routes, { ctx, prefix: module.prefix });
  if (ctx.storage instanceof LocalStorage) await app.register(localStorageRoutes, { storage: ctx.storage, prefix: LOCAL_STORAGE_PATH });

  await registerFrontend(app, { staticDir: ctx.config.staticDir, appApiKey: ctx.appApiKey });

  if (ownsDatabase) app.addHook("onClose", async () => ctx.db.close());
  return app;
}
