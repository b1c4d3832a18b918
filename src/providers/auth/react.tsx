import { useSelector } from "@xstate/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { HttpClient } from "../http/client";
import type { ServerRefusal } from "../http/errors";
import type { Credentials, InvitationAcceptance, Registration, SessionActor } from "./session-machine";
import type { SessionUser } from "./user";

export interface SessionServices {
  actor: SessionActor;
  client: HttpClient;
}

const ServicesContext = createContext<SessionServices | null>(null);

export function SessionServicesProvider({ services, children }: { services: SessionServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The session's actor and http client, for hooks of the session's own calls (registration-open.ts). */
export function useSessionServices(): SessionServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("Session hooks must be used inside SessionServicesProvider");
  return services;
}

export type SessionStatus =
  | "restoring"
  | "unavailable"
  | "anonymous"
  | "signingIn"
  | "twoFactor"
  | "verifyingTwoFactor"
  | "registering"
  | "acceptingInvitation"
  | "authenticated"
  | "signingOut";

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  error: string | null;
  /** The last failure's code and field, when the server named them. */
  refusal: ServerRefusal | null;
  endedBy: "logout" | "expired" | null;
  login(credentials: Credentials): void;
  verifyTwoFactor(code: string): void;
  cancelTwoFactor(): void;
  register(registration: Registration): void;
  /** Accepts an invitation and signs in with the answer's tokens (from the signed-out state). */
  acceptInvitation(acceptance: InvitationAcceptance): void;
  logout(): void;
  /** After the user changed their profile. */
  setUser(user: SessionUser): void;
}

export function useSession(): Session {
  const { actor } = useSessionServices();
  const status = useSelector(actor, (state) => state.value as SessionStatus);
  const user = useSelector(actor, (state) => state.context.user);
  const error = useSelector(actor, (state) => state.context.error);
  const refusal = useSelector(actor, (state) => state.context.refusal);
  const endedBy = useSelector(actor, (state) => state.context.endedBy);
  return useMemo(
    () => ({
      status,
      user,
      error,
      refusal,
      endedBy,
      login: (credentials) => actor.send({ type: "LOGIN", credentials }),
      verifyTwoFactor: (code) => actor.send({ type: "VERIFY_2FA", code }),
      cancelTwoFactor: () => actor.send({ type: "CANCEL_2FA" }),
      register: (registration) => actor.send({ type: "REGISTER", registration }),
      acceptInvitation: (acceptance) => actor.send({ type: "ACCEPT_INVITATION", acceptance }),
      logout: () => actor.send({ type: "LOGOUT" }),
      setUser: (next) => actor.send({ type: "USER_UPDATED", user: next }),
    }),
    [actor, status, user, error, refusal, endedBy],
  );
}

/** The http client's log of API calls, for the debug panel. */
export function useCallLog(): HttpClient["callLog"] {
  return useSessionServices().client.callLog;
}
