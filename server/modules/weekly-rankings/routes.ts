import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  ErrorResponseSchema,
  ManualMatchBodySchema,
  ProcessWeeklyListBodySchema,
  SuccessResponseSchema,
  WeeklyEntryParamsSchema,
  WeeklyExportParamsSchema,
  WeeklyExportQuerySchema,
  WeeklyListParamsSchema,
  WeeklyProductHistoryQuerySchema,
  WeeklyProductHistoryResponseSchema,
  WeeklyProductParamsSchema,
  WeeklyRankingEntryResponseSchema,
  WeeklyRankingListResponseSchema,
  WeeklyRankingListsResponseSchema,
  WeeklyRankingsQuerySchema,
  WeeklyRankingsResponseSchema,
  WeeklyStatisticsQuerySchema,
  WeeklyStatisticsResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature } from "../../core/module-gate";
import { entries, exportList, list, lists, matchByHand, process, productHistory, removeList, statistics } from "./service";
import { BEARER_OR_API_KEY } from "../../core/openapi";

const tags = ["weekly-rankings"];
// The company's own lists: a session or a personal key (the application key alone is refused at authentication, 401).
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Registered under /api/v1/weekly-rankings (docs/PRODUCT.md §7 Weekly rankings). */
export const weeklyRankingRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const weeklyImport = requireFeature(ctx, "weekly-import");
  const exports = requireFeature(ctx, "exports");
  const { db } = ctx;

  app.get(
    "",
    {
      preParsing: credentials,
      schema: {
        operationId: "listWeeklyRankingEntries",
        errorCodes: { 400: ["WEEK_NOT_FOUND", "INVALID_CURSOR", "WEEKLY_FILTER_CONFLICT"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
        tags,
        summary: "The rows of a week's lists (the latest week by default) with their matched articles; pages by cursor",
        querystring: WeeklyRankingsQuerySchema,
        response: { 200: WeeklyRankingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await entries(db, request.caller, request.query) }),
  );

  for (const [path, operationId] of [
    ["/statistics", "getWeeklyRankingStatistics"],
    ["/stats", "getWeeklyRankingStats"],
  ] as const) {
    app.get(
      path,
      {
        preParsing: credentials,
        schema: {
          operationId,
          errorCodes: { 400: ["WEEK_NOT_FOUND"] },
          tags,
          summary: "A week's rows and matching by category, the company's own rows, and the last twelve weeks",
          querystring: WeeklyStatisticsQuerySchema,
          response: { 200: WeeklyStatisticsResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await statistics(db, request.caller, request.query.week) }),
    );
  }

  app.get(
    "/lists",
    {
      preParsing: credentials,
      schema: {
        operationId: "listWeeklyRankingLists",
        tags,
        summary: "The lists (of a week, or all) with their processing status, and the weeks that have lists",
        querystring: WeeklyStatisticsQuerySchema,
        response: { 200: WeeklyRankingListsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lists(db, request.caller, request.query.week) }),
  );

  app.get(
    "/lists/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getWeeklyRankingList",
        errorCodes: { 404: ["WEEKLY_LIST_NOT_FOUND"] },
        tags,
        summary: "One list and how far its processing got",
        params: WeeklyListParamsSchema,
        response: { 200: WeeklyRankingListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await list(db, request.caller, request.params.id) }),
  );

  app.delete(
    "/lists/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "deleteWeeklyRankingList",
        errorCodes: { 403: ["WEEKLY_NEEDS_COMPANY", "WEEKLY_LIST_PUBLISHED"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
        tags,
        security: BEARER_OR_API_KEY,
        summary: "Deletes one of the company's own lists",
        params: WeeklyListParamsSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeList(db, request.caller, request.params.id);
      return { success: true };
    },
  );

  app.get(
    "/products/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductWeeklyRankings",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's positions in the weekly lists",
        params: WeeklyProductParamsSchema,
        querystring: WeeklyProductHistoryQuerySchema,
        response: { 200: WeeklyProductHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productHistory(db, request.caller, request.params.id, request.query.weeks ?? 26) }),
  );

  app.get(
    "/export/:id",
    {
      preParsing: credentials,
      preHandler: exports,
      schema: {
        operationId: "exportWeeklyRankings",
        errorCodes: { 400: ["WEEK_NOT_FOUND"], 404: ["WEEKLY_LIST_NOT_FOUND"] },
        tags,
        summary: "A list (by id) or a week's lists as CSV for Swedish Excel or XLSX, in the layout the import reads",
        params: WeeklyExportParamsSchema,
        querystring: WeeklyExportQuerySchema,
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: Type.Unsafe<Buffer>({ type: "string", format: "binary" }), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportList(db, request.caller, request.params.id, request.query.format ?? "csv");
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );

  app.post(
    "/process",
    {
      preParsing: credentials,
      preHandler: weeklyImport,
      schema: {
        operationId: "processWeeklyRankingList",
        errorCodes: {
          400: ["WEEK_NOT_FOUND"],
          403: ["WEEKLY_NEEDS_COMPANY"],
          404: ["UPLOAD_NOT_FOUND"],
          409: ["UPLOAD_WRONG_PURPOSE", "UPLOAD_NOT_CONFIRMED", "UPLOAD_REFUSED", "WEEKLY_LIST_PROCESSING"],
        },
        tags,
        security: BEARER_OR_API_KEY,
        summary: "Imports an uploaded list for a week: a job parses it and matches every row; poll the list for its progress",
        body: ProcessWeeklyListBodySchema,
        response: { 202: WeeklyRankingListResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await process(ctx, request.caller, request.body) }),
  );

  app.put(
    "/entries/:id/match",
    {
      preParsing: credentials,
      schema: {
        operationId: "matchWeeklyRankingEntry",
        errorCodes: { 403: ["WEEKLY_NEEDS_COMPANY", "WEEKLY_LIST_PUBLISHED"], 404: ["WEEKLY_ENTRY_NOT_FOUND", "PRODUCT_NOT_FOUND"] },
        tags,
        security: BEARER_OR_API_KEY,
        summary: "Matches a row of the company's own list to an article by hand (null: none); later imports keep the decision",
        params: WeeklyEntryParamsSchema,
        body: ManualMatchBodySchema,
        response: { 200: WeeklyRankingEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await matchByHand(db, request.caller, request.params.id, request.body) }),
  );
};
