import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { addCredits, consumeCredits, creditBalance, InsufficientCredits, recentCreditTransactions, type CreditTransaction } from "../../core/credits";
import { fail } from "../../core/replies";
import { CREDIT_PACKAGES, CURRENCY, creditCost, creditPackage, PLANS } from "./catalogue";
import {
  activeModules,
  availableModules,
  cancelModule,
  cancelPlan,
  choosePlan,
  moduleView,
  purchaseModule,
  runningSubscription,
  subscriptionView,
} from "./service";
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

const security = [{ bearer: [] }];
const tags = ["subscription"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

const transactionView = (row: CreditTransaction) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The caller's company, or an answer saying why there is none (or why they may not change it). */
function companyOf(request: FastifyRequest, reply: FastifyReply, needs: "member" | "admin"): string | null {
  const { companyId, role } = request.caller!;
  if (needs === "admin" && role !== "company_admin" && role !== "super_admin") {
    void fail(reply, 403, "You need company_admin privileges to do this");
    return null;
  }
  if (!companyId) {
    void fail(reply, 404, "You do not belong to an organisation");
    return null;
  }
  return companyId;
}

export const subscriptionRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireUser(ctx);
  const orm = ctx.db.orm;
  const now = () => new Date();

  app.get(
    "/current",
    { preHandler, schema: { tags, security, summary: "Your company's plan (404: none)", response: { 200: SubscriptionResponseSchema, ...errors } } },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      const row = await runningSubscription(orm, companyId, now());
      if (!row) return fail(reply, 404, "Your company has no subscription");
      return { data: { subscription: subscriptionView(row, now()) } };
    },
  );

  app.put(
    "/current",
    {
      preHandler,
      schema: { tags, security, summary: "Choose or change the plan (company_admin)", body: ChoosePlanBodySchema, response: { 200: SubscriptionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "admin");
      if (!companyId) return reply;
      const row = await choosePlan(orm, companyId, request.body.tier, request.body.billingPeriod, now());
      return { data: { subscription: subscriptionView(row, now()) } };
    },
  );

  app.post(
    "/cancel",
    {
      preHandler,
      schema: { tags, security, summary: "Cancel the plan at the end of the current period (company_admin)", body: CancelBodySchema, response: { 200: SubscriptionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "admin");
      if (!companyId) return reply;
      const row = await cancelPlan(orm, companyId, request.body.reason?.trim() || null, now());
      return { data: { subscription: subscriptionView(row, now()) } };
    },
  );

  app.get(
    "/plans",
    { preHandler, schema: { tags, security, summary: "The plans on offer", response: { 200: PlansResponseSchema, 401: ErrorResponseSchema } } },
    async () => ({ data: { plans: PLANS.map((plan) => ({ ...plan, currency: CURRENCY })) } }),
  );

  app.get(
    "/modules",
    { preHandler, schema: { tags, security, summary: "Your company's active modules", response: { 200: ModulesResponseSchema, ...errors } } },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      const at = now();
      return { data: { modules: (await activeModules(orm, companyId, at)).map((row) => moduleView(row, at)) } };
    },
  );

  app.get(
    "/modules/available",
    { preHandler, schema: { tags, security, summary: "Modules your company can add", response: { 200: AvailableModulesResponseSchema, ...errors } } },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      return { data: { modules: (await availableModules(orm, companyId, now())).map((kind) => ({ ...kind, currency: CURRENCY })) } };
    },
  );

  app.post(
    "/modules",
    {
      preHandler,
      schema: { tags, security, summary: "Add a module (company_admin)", body: PurchaseModuleBodySchema, response: { 201: ModuleResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "admin");
      if (!companyId) return reply;
      const row = await purchaseModule(orm, companyId, request.body.type, request.body.billingPeriod, now());
      return reply.code(201).send({ data: { module: moduleView(row, now()) } });
    },
  );

  app.delete(
    "/modules/:id",
    {
      preHandler,
      schema: { tags, security, summary: "Cancel a module: it stays active to the end of its period (company_admin)", params: ModuleParamsSchema, response: { 200: ModuleResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "admin");
      if (!companyId) return reply;
      const row = await cancelModule(orm, companyId, request.params.id, now());
      return { data: { module: moduleView(row, now()) } };
    },
  );

  app.get(
    "/credits/balance",
    { preHandler, schema: { tags, security, summary: "Your company's credit balance", response: { 200: CreditBalanceResponseSchema, ...errors } } },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      return { data: { balance: await creditBalance(orm, companyId) } };
    },
  );

  app.get(
    "/credits/transactions",
    {
      preHandler,
      schema: { tags, security, summary: "Your company's latest credit transactions", querystring: TransactionsQuerySchema, response: { 200: CreditTransactionsResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      const rows = await recentCreditTransactions(orm, companyId, request.query.limit ?? 50);
      return { data: { transactions: rows.map(transactionView) } };
    },
  );

  app.get(
    "/credits/packages",
    { preHandler, schema: { tags, security, summary: "Credit packages on offer", response: { 200: CreditPackagesResponseSchema, 401: ErrorResponseSchema } } },
    async () => ({ data: { packages: CREDIT_PACKAGES.map((pack) => ({ ...pack, currency: CURRENCY })) } }),
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
      const companyId = companyOf(request, reply, "admin");
      if (!companyId) return reply;
      const pack = creditPackage(request.body.packageId)!;
      const transaction = await addCredits(orm, pack.credits, {
        companyId,
        userId: request.caller!.userId,
        packageId: pack.id,
        description: `${pack.credits} credits`,
      });
      return reply.code(201).send({ data: { balance: transaction.balanceAfter, transaction: transactionView(transaction) } });
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
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      const { service, operation } = request.body;
      const cost = creditCost(service, operation);
      if (cost === undefined) return fail(reply, 400, `Unknown operation ${service}/${operation}`);
      const balance = await creditBalance(orm, companyId);
      return { data: { service, operation, cost, balance, sufficient: balance >= cost } };
    },
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
    async (request, reply) => {
      const companyId = companyOf(request, reply, "member");
      if (!companyId) return reply;
      const { service, operation, quantity = 1 } = request.body;
      const unitCost = creditCost(service, operation);
      if (unitCost === undefined) return fail(reply, 400, `Unknown operation ${service}/${operation}`);
      try {
        const transaction = await consumeCredits(orm, unitCost * quantity, {
          companyId,
          userId: request.caller!.userId,
          service,
          operation,
          description: quantity > 1 ? `${service}/${operation} × ${quantity}` : `${service}/${operation}`,
        });
        return { data: { balance: transaction.balanceAfter, transaction: transactionView(transaction) } };
      } catch (error) {
        if (error instanceof InsufficientCredits) return fail(reply, 402, error.message);
        throw error;
      }
    },
  );
};
