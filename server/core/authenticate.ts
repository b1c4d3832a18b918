import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../db/schema";
import { accepting } from "./accepted-credentials";
import type { Caller } from "./caller";
import { findLiveApiKey, looksLikePersonalKey } from "./api-keys";
import { keysMatch } from "./app-key";
import type { AppContext } from "./context";
import { isLoopbackHost } from "./demo-password-guard";
import { errorBody } from "./errors";
import { liveSessionUser } from "./sessions";
import { findUserById } from "./users";
import { verifyAccessToken } from "./tokens";

export const API_KEY_HEADER = "x-api-key";

export type { Caller } from "./caller";

/** The stable code of a personal key's refusal on account, member, key and billing routes. */
export const API_KEY_NOT_ALLOWED = "API_KEY_NOT_ALLOWED";

export function presentedApiKey(request: FastifyRequest): string | undefined {
  const value = request.headers[API_KEY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

type AuthDeps = Pick<AppContext, "db" | "secrets">;

/** The stable code of every refusal of a suspended company's members (at sign-in too). */
export const COMPANY_SUSPENDED = "COMPANY_SUSPENDED";
export const COMPANY_SUSPENDED_MESSAGE = "Your company's account is suspended. Contact Fenix to have it reactivated.";

/** A suspended company's members are refused; an operator never is (they run the service). */
const suspended = (role: Role, companyStatus: string | null) => companyStatus === "suspended" && role !== "super_admin";

/** The signed-in caller, or why there is none. */
async function identify(deps: AuthDeps, request: FastifyRequest): Promise<Caller | "missing" | "expired" | "invalid" | "suspended"> {
  const token = bearerToken(request);
  if (!token) return "missing";
  // A token that was valid when the request arrived stays valid while the request waits its turn
  // (the heavy queue); whether its session is still live is asked now.
  const result = await verifyAccessToken(deps.secrets.jwtKey, token, request.receivedAt ? new Date(request.receivedAt) : undefined);
  if (!result.ok) return result.reason;
  const live = await liveSessionUser(deps.db, result.claims.sessionId);
  if (!live || live.userId !== result.claims.userId) return "invalid";
  if (suspended(live.role, live.companyStatus)) return "suspended";
  return { ...result.claims, role: live.role, companyId: live.companyId };
}

/** The owner of a personal API key in X-API-Key, "invalid" for an unknown or revoked one, undefined when none is presented. */
async function identifyKey(deps: AuthDeps, request: FastifyRequest): Promise<Caller | "invalid" | "suspended" | undefined> {
  const presented = presentedApiKey(request);
  if (!looksLikePersonalKey(presented)) return undefined;
  const owner = await findLiveApiKey(deps.db, presented);
  if (!owner) return "invalid";
  request.apiKeyId = owner.keyId;
  if (suspended(owner.role, owner.companyStatus)) return "suspended";
  return { userId: owner.userId, sessionId: "", role: owner.role, companyId: owner.companyId, apiKeyId: owner.keyId };
}

const INVALID_KEY = "Invalid or revoked API key";

const failureMessages = { expired: "Token expired", invalid: "Invalid or revoked token" } as const;
const failureCodes = { missing: "AUTHENTICATION_REQUIRED", expired: "TOKEN_EXPIRED", invalid: "TOKEN_INVALID" } as const;

const refuseSuspended = (reply: FastifyReply) => reply.code(403).send(errorBody(403, COMPANY_SUSPENDED_MESSAGE, COMPANY_SUSPENDED));

/**
 * preParsing hook: a valid access token of a live session. `missingMessage` is what a request
 * without one is told (docs/PRODUCT.md §6 Authentication names one per area).
 */
export function requireUser(deps: AuthDeps, missingMessage = "Authentication required") {
  return accepting(["bearer"], async function checkUser(request: FastifyRequest, reply: FastifyReply) {
    const caller = await identify(deps, request);
    if (caller === "missing") {
      // A personal key may read data, never manage accounts, members, keys or billing.
      const key = await identifyKey(deps, request);
      if (key === "invalid") return reply.code(401).send(errorBody(401, INVALID_KEY, "API_KEY_INVALID"));
      if (key === "suspended") return refuseSuspended(reply);
      if (key)
        return reply
          .code(403)
          .send(errorBody(403, "A personal API key cannot be used for account, member, key or billing calls", API_KEY_NOT_ALLOWED));
    }
    if (caller === "suspended") return refuseSuspended(reply);
    if (typeof caller === "string") {
      const message = caller === "missing" ? missingMessage : failureMessages[caller];
      return reply.code(401).send(errorBody(401, message, failureCodes[caller]));
    }
    request.caller = caller;
  });
}

/** The stable code of a data route's refusal of the application key presented alone. */
export const APP_KEY_NOT_ENOUGH = "APP_KEY_NOT_ENOUGH";

/**
 * The caller behind a bearer token or a personal API key; `appKey` lets the application key alone
 * through too (with no caller). The application key is in every page's HTML: it names the app,
 * it is nobody's credential, so only what a signed-out page shows may accept it.
 */
function requireCaller(deps: AuthDeps & Pick<AppContext, "appApiKey">, appKey: boolean) {
  return async function checkCredentials(request: FastifyRequest, reply: FastifyReply) {
    if (bearerToken(request)) {
      const caller = await identify(deps, request);
      if (typeof caller !== "string") {
        request.caller = caller;
        return;
      }
      if (caller === "suspended") return refuseSuspended(reply);
      const failure = caller === "expired" ? "expired" : "invalid";
      return reply.code(401).send(errorBody(401, failureMessages[failure], failureCodes[failure]));
    }
    if (keysMatch(deps.appApiKey, presentedApiKey(request))) {
      if (appKey) return;
      return reply
        .code(401)
        .send(errorBody(401, "Sign in, or send a personal API key: the application key alone reads no data", APP_KEY_NOT_ENOUGH));
    }
    const key = await identifyKey(deps, request);
    if (key === "suspended") return refuseSuspended(reply);
    if (key && key !== "invalid") {
      request.caller = key;
      return;
    }
    if (key === "invalid") return reply.code(401).send(errorBody(401, INVALID_KEY, "API_KEY_INVALID"));
    return reply.code(401).send(errorBody(401, "A valid X-API-Key header or bearer token is required", failureCodes.missing));
  };
}

/** preParsing hook of data routes (market figures, analytics, exports): a signed-in user, or a personal API key acting as its owner. */
export function requireApiCredentials(deps: AuthDeps & Pick<AppContext, "appApiKey">) {
  return accepting(["bearer", "apiKey"], requireCaller(deps, false));
}

/** preParsing hook of what a signed-out page of the app may read (the service's status): a caller as above, or the application key alone. */
export function requireAppKeyOrCaller(deps: AuthDeps & Pick<AppContext, "appApiKey">) {
  return accepting(["bearer", "apiKey", "appKey"], requireCaller(deps, true));
}

declare module "fastify" {
  interface FastifyRequest {
    /** Epoch ms at which the request arrived (set by registerArrivalTime). */
    receivedAt?: number;
  }
}

/** Notes each request's arrival, before any hook can make it wait. */
export function registerArrivalTime(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    request.receivedAt = Date.now();
  });
}

/** The stable code of a refusal of anyone but an operator on /api/v1/admin. */
export const ADMIN_ONLY = "ADMIN_ONLY";

/** The stable code of an operator refused the admin tools until their two-factor authentication is on. */
export const OPERATOR_TWO_FACTOR_REQUIRED = "OPERATOR_TWO_FACTOR_REQUIRED";

/**
 * preParsing hook of the operators' routes: a signed-in super_admin. Everyone else who presents any
 * credential — another role, a personal key, the application key — gets 403; nobody at all, 401.
 * Outside the loopback demo (HOST not a loopback address) an operator without two-factor
 * authentication gets 403 too, until they turn it on: one password must not open every company.
 */
export function requireSuperAdmin(deps: AuthDeps & Pick<AppContext, "appApiKey" | "config">) {
  const signedIn = requireUser(deps);
  const needsTwoFactor = !isLoopbackHost(deps.config.host);
  return accepting(["bearer"], async function checkSuperAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!bearerToken(request) && keysMatch(deps.appApiKey, presentedApiKey(request)))
      return reply.code(403).send(errorBody(403, "Only an operator (super_admin) may use this", ADMIN_ONLY));
    await signedIn(request, reply);
    if (reply.sent) return;
    if (request.caller?.role !== "super_admin")
      return reply.code(403).send(errorBody(403, "Only an operator (super_admin) may use this", ADMIN_ONLY));
    if (needsTwoFactor && !(await findUserById(deps.db, request.caller.userId))?.twoFactorEnabled)
      return reply
        .code(403)
        .send(
          errorBody(403, "Turn on two-factor authentication on your profile before using the admin tools", OPERATOR_TWO_FACTOR_REQUIRED),
        );
  });
}
