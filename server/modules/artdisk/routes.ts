import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ArticleDetailResponseSchema,
  ArticleParamsSchema,
  ArticleQuerySchema,
  ArtdiskExportQuerySchema,
  ArtdiskFiltersResponseSchema,
  ArtdiskQuerySchema,
  ArtdiskResponseSchema,
  ArtdiskStatisticsQuerySchema,
  ArtdiskStatisticsResponseSchema,
  ErrorResponseSchema,
  ProductCsvSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature } from "../../core/module-gate";
import { article, articles, exportFile, filters, statistics } from "./service";

const tags = ["artdisk"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Registered under /api/v1/artdisk (docs/PRODUCT.md §7 Artdisk): the article register. */
export const artdiskRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const exports = requireFeature(ctx, "exports");
  const { db } = ctx;

  app.get(
    "",
    {
      preParsing: credentials,
      schema: {
        operationId: "listArticles",
        errorCodes: { 400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY"], 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "The article register: every article the catalogue has held, where it stands and its newest event; filtered and paged",
        querystring: ArtdiskQuerySchema,
        response: { 200: ArtdiskResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await articles(db, request.caller, request.query) }),
  );

  app.get(
    "/statistics",
    {
      preParsing: credentials,
      schema: {
        operationId: "getArticleStatistics",
        errorCodes: { 400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY"], 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "Launches, assortment changes, price changes and delistings per month (and launches and delistings per category)",
        querystring: ArtdiskStatisticsQuerySchema,
        response: { 200: ArtdiskStatisticsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await statistics(db, request.caller, request.query) }),
  );

  app.get(
    "/filters",
    {
      preParsing: credentials,
      schema: {
        operationId: "getArticleFilters",
        tags,
        summary: "The values to filter the register by, with their counts, and the days its events span",
        response: { 200: ArtdiskFiltersResponseSchema, ...errors },
      },
    },
    async () => ({ data: await filters(db) }),
  );

  app.get(
    "/export",
    {
      preParsing: credentials,
      preHandler: exports,
      schema: {
        operationId: "exportArticles",
        errorCodes: { 400: ["INVALID_DATE_RANGE", "ARTDISK_OWN_NEEDS_COMPANY", "EXPORT_TOO_LARGE"], 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary:
          "The register of a filter as CSV (UTF-8 with BOM; language=sv gives semicolons, decimal commas and Swedish headers) or as an Excel workbook (format=xlsx)",
        querystring: ArtdiskExportQuerySchema,
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: ProductCsvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportFile(db, request.caller, request.query);
      return reply.type(file.contentType).header("content-disposition", `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getArticle",
        errorCodes: { 404: ["ARTICLE_NOT_FOUND", "COMPANY_NOT_FOUND"] },
        tags,
        summary: "One article of the register (by article number) and every event of its lifecycle, oldest first",
        params: ArticleParamsSchema,
        querystring: ArticleQuerySchema,
        response: { 200: ArticleDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await article(db, request.caller, request.params.id, request.query.companyId) }),
  );
};
