import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerHeavyQueue } from "../../server/core/heavy-queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("heavy queue and clients that go away", () => {
  const app = Fastify();
  afterEach(async () => app.close());

  it("gives back the turn of a request whose client left while it waited, so the next one is served", async () => {
    registerHeavyQueue(app, { concurrency: 1, waiting: 8, maxWaitMs: 5_000 });
    app.get("/api/v1/sales/slow", async () => {
      await sleep(300);
      return { data: "done" };
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const first = fetch(`${base}/api/v1/sales/slow`);
    await sleep(50);
    const leaving = new AbortController();
    const waiting = fetch(`${base}/api/v1/sales/slow`, { signal: leaving.signal }).catch((error: Error) => error.name);
    await sleep(50);
    leaving.abort();
    expect(await waiting).toBe("AbortError");
    expect((await first).status).toBe(200);
    const started = Date.now();
    const next = await fetch(`${base}/api/v1/sales/slow`);
    expect(next.status).toBe(200);
    // Without giving the turn back it waited maxWaitMs and was refused with 503.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
