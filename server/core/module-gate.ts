/**
 * Paid features need a module (contracts/features.ts says which): a company has it when it bought
 * the module (running, cancelled ones to the end of their period) or its running plan includes it.
 * Cross-cutting, so it reads the subscription tables itself; modules add `requireFeature` after
 * their credentials check. super_admin and callers without a company (the app key) are never gated.
 */
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MODULE_REQUIRED, MODULE_TYPES, moduleForFeature, type GatedFeature, type ModuleType } from "../../contracts";
import type { Orm } from "../db/client";
import type { PgColumn } from "drizzle-orm/pg-core";
import { planTiers, subscriptionModules, subscriptions } from "../db/schema";
import type { AppContext } from "./context";
import { errorBody } from "./errors";

/** The modules' names in the refusal's message (the web app shows its own, translated, by `module`). */
const MODULE_NAMES: Record<ModuleType, string> = {
  "weekly-rankings": "Weekly rankings",
  "store-optimization": "Store optimisation",
  "api-access": "API access and exports",
  "data-upload": "Data upload",
};

const running = (endsAt: PgColumn, now: Date) => or(isNull(endsAt), gt(endsAt, now));

/** The modules a company has now: bought (a cancelled one to the end of its period) or included in its running plan. */
export async function companyModules(orm: Orm, companyId: string, now: Date): Promise<ModuleType[]> {
  const bought = await orm
    .select({ type: subscriptionModules.type })
    .from(subscriptionModules)
    .where(and(eq(subscriptionModules.companyId, companyId), running(subscriptionModules.endsAt, now)));
  const [plan] = await orm
    .select({ included: planTiers.includedModules })
    .from(subscriptions)
    .innerJoin(planTiers, eq(planTiers.tier, subscriptions.tier))
    .where(and(eq(subscriptions.companyId, companyId), running(subscriptions.endsAt, now)));
  const has = new Set<string>([...bought.map((row) => row.type), ...(plan?.included ?? [])]);
  return MODULE_TYPES.filter((type) => has.has(type));
}

export async function companyHasModule(orm: Orm, companyId: string, type: ModuleType, now: Date): Promise<boolean> {
  return (await companyModules(orm, companyId, now)).includes(type);
}

export const moduleRequiredBody = (type: ModuleType) => ({
  ...errorBody(403, `This needs the ${MODULE_NAMES[type]} module: add it under Billing`, MODULE_REQUIRED),
  module: type,
});

/** What a module gate says of itself, for the route's documentation (`x-module-required`) and its tests. */
export interface GateDescription {
  /** The module every request of the route needs; none when the request chooses it (an upload's purpose). */
  module?: ModuleType;
}

/** The gate a preHandler is, if it is one. */
export function gateOf(handler: unknown): GateDescription | undefined {
  return (handler as { gate?: GateDescription } | null)?.gate;
}

/**
 * preHandler (after the route's authentication, before its body is parsed): 403 MODULE_REQUIRED unless the caller's company has the module
 * `moduleOf` names for this request (none: the request is not gated).
 */
export function requireModule(
  ctx: Pick<AppContext, "db">,
  moduleOf: (request: FastifyRequest) => ModuleType | undefined,
  gate: GateDescription = {},
) {
  const checkModule = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.caller;
    if (!caller || caller.role === "super_admin" || !caller.companyId) return;
    const type = moduleOf(request);
    if (!type) return;
    if (await companyHasModule(ctx.db.orm, caller.companyId, type, new Date())) return;
    return reply.code(403).send(moduleRequiredBody(type));
  };
  return Object.assign(checkModule, { gate });
}

/**
 * preHandler (after the route's authentication, before its body is parsed): 403 MODULE_REQUIRED unless the caller's company has the
 * feature's module. `applies` limits the gate to some requests (a weekly list's upload).
 */
export function requireFeature(ctx: Pick<AppContext, "db">, feature: GatedFeature, applies?: (request: FastifyRequest) => boolean) {
  const type = moduleForFeature(feature);
  return requireModule(ctx, (request) => (!applies || applies(request) ? type : undefined), applies ? {} : { module: type });
}
