/** /api/v1/admin/plans and /admin/modules: super_admin reads and edits the catalogue; every change is audited. */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AdminModuleParamsSchema,
  AdminModuleResponseSchema,
  AdminModulesResponseSchema,
  AdminPlanParamsSchema,
  AdminPlanResponseSchema,
  AdminPlansResponseSchema,
  ErrorResponseSchema,
  UpdateModuleBodySchema,
  UpdatePlanBodySchema,
} from "../../../contracts";
import { requireSuperAdmin } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { CURRENCY, type PlanRow } from "../../commerce/billing/plans";
import { listModuleKinds, listPlans, updateModuleKind, updatePlan, type ModuleKindRow } from "./catalogue";
import { recordSubscriptionChange } from "./service";

const tags = ["admin"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

const planView = ({ position: _position, updatedAt, ...plan }: PlanRow) => ({
  ...plan,
  currency: CURRENCY,
  updatedAt: updatedAt.toISOString(),
});
const moduleKindView = ({ position: _position, updatedAt, ...kind }: ModuleKindRow) => ({
  ...kind,
  currency: CURRENCY,
  updatedAt: updatedAt.toISOString(),
});

export const adminCatalogueRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preParsing = requireSuperAdmin(ctx);
  const orm = ctx.db.orm;

  app.get(
    "/plans",
    {
      preParsing,
      schema: {
        operationId: "listAdminPlans",
        tags,
        summary: "The plans (super_admin)",
        response: { 200: AdminPlansResponseSchema, ...errors },
      },
    },
    async () => ({ data: { plans: (await listPlans(orm)).map(planView) } }),
  );

  app.put(
    "/plans/:id",
    {
      preParsing,
      schema: {
        operationId: "updatePlan",
        tags,
        summary: "Edit a plan's prices, user limit, included modules and monthly credits (super_admin)",
        params: AdminPlanParamsSchema,
        body: UpdatePlanBodySchema,
        response: { 200: AdminPlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updatePlan(orm, request.params.id, request.body, new Date());
      if (!row) throw new RequestError(404, "Plan not found", "PLAN_NOT_FOUND");
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "catalogue.plan_updated", "plan", row.tier, { ...request.body });
      return { data: { plan: planView(row) } };
    },
  );

  app.get(
    "/modules",
    {
      preParsing,
      schema: {
        operationId: "listAdminModules",
        tags,
        summary: "The module kinds (super_admin)",
        response: { 200: AdminModulesResponseSchema, ...errors },
      },
    },
    async () => ({ data: { modules: (await listModuleKinds(orm)).map(moduleKindView) } }),
  );

  app.put(
    "/modules/:id",
    {
      preParsing,
      schema: {
        operationId: "updateModuleKind",
        tags,
        summary: "Edit a module kind's prices (super_admin)",
        params: AdminModuleParamsSchema,
        body: UpdateModuleBodySchema,
        response: { 200: AdminModuleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateModuleKind(orm, request.params.id, request.body, new Date());
      if (!row) throw new RequestError(404, "Module not found", "MODULE_NOT_FOUND");
      await recordSubscriptionChange(ctx.db, request.caller!, request.ip, "catalogue.module_updated", "module_kind", row.type, {
        ...request.body,
      });
      return { data: { module: moduleKindView(row) } };
    },
  );
};
