import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  ErrorResponseSchema,
  FeedPauseRequestSchema,
  FeedPausedResponseSchema,
  FeedRunQueuedResponseSchema,
  FeedRunRequestSchema,
  FeedStatusResponseSchema,
} from "../../../contracts";
import { requireSuperAdmin, type Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { feedStatus, runRound, setPaused } from "./service";
import type { FeedSource } from "./source";

const tags = ["admin"];
// A key is read (so the application key and personal keys get 403, not 401) but never enough.
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The market feed for operators (super_admin): its state and rounds, a round now, pause and resume. */
export const feedRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; source: () => FeedSource | undefined }> = async (
  app,
  { ctx, source },
) => {
  const base = { preParsing: requireSuperAdmin(ctx) };
  const operator = (request: FastifyRequest) => request.caller as Caller;

  app.get(
    "/",
    {
      ...base,
      schema: {
        operationId: "getFeedStatus",
        tags,
        summary: "The market feed: its source (host only), pause, schedules, how far the data reaches, next rounds and the latest 20",
        response: { 200: FeedStatusResponseSchema, ...errors },
      },
    },
    async () => ({ data: await feedStatus(ctx, source()) }),
  );
  app.post(
    "/run",
    {
      ...base,
      schema: {
        operationId: "runFeedRound",
        tags,
        summary:
          "Run a stock or catalogue round now: the waiting round moves to now (409 FEED_OFF with MARKET_SOURCE=off, FEED_PAUSED while paused, FEED_ROUND_RUNNING while one of that kind runs)",
        body: FeedRunRequestSchema,
        errorCodes: { 409: ["FEED_OFF", "FEED_PAUSED", "FEED_ROUND_RUNNING"] },
        response: { 202: FeedRunQueuedResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await runRound(ctx, operator(request), request.ip, request.body.kind) }),
  );
  app.post(
    "/pause",
    {
      ...base,
      schema: {
        operationId: "pauseFeed",
        tags,
        summary: "Pause the feed (its rounds collect nothing and skip) or resume it",
        body: FeedPauseRequestSchema,
        response: { 200: FeedPausedResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await setPaused(ctx, operator(request), request.ip, request.body) }),
  );
};
