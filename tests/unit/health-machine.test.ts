import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from "xstate";
import { createHealthCheck, HEALTH_INTERVAL_MS, HEALTH_TIMEOUT_MS, healthMachine } from "../../src/providers/health/health-machine";

function start(results: boolean[]) {
  const clock = new SimulatedClock();
  clock.set(5_000);
  const queue = [...results];
  const check = vi.fn(async () => {
    if (!(queue.shift() ?? true)) throw new Error("down");
  });
  const machine = healthMachine.provide({
    actors: { checkHealth: fromPromise(() => check()), windowEvents: fromCallback(() => () => undefined) },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } });
  actor.start();
  return { actor, clock, check };
}

describe("API health", () => {
  it("checks at once, then every 30 seconds", async () => {
    const { actor, clock, check } = start([true, false, true]);
    await waitFor(actor, (s) => s.matches("online"));
    expect(actor.getSnapshot().context.lastChecked).toBe(5_000);
    clock.increment(HEALTH_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches("offline"));
    expect(actor.getSnapshot().context.lastChecked).toBe(5_000 + HEALTH_INTERVAL_MS);
    clock.increment(HEALTH_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches("online"));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("checks again when the window regains focus or the browser its connection", async () => {
    const { actor, check } = start([false, true, false, true]);
    await waitFor(actor, (s) => s.matches("offline"));
    actor.send({ type: "FOCUS" });
    await waitFor(actor, (s) => s.matches("online"));
    expect(check).toHaveBeenCalledTimes(2);
    actor.send({ type: "CHECK" });
    await waitFor(actor, (s) => s.matches("offline"));
    actor.send({ type: "ONLINE" });
    await waitFor(actor, (s) => s.matches("online"));
    expect(check).toHaveBeenCalledTimes(4);
  });
});

describe("the health check", () => {
  it("sends the application key and treats a non-OK answer as down", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 503 }));
    await expect(createHealthCheck(() => "KEY", fetch as unknown as typeof globalThis.fetch)()).rejects.toThrow("HTTP error! status: 503");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/health");
    expect((init.headers as Record<string, string>)["x-api-key"]).toBe("KEY");
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(HEALTH_TIMEOUT_MS).toBe(5_000);
  });

  it("passes on a 200", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    await expect(createHealthCheck(() => "KEY", fetch as unknown as typeof globalThis.fetch)()).resolves.toBeUndefined();
  });
});
