import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  CompanyListQuerySchema,
  CompanyListResponseSchema,
  CompanyProductsQuerySchema,
  CompanyProductsResponseSchema,
  CompanyResponseSchema,
  CompanySalesResponseSchema,
  CompanyStockOutsQuerySchema,
  CompanyStockOutsResponseSchema,
  ComparedPeriodQuerySchema,
  ErrorResponseSchema,
  UuidParamsSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { companiesOf, companyProductPage, companySales, companyStockOuts, readableCompany } from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["companies"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const companyRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/",
    {
      preParsing: credentials,
      schema: {
        operationId: "listCompanies",
        tags,
        summary: "The caller's companies (every company for a super_admin)",
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companiesOf(db, request.caller, request.query.limit ?? 100) }),
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getCompany",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "One company",
        params: UuidParamsSchema,
        response: { 200: CompanyResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readableCompany(db, request.caller, request.params.id) }),
  );

  app.get(
    "/:id/products",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "listCompanyProducts",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "The company's products with their figures over a period, best sellers (by revenue) first, paged",
        params: UuidParamsSchema,
        querystring: CompanyProductsQuerySchema,
        response: { 200: CompanyProductsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companyProductPage(db, request.caller, request.params.id, request.query) }),
  );

  app.get(
    "/:id/sales",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getCompanySales",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary:
          "The company's sales over a period against the previous period, with daily totals for its products and for all products of their segments",
        params: UuidParamsSchema,
        querystring: ComparedPeriodQuerySchema,
        response: { 200: CompanySalesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companySales(db, request.caller, request.params.id, request.query) }),
  );

  app.get(
    "/:id/stock-outs",
    {
      config: { cache: CACHE_TTL.stock },
      preParsing: credentials,
      schema: {
        operationId: "getCompanyStockOuts",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "The company's products out of stock in a store right now, the largest lost-sales estimate first",
        params: UuidParamsSchema,
        querystring: CompanyStockOutsQuerySchema,
        response: { 200: CompanyStockOutsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companyStockOuts(db, request.caller, request.params.id, request.query.limit ?? 20) }),
  );
};
