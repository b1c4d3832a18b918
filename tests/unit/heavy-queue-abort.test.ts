import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerHeavyQueue } from "../../server/core/heavy-queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("heavy queue and clients that go away", () => {
  let app = Fastify();
  afterEach(async () => {
    await app.close();
    app = Fastify();
  });

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

  it("answers a change with a body on a market path at once, however busy the queue", async () => {
    registerHeavyQueue(app, { concurrency: 1, waiting: 8, maxWaitMs: 5_000 });
    app.get("/api/v1/companies/c1/sales", async () => {
      await sleep(1_000);
      return { data: "slow" };
    });
    app.put("/api/v1/companies/c1/segments", async (request) => ({ data: request.body }));
    app.get("/api/v1/companies/c1/products", async () => ({ data: "after" }));
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const slow = fetch(`${base}/api/v1/companies/c1/sales`);
    await sleep(50);
    const started = Date.now();
    const put = await fetch(`${base}/api/v1/companies/c1/segments`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ segments: ["Rött~2"] }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ data: { segments: ["Rött~2"] } });
    expect(Date.now() - started).toBeLessThan(500);
    expect((await slow).status).toBe(200);
    // A read after it still gets its turn (the change took none).
    expect((await fetch(`${base}/api/v1/companies/c1/products`)).status).toBe(200);
  });
});
