import type { AccessControlProvider, AuthProvider } from "@refinedev/core";
import { waitFor } from "xstate";
import type { SessionActor } from "./session-machine";
import { hasRole, type Role } from "./user";

const BUSY = ["restoring", "signingIn", "verifyingTwoFactor", "registering", "signingOut"] as const;

/** The session once it is not in the middle of something. */
export const settled = (actor: SessionActor) => waitFor(actor, (state) => !BUSY.some((busy) => state.matches(busy)));

/** refine's authProvider over the session actor. */
export function createRefineAuthProvider(actor: SessionActor): AuthProvider {
  return {
    async login(params: { email: string; password: string; twoFactorCode?: string }) {
      actor.send({ type: "LOGIN", credentials: params });
      const state = await settled(actor);
      if (state.matches("authenticated")) return { success: true };
      if (state.matches("twoFactor")) return { success: false, error: { name: "TwoFactor", message: "Two-factor code required" } };
      return { success: false, error: { name: "LoginError", message: state.context.error ?? "Login failed" } };
    },
    async logout() {
      actor.send({ type: "LOGOUT" });
      await settled(actor);
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

/** Resources may name a requiredRole in their meta; everything else needs a signed-in user. */
export function createAccessControlProvider(actor: SessionActor): AccessControlProvider {
  return {
    async can({ params }) {
      const user = actor.getSnapshot().context.user;
      const required = (params?.resource?.meta as { requiredRole?: Role } | undefined)?.requiredRole ?? "company_user";
      return hasRole(user?.role, required)
        ? { can: true }
        : { can: false, reason: `You need ${required} privileges to access this page.` };
    },
  };
}
