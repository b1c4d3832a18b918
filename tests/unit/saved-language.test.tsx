// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { useSavedLanguageOnSignIn } from "../../src/kernel/language/saved-language";
import { refreshScheduleMachine } from "../../src/providers/auth/refresh-machine";
import { sessionMachine, type SignInAnswer } from "../../src/providers/auth/session-machine";
import type { SessionUser } from "../../src/providers/auth/user";
import { currentLanguage } from "../../src/providers/i18n";
import { fakeClient, kernelI18n, member } from "./kernel-harness";

afterEach(() => vi.unstubAllGlobals());

/** A real session machine: `stored` is the session this browser reopens (none: the visitor signs in as `member`). */
function session(stored: SessionUser | null) {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => stored),
      signIn: fromPromise(async (): Promise<SignInAnswer> => ({ user: member })),
      refreshSchedule: refreshScheduleMachine.provide({
        actors: { activityListener: fromCallback(() => () => undefined), refreshTokens: fromPromise(async (): Promise<void> => undefined) },
      }),
    },
  });
  return createActor(machine, { input: { now: () => Date.now(), hasTokens: () => stored !== null } });
}

/** The hook over a started session, for a user who saved English; `asked` lists the paths it called. */
async function watching(stored: SessionUser | null) {
  const i18n = await kernelI18n();
  const asked: string[] = [];
  const client = fakeClient(async (path) => {
    asked.push(path);
    return { data: { language: "en" } };
  });
  const actor = session(stored);
  renderHook(() => useSavedLanguageOnSignIn({ actor, client }, i18n));
  actor.start();
  return { i18n, asked, actor };
}

describe("the language a user saved", () => {
  it("follows them when they sign in on a new browser", async () => {
    const { i18n, asked, actor } = await watching(null);
    await waitFor(actor, (state) => state.matches("anonymous"));
    expect(currentLanguage(i18n)).toBe("sv");

    actor.send({ type: "LOGIN", credentials: { email: member.email, password: "fenix-demo-2026" } });
    await waitFor(actor, (state) => state.matches("authenticated"));
    await vi.waitFor(() => expect(currentLanguage(i18n)).toBe("en"));
    expect(asked).toEqual(["/users/me/preferences"]);
  });

  it("is not asked for when this browser reopens its session, whose language is this browser's choice", async () => {
    const { i18n, asked, actor } = await watching(member);
    await waitFor(actor, (state) => state.matches("authenticated"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(currentLanguage(i18n)).toBe("sv");
  });
});
