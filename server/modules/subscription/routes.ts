import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AvailableModulesResponseSchema,
  CalculateBodySchema,
  CancelBodySchema,
  ChoosePlanBodySchema,
  ConsumeBodySchema,
  CreditBalanceResponseSchema,
  CreditChangeResponseSchema,
  CreditCostResponseSchema,
  CreditPackagesResponseSchema,
  CreditTransactionsResponseSchema,
  ErrorResponseSchema,
  ModuleParamsSchema,
  ModuleResponseSchema,
  ModulesResponseSchema,
  PlansResponseSchema,
  PurchaseCreditsBodySchema,
  PurchaseModuleBodySchema,
  SubscriptionResponseSchema,
  TransactionsQuerySchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import {
  activeModules,
  availableModules,
  cancelModule,
  cancelPlan,
  choosePlan,
  companyOf,
  creditBalanceOf,
  creditPackageCatalogue,
  creditTransactions,
  currentSubscription,
  moduleView,
  operationCost,
  planCatalogue,
  purchaseCredits,
  purchaseModule,
  recordSubscriptionChange,
  spendCredits,
  subscriptionView,
} from "./service";

const security = [{ bearer: [] }];
const tags = ["subscription"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const subscriptionRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireUser(ctx);
  const orm = ctx.db.orm;
  const now = () => new Date();

  app.get(
    "/current",
    {
      preHandler,
      schema: { tags, security, summary: "Your company's plan (404: none)", response: { 200: SubscriptionResponseSchema, ...errors } },
    },
    async (request) => ({ data: { subscription: await currentSubscription(orm, companyOf(request.caller!, "member"), now()) } }),
  );

  app.put(
    "/current",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Choose or change the plan (company_admin)",
        body: ChoosePlanBodySchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await choosePlan(orm, companyOf(request.caller!, "admin"), request.body.tier, request.body.billingPeriod, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.plan_changed", "subscription", null, {
        ...request.body,
      });
      return { data: { subscription: subscriptionView(row, now()) } };
    },
  );

  app.post(
    "/cancel",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Cancel the plan at the end of the current period (company_admin)",
        body: CancelBodySchema,
        response: { 200: SubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await cancelPlan(orm, companyOf(request.caller!, "admin"), request.body.reason?.trim() || null, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.cancelled", "subscription", null, {
        reason: request.body.reason?.trim() || null,
      });
      return { data: { subscription: subscriptionView(row, now()) } };
    },
  );

  app.get(
    "/plans",
    {
      preHandler,
      schema: { tags, security, summary: "The plans on offer", response: { 200: PlansResponseSchema, 401: ErrorResponseSchema } },
    },
    async () => ({ data: { plans: planCatalogue() } }),
  );

  app.get(
    "/modules",
    {
      preHandler,
      schema: { tags, security, summary: "Your company's active modules", response: { 200: ModulesResponseSchema, ...errors } },
    },
    async (request) => {
      const at = now();
      return { data: { modules: (await activeModules(orm, companyOf(request.caller!, "member"), at)).map((row) => moduleView(row, at)) } };
    },
  );

  app.get(
    "/modules/available",
    {
      preHandler,
      schema: { tags, security, summary: "Modules your company can add", response: { 200: AvailableModulesResponseSchema, ...errors } },
    },
    async (request) => ({ data: { modules: await availableModules(orm, companyOf(request.caller!, "member"), now()) } }),
  );

  app.post(
    "/modules",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Add a module (company_admin)",
        body: PurchaseModuleBodySchema,
        response: { 201: ModuleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await purchaseModule(orm, companyOf(request.caller!, "admin"), request.body.type, request.body.billingPeriod, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.module_added", "module", row.id, {
        ...request.body,
      });
      return reply.code(201).send({ data: { module: moduleView(row, now()) } });
    },
  );

  app.delete(
    "/modules/:id",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Cancel a module: it stays active to the end of its period (company_admin)",
        params: ModuleParamsSchema,
        response: { 200: ModuleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await cancelModule(orm, companyOf(request.caller!, "admin"), request.params.id, now());
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.module_cancelled", "module", row.id, {
        type: row.type,
      });
      return { data: { module: moduleView(row, now()) } };
    },
  );

  app.get(
    "/credits/balance",
    {
      preHandler,
      schema: { tags, security, summary: "Your company's credit balance", response: { 200: CreditBalanceResponseSchema, ...errors } },
    },
    async (request) => ({ data: { balance: await creditBalanceOf(orm, companyOf(request.caller!, "member")) } }),
  );

  app.get(
    "/credits/transactions",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Your company's latest credit transactions",
        querystring: TransactionsQuerySchema,
        response: { 200: CreditTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { transactions: await creditTransactions(orm, companyOf(request.caller!, "member"), request.query.limit ?? 50) },
    }),
  );

  app.get(
    "/credits/packages",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Credit packages on offer",
        response: { 200: CreditPackagesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: { packages: creditPackageCatalogue() } }),
  );

  app.post(
    "/credits/purchase",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Buy a credit package, invoiced to the company (company_admin)",
        body: PurchaseCreditsBodySchema,
        response: { 201: CreditChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const change = await purchaseCredits(orm, companyOf(request.caller!, "admin"), request.caller!.userId, request.body.packageId);
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.credits_purchased", "credits", null, {
        packageId: request.body.packageId,
        balance: change.balance,
      });
      return reply.code(201).send({ data: change });
    },
  );

  app.post(
    "/credits/calculate",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "What an operation costs and whether the balance covers it",
        body: CalculateBodySchema,
        response: { 200: CreditCostResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await operationCost(orm, companyOf(request.caller!, "member"), request.body) }),
  );

  app.post(
    "/credits/consume",
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Spend credits on an operation (402 when the balance does not cover it)",
        body: ConsumeBodySchema,
        response: { 200: CreditChangeResponseSchema, 402: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await spendCredits(orm, companyOf(request.caller!, "member"), request.caller!.userId, request.body) }),
  );
};
