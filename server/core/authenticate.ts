import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../db/schema";
import { keysMatch } from "./app-key";
import type { AppContext } from "./context";
import { errorBody } from "./errors";
import { isSessionActive } from "./sessions";
import { verifyAccessToken } from "./tokens";

export const API_KEY_HEADER = "x-api-key";

export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    caller?: Caller;
  }
}

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
  if (!(await isSessionActive(deps.db, result.claims.sessionId))) return "invalid";
  return result.claims;
}

const failureMessages = { expired: "Token expired", invalid: "Invalid or revoked token" } as const;

/**
 * preHandler: a valid access token of a live session. `missingMessage` is what a request
 * without one is told (the specification names one per area).
 */
export function requireUser(deps: AuthDeps, missingMessage = "Authentication required") {
  return async function checkUser(request: FastifyRequest, reply: FastifyReply) {
    const caller = await identify(deps, request);
    if (typeof caller === "string") {
      const message = caller === "missing" ? missingMessage : failureMessages[caller];
      return reply.code(401).send(errorBody(401, message));
    }
    request.caller = caller;
  };
}

/** preHandler for data routes: a signed-in user, or the application API key. */
export function requireApiCredentials(deps: AuthDeps & Pick<AppContext, "appApiKey">) {
  return async function checkCredentials(request: FastifyRequest, reply: FastifyReply) {
    if (bearerToken(request)) {
      const caller = await identify(deps, request);
      if (typeof caller !== "string") {
        request.caller = caller;
        return;
      }
      return reply.code(401).send(errorBody(401, caller === "expired" ? failureMessages.expired : failureMessages.invalid));
    }
    if (keysMatch(deps.appApiKey, presentedApiKey(request))) return;
    return reply.code(401).send(errorBody(401, "A valid X-API-Key header or bearer token is required"));
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
