// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { createSessionActor } from "../../src/providers/auth/services";
import type { HttpClient, Renewal } from "../../src/providers/http/client";
import type { TokenStore } from "../../src/providers/http/token-store";

const USER = { id: "5b0c1a52-6f0e-4c55-9a55-0b7b1e2a9c11", email: "astrid@nordvik.example", role: "company_admin", companyId: "c1" };

function restoreWith(renewal: Renewal) {
  const tokens: TokenStore = { accessToken: () => "old-access", refreshToken: () => "fxr_old", save: vi.fn(), clear: vi.fn() };
  const request = vi.fn(async (_method: string, path: string) => {
    if (path === "/auth/me") return { user: USER };
    throw new Error(`unexpected ${path}`);
  });
  const client = { request, refresh: vi.fn(async () => renewal) } as unknown as HttpClient;
  const actor = createSessionActor(client, tokens);
  actor.start();
  return { actor, request };
}

describe("restoring a session when the app opens", () => {
  it("takes the user from the refresh's answer: one call, not a second one to /auth/me", async () => {
    const { actor, request } = restoreWith({ accessToken: "a", refreshToken: "fxr_new", user: USER });
    const snapshot = await waitFor(actor, (s) => s.matches("authenticated"));
    expect(snapshot.context.user).toMatchObject({ id: USER.id, role: "company_admin", companyId: "c1" });
    expect(request).not.toHaveBeenCalled();
    actor.stop();
  });

  it("asks /auth/me when the refresh answers without a user (an older server)", async () => {
    const { actor, request } = restoreWith({ accessToken: "a", refreshToken: "fxr_new" });
    const snapshot = await waitFor(actor, (s) => s.matches("authenticated"));
    expect(snapshot.context.user?.email).toBe(USER.email);
    expect(request).toHaveBeenCalledWith("GET", "/auth/me", { sessionless: true });
    actor.stop();
  });
});
