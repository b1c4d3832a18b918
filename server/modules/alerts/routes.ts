import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AlertRuleBodySchema,
  AlertRuleParamsSchema,
  AlertRuleResponseSchema,
  AlertRulesResponseSchema,
  AlertsQuerySchema,
  AlertsResponseSchema,
  ErrorResponseSchema,
  ReadAlertsBodySchema,
  SuccessResponseSchema,
  UnreadResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { createRule, deleteRule, listAlerts, listRules, readAlerts } from "./service";

const tags = ["alerts"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** /api/v1/alerts: a member's alerts and alert rules, with a session or a personal key. */
export const alertRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const member = requireApiCredentials(ctx);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/",
    {
      preParsing: member,
      schema: {
        operationId: "listAlerts",
        errorCodes: { 404: ["NO_ORGANISATION"] },
        tags,
        summary: "Your alerts, newest first, and how many you have not read",
        querystring: AlertsQuerySchema,
        response: { 200: AlertsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listAlerts(ctx, request.caller!, request.query) }),
  );

  app.post(
    "/read",
    {
      preParsing: member,
      schema: {
        operationId: "readAlerts",
        errorCodes: { 404: ["NO_ORGANISATION"] },
        tags,
        summary: "Mark alerts read (those given, or all of yours); answers how many are left unread",
        body: ReadAlertsBodySchema,
        response: { 200: UnreadResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { unread: await readAlerts(ctx, request.caller!, request.body.ids) } }),
  );

  app.get(
    "/rules",
    {
      preParsing: member,
      schema: {
        operationId: "listAlertRules",
        errorCodes: { 404: ["NO_ORGANISATION"] },
        tags,
        summary: "Your alert rules and your company's company-wide ones",
        response: { 200: AlertRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { items: await listRules(ctx, request.caller!) } }),
  );

  app.post(
    "/rules",
    {
      preParsing: member,
      schema: {
        operationId: "createAlertRule",
        errorCodes: { 403: ["FORBIDDEN_ROLE"], 404: ["NO_ORGANISATION", "PRODUCT_NOT_FOUND"], 409: ["TOO_MANY_ALERT_RULES"] },
        tags,
        summary: "Add an alert rule: yours, or (a company admin) one for every member",
        body: AlertRuleBodySchema,
        response: { 201: AlertRuleResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createRule(ctx, request.caller!, request.body) }),
  );

  app.delete(
    "/rules/:id",
    {
      preParsing: member,
      schema: {
        operationId: "deleteAlertRule",
        errorCodes: { 403: ["FORBIDDEN_ROLE"], 404: ["NO_ORGANISATION", "ALERT_RULE_NOT_FOUND"] },
        tags,
        summary: "Remove one of your alert rules, or (a company admin) a company-wide one; its alerts go with it",
        params: AlertRuleParamsSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteRule(ctx, request.caller!, request.params.id);
      return { success: true, message: "Alert rule removed" };
    },
  );
};
