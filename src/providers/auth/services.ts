import { createActor, fromPromise } from "xstate";
import type { SignedIn, TwoFactorRequired } from "../../../contracts";
import type { HttpClient } from "../http/client";
import type { TokenStore } from "../http/token-store";
import { refreshFailureEndsSession, refreshScheduleMachine } from "./refresh-machine";
import {
  MISSING_TOKENS,
  sessionMachine,
  type Credentials,
  type InvitationAcceptance,
  type Registration,
  type SignInAnswer,
} from "./session-machine";
import { toSessionUser, type SessionUser } from "./user";

/**
 * A sign-in answer as it may arrive: the contract's shape, checked here since tokens may be
 * missing (docs/PRODUCT.md §6 Authentication).
 */
type SignedInBody = Partial<Omit<SignedIn, "user" | "tokens">> & {
  user?: unknown;
  tokens?: Partial<SignedIn["tokens"]>;
} & Partial<TwoFactorRequired>;

function storeSignIn(tokens: TokenStore, body: SignedInBody): SessionUser {
  const user = toSessionUser(body.user);
  if (!body.tokens?.accessToken || !body.tokens.refreshToken || !user) throw new Error(MISSING_TOKENS);
  tokens.save({ accessToken: body.tokens.accessToken, refreshToken: body.tokens.refreshToken });
  return user;
}

/** The session machine wired to the API through the http client and the token store. */
export function createSessionMachine(client: HttpClient, tokens: TokenStore) {
  const post = (path: string, body: unknown) => client.request<SignedInBody>("POST", path, { body, sessionless: true });
  return sessionMachine.provide({
    actors: {
      restore: fromPromise(async (): Promise<SessionUser | null> => {
        if (!tokens.accessToken() && !tokens.refreshToken()) return null;
        // The refresh answers with the user: no second round trip before the first signed-in render.
        const renewed = tokens.refreshToken() ? await client.refresh() : null;
        if (renewed?.user) return toSessionUser(renewed.user);
        const body = await client.request<{ user?: unknown }>("GET", "/auth/me", { sessionless: true });
        return toSessionUser(body.user);
      }),
      signIn: fromPromise(async ({ input }: { input: Credentials }): Promise<SignInAnswer> => {
        const body = await post("/auth/login", input);
        if (body.requiresTwoFactor && body.tempToken) return { requiresTwoFactor: true, tempToken: body.tempToken };
        return { user: storeSignIn(tokens, body) };
      }),
      verifyTwoFactor: fromPromise(async ({ input }: { input: { tempToken: string; code: string } }) =>
        storeSignIn(tokens, await post("/auth/verify-2fa", input)),
      ),
      register: fromPromise(async ({ input }: { input: Registration }) => storeSignIn(tokens, await post("/auth/register", input))),
      acceptInvitation: fromPromise(async ({ input }: { input: InvitationAcceptance }) =>
        storeSignIn(tokens, await post(`/invitations/${encodeURIComponent(input.token)}/accept`, input)),
      ),
      signOut: fromPromise(async (): Promise<void> => {
        const refreshToken = tokens.refreshToken();
        try {
          if (refreshToken) await post("/auth/logout", { refreshToken });
        } finally {
          tokens.clear();
        }
      }),
      refreshSchedule: refreshScheduleMachine.provide({
        actors: {
          refreshTokens: fromPromise(async (): Promise<void> => {
            await client.refresh();
          }),
        },
        actions: { clearTokens: () => tokens.clear() },
      }),
    },
    actions: { clearTokens: () => tokens.clear() },
    guards: {
      // Keep the tokens and try again later when the API is down rather than the session over.
      unreachable: ({ event }) => !refreshFailureEndsSession((event as { error?: unknown }).error, true),
    },
  });
}

export function createSessionActor(client: HttpClient, tokens: TokenStore) {
  return createActor(createSessionMachine(client, tokens), {
    input: { now: () => Date.now(), hasTokens: () => tokens.refreshToken() !== null },
  });
}
