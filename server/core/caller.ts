/** Who a request acts for, once authenticated (server/core/authenticate.ts sets it). */
import type { Role } from "../db/schema";

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
