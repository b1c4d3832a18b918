import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../db/schema";
import { findLiveApiKey, looksLikePersonalKey } from "./api-keys";
import { keysMatch } from "./app-key";
import type { AppContext } from "./context";
import { errorBody } from "./errors";
import { liveSessionUser } from "./sessions";
import { verifyAccessToken } from "./tokens";

export const API_KEY_HEADER = "x-api-key";

export interface Caller {
  userId: string;
  /** The sign-in behind the request; empty for a personal API key (which never reaches session routes). */
  sessionId: string;
  role: Role;
  companyId: string | null;
  /** Set when the caller is a personal API key acting as its owner. */
  apiKeyId?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    caller?: Caller;
    /** The personal API key the request presented, when valid (counted by the usage recorder). */
    apiKeyId?: string;
  }
}

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

/** The signed-in caller, or why there is none. */
async function identify(deps: AuthDeps, request: FastifyRequest): Promise<Caller | "missing" | "expired" | "invalid"> {
  const token = bearerToken(request);
  if (!token) return "missing";
  // A token that was valid when the request arrived stays valid while the request waits its turn
  // (the heavy queue); whether its session is still live is asked now.
  const result = await verifyAccessToken(deps.secrets.jwtKey, token, request.receivedAt ? new Date(request.receivedAt) : undefined);
  if (!result.ok) return result.reason;
  const live = await liveSessionUser(deps.db, result.claims.sessionId);
  if (!live || live.userId !== result.claims.userId) return "invalid";
  return { ...result.claims, role: live.role, companyId: live.companyId };
}

/** The owner of a personal API key in X-API-Key, "invalid" for an unknown or revoked one, undefined when none is presented. */
async function identifyKey(deps: AuthDeps, request: FastifyRequest): Promise<Caller | "invalid" | undefined> {
  const presented = presentedApiKey(request);
  if (!looksLikePersonalKey(presented)) return undefined;
  const owner = await findLiveApiKey(deps.db, presented);
  if (!owner) return "invalid";
  request.apiKeyId = owner.keyId;
  return { userId: owner.userId, sessionId: "", role: owner.role, companyId: owner.companyId, apiKeyId: owner.keyId };
}

const INVALID_KEY = "Invalid or revoked API key";

const failureMessages = { expired: "Token expired", invalid: "Invalid or revoked token" } as const;
const failureCodes = { missing: "AUTHENTICATION_REQUIRED", expired: "TOKEN_EXPIRED", invalid: "TOKEN_INVALID" } as const;

/**
 * preHandler: a valid access token of a live session. `missingMessage` is what a request
 * without one is told (the specification names one per area).
 */
export function requireUser(deps: AuthDeps, missingMessage = "Authentication required") {
  return async function checkUser(request: FastifyRequest, reply: FastifyReply) {
    const caller = await identify(deps, request);
    if (caller === "missing") {
      // A personal key may read data, never manage accounts, members, keys or billing.
      const key = await identifyKey(deps, request);
      if (key === "invalid") return reply.code(401).send(errorBody(401, INVALID_KEY, "API_KEY_INVALID"));
      if (key)
        return reply
          .code(403)
          .send(errorBody(403, "A personal API key cannot be used for account, member, key or billing calls", API_KEY_NOT_ALLOWED));
    }
    if (typeof caller === "string") {
      const message = caller === "missing" ? missingMessage : failureMessages[caller];
      return reply.code(401).send(errorBody(401, message, failureCodes[caller]));
    }
    request.caller = caller;
  };
}

/** preHandler for data routes: a signed-in user, a personal API key (as its owner), or the application API key. */
export function requireApiCredentials(deps: AuthDeps & Pick<AppContext, "appApiKey">) {
  return async function checkCredentials(request: FastifyRequest, reply: FastifyReply) {
    if (bearerToken(request)) {
      const caller = await identify(deps, request);
      if (typeof caller !== "string") {
        request.caller = caller;
        return;
      }
      const failure = caller === "expired" ? "expired" : "invalid";
      return reply.code(401).send(errorBody(401, failureMessages[failure], failureCodes[failure]));
    }
    if (keysMatch(deps.appApiKey, presentedApiKey(request))) return;
    const key = await identifyKey(deps, request);
    if (key && key !== "invalid") {
      request.caller = key;
      return;
    }
    if (key === "invalid") return reply.code(401).send(errorBody(401, INVALID_KEY, "API_KEY_INVALID"));
    return reply.code(401).send(errorBody(401, "A valid X-API-Key header or bearer token is required", failureCodes.missing));
  };
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
