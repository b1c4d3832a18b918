import type { AccessControlProvider, AuthActionResponse, AuthProvider, CanReturnType } from "@refinedev/core";
import { waitFor } from "xstate";
import { errorMessage, serverRefusal } from "../http/errors";
import type { HttpClient } from "../http/client";
import type { Credentials, Registration, SessionActor } from "./session-machine";
import { hasRole, ROLES, type Role } from "./user";

const BUSY = ["restoring", "signingIn", "verifyingTwoFactor", "registering", "acceptingInvitation", "signingOut"] as const;

/** The session once it is not in the middle of something. */
export const settled = (actor: SessionActor) => waitFor(actor, (state) => !BUSY.some((busy) => state.matches(busy)));

/** A sign-in's first step (email and password), or the code of its two-factor step. */
export type LoginParams = Credentials | { twoFactorCode: string };

/** A new password: from a reset link's token, or the signed-in user's change of their own. */
export type UpdatePasswordParams = { token: string; password: string } | { currentPassword: string; password: string };

/** A refused call, with the server's code and field when it named them (`refusal`), for the form to show. */
const failed = (name: string, error: unknown): AuthActionResponse => {
  const refusal = serverRefusal(error);
  return { success: false, error: Object.assign({ name, message: errorMessage(error) }, refusal ? { refusal } : {}) };
};

/**
 * refine's authProvider over the session actor: the machine stays the one source of truth and
 * these methods only send it events and wait for it to settle. The password calls that need no
 * session go straight through the http client.
 */
export function createRefineAuthProvider(actor: SessionActor, client: HttpClient): AuthProvider {
  const sessionless = (path: string, body: unknown) => client.request("POST", path, { body, sessionless: true });
  return {
    async login(params: LoginParams) {
      const secondStep = !("email" in params);
      if (secondStep) actor.send({ type: "VERIFY_2FA", code: params.twoFactorCode });
      else actor.send({ type: "LOGIN", credentials: params });
      const state = await settled(actor);
      if (state.matches("authenticated")) return { success: true };
      if (state.matches("twoFactor")) {
        const message = secondStep ? (state.context.error ?? "Invalid code") : "Two-factor code required";
        return { success: false, error: { name: "TwoFactor", message } };
      }
      return { success: false, error: { name: "LoginError", message: state.context.error ?? "Login failed" } };
    },
    async register(params: Registration) {
      actor.send({ type: "REGISTER", registration: params });
      const state = await settled(actor);
      if (state.matches("authenticated")) return { success: true };
      return { success: false, error: { name: "RegisterError", message: state.context.error ?? "Registration failed" } };
    },
    async forgotPassword({ email }: { email: string }) {
      try {
        await sessionless("/auth/forgot-password", { email });
        return { success: true };
      } catch (error) {
        return failed("ForgotPasswordError", error);
      }
    },
    async updatePassword(params: UpdatePasswordParams) {
      try {
        if ("token" in params) await sessionless("/auth/reset-password", { token: params.token, newPassword: params.password });
        else await client.put("/users/me/password", { currentPassword: params.currentPassword, newPassword: params.password });
        return { success: true };
      } catch (error) {
        return failed("UpdatePasswordError", error);
      }
    },
    // The page leaves at once (as the sign-out always did); the machine ends the session on the
    // server and clears the tokens meanwhile, and no page remembers itself as the way back.
    async logout() {
      actor.send({ type: "LOGOUT" });
      return { success: true, redirectTo: "/login" };
    },
    async check() {
      const state = await settled(actor);
      return state.matches("authenticated") ? { authenticated: true } : { authenticated: false, redirectTo: "/login" };
    },
    async getIdentity() {
      return (await settled(actor)).context.user;
    },
    async getPermissions() {
      return (await settled(actor)).context.user?.role ?? null;
    },
    // The http client already renews on a 401 and ends the session when it cannot: a second
    // sign-out from here would only race it.
    async onError() {
      return {};
    },
  };
}

/** What `can` reads besides the resource: the role a route or menu entry requires. */
export interface AccessParams {
  requiredRole?: Role;
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The role asked for: `params.requiredRole`, else the resource's `meta.requiredRole`, else any signed-in user. */
export function requiredRoleOf(params: (AccessParams & { resource?: { meta?: unknown } }) | undefined): Role {
  if (isRole(params?.requiredRole)) return params.requiredRole;
  const fromResource = (params?.resource?.meta as { requiredRole?: unknown } | undefined)?.requiredRole;
  return isRole(fromResource) ? fromResource : "company_user";
}

/** The access rule: allowed when the user has the required role. */
export function decideAccess(userRole: Role | undefined | null, params: AccessParams | undefined): CanReturnType {
  const required = requiredRoleOf(params);
  return hasRole(userRole, required) ? { can: true } : { can: false, reason: `You need ${required} privileges to access this page.` };
}

/** Routes, menu entries and buttons: allowed when the session's user has the required role. */
export function createAccessControlProvider(actor: SessionActor): AccessControlProvider {
  return {
    async can({ params }) {
      return decideAccess(actor.getSnapshot().context.user?.role, params as AccessParams | undefined);
    },
  };
}
