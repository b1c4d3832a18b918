import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, SimulatedClock } from "xstate";
import { ApiError, NetworkError, RefreshFailedError } from "../../src/providers/http/errors";
import { ACTIVITY_THRESHOLD_MS, MAX_IDLE_MS, REFRESH_INTERVAL_MS, refreshScheduleMachine } from "../../src/providers/auth/refresh-machine";

const MINUTE = 60_000;

function start(options: { refresh?: () => Promise<void>; hasTokens?: boolean } = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const refresh = vi.fn(options.refresh ?? (async () => undefined));
  const clearTokens = vi.fn();
  const machine = refreshScheduleMachine.provide({
    actors: { activityListener: fromCallback(() => () => undefined), refreshTokens: fromPromise(() => refresh()) },
    actions: { clearTokens },
  });
  const actor = createActor(machine, {
    clock,
    input: { now: () => clock.now(), hasTokens: () => options.hasTokens ?? true },
  });
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, clock, refresh, clearTokens, advance };
}

describe("refresh schedule", () => {
  it("refreshes every 5 minutes while the user is active", async () => {
    const { actor, refresh, advance } = start();
    await advance(REFRESH_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    actor.send({ type: "ACTIVITY" });
    await advance(REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe("waiting");
  });

  it("refreshes on the first activity after more than 10 minutes without any", async () => {
    const { actor, refresh, advance } = start();
    await advance(4 * MINUTE);
    actor.send({ type: "ACTIVITY" }); // 4 minutes since the last: nothing to do
    await advance(0);
    expect(refresh).not.toHaveBeenCalled();

    await advance(ACTIVITY_THRESHOLD_MS + MINUTE); // the 5-minute timer fires meanwhile
    const timerRefreshes = refresh.mock.calls.length;
    actor.send({ type: "ACTIVITY" }); // 11 minutes since the last
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(timerRefreshes + 1);
    actor.send({ type: "ACTIVITY" }); // just now
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(timerRefreshes + 1);
  });

  it("signs out instead of refreshing once the last activity is 8 hours old", async () => {
    const { actor, refresh, clearTokens, advance } = start();
    for (let elapsed = 0; elapsed < MAX_IDLE_MS - REFRESH_INTERVAL_MS; elapsed += REFRESH_INTERVAL_MS) {
      await advance(REFRESH_INTERVAL_MS);
    }
    const refreshes = refresh.mock.calls.length;
    expect(actor.getSnapshot().status).toBe("active");
    await advance(REFRESH_INTERVAL_MS);
    expect(actor.getSnapshot().status).toBe("done");
    expect(refresh).toHaveBeenCalledTimes(refreshes);
    expect(clearTokens).toHaveBeenCalledOnce();
  });

  it.each([
    ["a network error", new NetworkError()],
    ["a 500", new ApiError("x", 500)],
    ["a 502", new RefreshFailedError("Refresh failed with status 502", 502)],
    ["a 503", new ApiError("x", 503)],
    ["a 504", new ApiError("x", 504)],
  ])("keeps the tokens after %s", async (_name, error) => {
    const { actor, clearTokens, advance } = start({ refresh: async () => Promise.reject(error) });
    await advance(REFRESH_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe("waiting");
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it.each([
    ["a 401", new RefreshFailedError("Direct refresh failed: 401", 401)],
    ["'unauthorized'", new Error("Unauthorized")],
    ["'invalid'", new Error("Invalid refresh token")],
    ["'expired'", new Error("Token expired")],
  ])("clears the tokens and ends after %s", async (_name, error) => {
    const { actor, clearTokens, advance } = start({ refresh: async () => Promise.reject(error) });
    await advance(REFRESH_INTERVAL_MS);
    expect(actor.getSnapshot().status).toBe("done");
    expect(clearTokens).toHaveBeenCalledOnce();
  });

  it("assumes the API is down when an unknown failure leaves tokens, and ends when they are gone", async () => {
    const kept = start({ refresh: async () => Promise.reject(new Error("boom")), hasTokens: true });
    await kept.advance(REFRESH_INTERVAL_MS);
    expect(kept.actor.getSnapshot().value).toBe("waiting");
    const gone = start({ refresh: async () => Promise.reject(new Error("boom")), hasTokens: false });
    await gone.advance(REFRESH_INTERVAL_MS);
    expect(gone.actor.getSnapshot().status).toBe("done");
  });
});
