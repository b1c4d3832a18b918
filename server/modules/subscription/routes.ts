import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AccessResponseSchema,
  AvailableModulesResponseSchema,
  CancelBodySchema,
  ChoosePlanBodySchema,
  ErrorResponseSchema,
  ModuleParamsSchema,
  ModuleResponseSchema,
  ModulesResponseSchema,
  PlansResponseSchema,
  PurchaseModuleBodySchema,
  SubscriptionResponseSchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import { scheduleMonthlyCredits } from "../../commerce/billing/monthly-credits-job";
import type { AppContext } from "../../core/context";
import { creditRoutes } from "./credit-routes";
import { invoiceRoutes } from "./invoice-routes";
import {
  activeModuleViews,
  availableModules,
  cancelModule,
  cancelPlan,
  choosePlan,
  companyAccess,
  companyOf,
  currentSubscription,
  planCatalogue,
  purchaseModule,
  recordSubscriptionChange,
} from "./service";

const tags = ["subscription"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const subscriptionRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preParsing = requireUser(ctx);
  const orm = ctx.db.orm;
  const now = () => new Date();
  // The first round runs as the worker starts; each round queues the next.
  app.addHook("onReady", async () => scheduleMonthlyCredits(ctx.db, ctx.jobs, new Date()));

  app.get(
    "/current",
    {
      preParsing,
      schema: {
        operationId: "getSubscription",
        tags,
        summary: "Your company's plan (404: none)",
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { subscription: await currentSubscription(orm, companyOf(request.caller!, "member"), now()) } }),
  );

  app.put(
    "/current",
    {
      preParsing,
      schema: {
        operationId: "updateSubscription",
        tags,
        summary: "Choose or change the plan, and any modules with it in the same step (company_admin)",
        body: ChoosePlanBodySchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { tier, billingPeriod, modules = [] } = request.body;
      const chosen = await choosePlan(orm, companyOf(request.caller!, "admin"), tier, billingPeriod, now(), modules);
      // Modules bought on top of the running plan change the plan in nothing: only they are logged.
      if (chosen.changed)
        await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.plan_changed", "subscription", null, {
          tier,
          billingPeriod,
          invoiceId: chosen.invoiceId,
        });
      for (const module of chosen.modules)
        await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.module_added", "module", module.id, {
          type: module.type,
          billingPeriod,
        });
      return { data: { subscription: chosen.subscription } };
    },
  );

  app.post(
    "/cancel",
    {
      preParsing,
      schema: {
        operationId: "cancelSubscription",
        tags,
        summary: "Cancel the plan at the end of the current period (company_admin)",
        body: CancelBodySchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const subscription = await cancelPlan(orm, companyOf(request.caller!, "admin"), request.body.reason?.trim() || null, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.cancelled", "subscription", null, {
        reason: request.body.reason?.trim() || null,
      });
      return { data: { subscription } };
    },
  );

  app.get(
    "/plans",
    {
      preParsing,
      schema: {
        operationId: "listPlans",
        tags,
        summary: "The plans on offer",
        response: { 200: PlansResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: { plans: await planCatalogue(orm) } }),
  );

  app.get(
    "/modules",
    {
      preParsing,
      schema: {
        operationId: "listSubscribedModules",
        tags,
        summary: "Your company's active modules",
        response: { 200: ModulesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { modules: await activeModuleViews(orm, companyOf(request.caller!, "member"), now()) } }),
  );

  app.get(
    "/access",
    {
      preParsing,
      schema: {
        operationId: "getSubscriptionAccess",
        tags,
        summary: "What your company's plan and modules open: the modules it has now (any member)",
        response: { 200: AccessResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companyAccess(orm, request.caller!, now()) }),
  );

  app.get(
    "/modules/available",
    {
      preParsing,
      schema: {
        operationId: "listAvailableModules",
        tags,
        summary: "Modules your company can add",
        response: { 200: AvailableModulesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { modules: await availableModules(orm, companyOf(request.caller!, "member"), now()) } }),
  );

  app.post(
    "/modules",
    {
      preParsing,
      schema: {
        operationId: "addModule",
        tags,
        summary: "Add a module (company_admin)",
        body: PurchaseModuleBodySchema,
        response: { 201: ModuleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const module = await purchaseModule(orm, companyOf(request.caller!, "admin"), request.body.type, request.body.billingPeriod, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.module_added", "module", module.id, {
        ...request.body,
      });
      return reply.code(201).send({ data: { module } });
    },
  );

  app.delete(
    "/modules/:id",
    {
      preParsing,
      schema: {
        operationId: "cancelModule",
        tags,
        summary: "Cancel a module: it stays active to the end of its period (company_admin)",
        params: ModuleParamsSchema,
        response: { 200: ModuleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const module = await cancelModule(orm, companyOf(request.caller!, "admin"), request.params.id, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.module_cancelled", "module", module.id, {
        type: module.type,
      });
      return { data: { module } };
    },
  );

  await app.register(creditRoutes, { ctx });
  await app.register(invoiceRoutes, { ctx });
};
