import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { AppContext } from "../../core/context";
import { accepting } from "../../core/accepted-credentials";
import { keysMatch } from "../../core/app-key";
import { presentedApiKey, requireAppKeyOrCaller, requireUser } from "../../core/authenticate";
import { errorBody } from "../../core/errors";
import { appVersion } from "../../core/version";
import { databaseFigures, databaseReachability, migrationState, startEventLoopMonitor } from "./service";
import { ErrorResponseSchema, LivenessResponseSchema, MonitorResponseSchema, StatusResponseSchema } from "../../../contracts";
import { PUBLIC } from "../../core/openapi";

const uptimeSeconds = (ctx: AppContext) => Math.round((Date.now() - ctx.startedAt.getTime()) / 100) / 10;

export const healthRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const loop = startEventLoopMonitor();
  app.addHook("onClose", async () => loop.stop());
  const requireCredentials = requireAppKeyOrCaller(ctx);
  const requireUserOf = requireUser(ctx);
  // Process id, memory and database size help an attacker more than a customer: operators only.
  const requireOperator = accepting(["bearer"], async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUserOf(request, reply);
    if (reply.sent) return;
    if (request.caller?.role !== "super_admin")
      return reply.code(403).send(errorBody(403, "Only operators may see the monitor", "FORBIDDEN_ROLE"));
  });

  app.get(
    "/health",
    {
      schema: {
        operationId: "getLiveness",
        tags: ["health"],
        summary: "Liveness: the API answers and its database is reachable",
        security: PUBLIC,
        description: "Open to load balancers; a presented X-API-Key must be valid.",
        response: { 200: LivenessResponseSchema, 401: ErrorResponseSchema, 503: LivenessResponseSchema },
      },
    },
    async (request, reply) => {
      const key = presentedApiKey(request);
      if (key !== undefined && !keysMatch(ctx.appApiKey, key)) {
        return reply.code(401).send(errorBody(401, "The X-API-Key header is not valid", "API_KEY_INVALID"));
      }
      // Liveness must not queue behind market queries: a database at work answering them is alive.
      const reachable = await ctx.db.alive();
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? "ok" : "unavailable",
        version: appVersion,
        timestamp: new Date().toISOString(),
      });
    },
  );

  app.get(
    "/api/v1/health/status",
    {
      preParsing: requireCredentials,
      schema: {
        operationId: "getHealthStatus",
        tags: ["health"],
        summary: "Database reachability, migration state, version and uptime",
        description:
          "503 with the status when the database is unreachable or behind its migrations; 503 DATABASE_UNAVAILABLE when a signed-in caller cannot even be checked.",
        // A bearer token is checked against the database: while it is away that check answers
        // the usual error, which must serialise too (it was a 500).
        response: { 200: StatusResponseSchema, 401: ErrorResponseSchema, 503: Type.Union([StatusResponseSchema, ErrorResponseSchema]) },
      },
    },
    async (_request, reply) => {
      const database = await databaseReachability(ctx.db);
      const migrations = await migrationState(ctx.db, database.reachable);
      const healthy = database.reachable && migrations.current;
      return reply.code(healthy ? 200 : 503).send({
        data: {
          status: healthy ? "ok" : "degraded",
          version: appVersion,
          uptimeSeconds: uptimeSeconds(ctx),
          startedAt: ctx.startedAt.toISOString(),
          database: { kind: ctx.db.kind, ...database },
          migrations,
        },
      });
    },
  );

  app.get(
    "/api/v1/health/monitor",
    {
      preParsing: requireOperator,
      schema: {
        operationId: "getHealthMonitor",
        tags: ["health"],
        summary: "Process and database figures for operators (super_admin)",
        response: { 200: MonitorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      return {
        data: {
          process: {
            pid: process.pid,
            nodeVersion: process.version,
            platform: `${process.platform}-${process.arch}`,
            uptimeSeconds: uptimeSeconds(ctx),
            memory: {
              rss: memory.rss,
              heapUsed: memory.heapUsed,
              heapTotal: memory.heapTotal,
              external: memory.external,
            },
            cpuMicros: { user: cpu.user, system: cpu.system },
            eventLoopDelayMs: loop.read(),
          },
          database: { kind: ctx.db.kind, ...(await databaseFigures(ctx.db)) },
        },
      };
    },
  );
};
