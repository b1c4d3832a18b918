/** /api/v1/subscription/credits: balance, ledger, packages; purchases and spends take an Idempotency-Key. */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  CalculateBodySchema,
  ConsumeBodySchema,
  CreditBalanceResponseSchema,
  CreditChangeResponseSchema,
  CreditCostResponseSchema,
  CreditPackagesResponseSchema,
  CreditTransactionsResponseSchema,
  ErrorResponseSchema,
  IdempotencyHeadersSchema,
  PurchaseCreditsBodySchema,
  TransactionsQuerySchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import {
  creditBalanceOf,
  creditPackageCatalogue,
  creditTransactions,
  operationCost,
  purchaseCredits,
  spendCredits,
} from "./credits-service";
import { companyOf, recordSubscriptionChange } from "./service";

const tags = ["subscription"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const creditRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preParsing = requireUser(ctx);
  const orm = ctx.db.orm;

  app.get(
    "/credits/balance",
    {
      preParsing,
      schema: {
        operationId: "getCreditBalance",
        tags,
        summary: "Your company's credit balance",
        response: { 200: CreditBalanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { balance: await creditBalanceOf(orm, companyOf(request.caller!, "member")) } }),
  );

  app.get(
    "/credits/transactions",
    {
      preParsing,
      schema: {
        operationId: "listCreditTransactions",
        errorCodes: { 400: ["INVALID_CURSOR"] },
        tags,
        summary: "Your company's credit transactions, newest first; pages by cursor",
        querystring: TransactionsQuerySchema,
        response: { 200: CreditTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await creditTransactions(orm, companyOf(request.caller!, "member"), request.query) }),
  );

  app.get(
    "/credits/packages",
    {
      preParsing,
      schema: {
        operationId: "listCreditPackages",
        tags,
        summary: "Credit packages on offer",
        response: { 200: CreditPackagesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: { packages: await creditPackageCatalogue(orm) } }),
  );

  app.post(
    "/credits/purchase",
    {
      preParsing,
      schema: {
        operationId: "purchaseCredits",
        tags,
        summary: "Buy a credit package, invoiced to the company (company_admin); a repeated Idempotency-Key answers the first purchase",
        headers: IdempotencyHeadersSchema,
        body: PurchaseCreditsBodySchema,
        response: { 201: CreditChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = {
        companyId: companyOf(request.caller!, "admin"),
        userId: request.caller!.userId,
        idempotencyKey: request.headers["idempotency-key"],
      };
      const answer = await purchaseCredits(orm, who, request.body.packageId, new Date());
      if (!answer.replayed) {
        const { data } = answer.body as { data: { balance: number; invoiceId: string } };
        await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "subscription.credits_purchased", "credits", null, {
          packageId: request.body.packageId,
          balance: data.balance,
          invoiceId: data.invoiceId,
        });
      }
      return reply.code(answer.statusCode).header("idempotent-replayed", String(answer.replayed)).send(answer.body);
    },
  );

  app.post(
    "/credits/calculate",
    {
      preParsing,
      schema: {
        operationId: "calculateCreditCost",
        tags,
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
      preParsing,
      schema: {
        operationId: "consumeCredits",
        tags,
        summary:
          "Spend credits on an operation (402 when the balance does not cover it); a repeated Idempotency-Key answers the first spend",
        headers: IdempotencyHeadersSchema,
        body: ConsumeBodySchema,
        response: { 200: CreditChangeResponseSchema, 402: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = {
        companyId: companyOf(request.caller!, "member"),
        userId: request.caller!.userId,
        idempotencyKey: request.headers["idempotency-key"],
      };
      const answer = await spendCredits(orm, who, request.body);
      return reply.code(answer.statusCode).header("idempotent-replayed", String(answer.replayed)).send(answer.body);
    },
  );
};
