import { describe, expect, it } from "vitest";
import { createBoundedQueue, isHeavyRoute } from "../../server/core/heavy-queue";

describe("the bounded queue for heavy market routes", () => {
  it("lets `concurrency` in at once and the rest in arrival order as turns end", async () => {
    const queue = createBoundedQueue({ concurrency: 1, waiting: 5, maxWaitMs: 1000 });
    const order: number[] = [];
    const first = (await queue.enter())!;
    const later = [1, 2, 3].map((n) => queue.enter().then((release) => (order.push(n), release!)));
    expect(queue.waiting).toBe(3);
    first();
    for (const turn of later) (await turn)();
    expect(order).toEqual([1, 2, 3]);
    expect(queue.running).toBe(1); // the last release frees the slot on the next turn of the loop
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.running).toBe(0);
  });

  it("refuses at once when the line is full, and after maxWaitMs in line", async () => {
    const queue = createBoundedQueue({ concurrency: 1, waiting: 1, maxWaitMs: 30 });
    const holder = (await queue.enter())!;
    const waiter = queue.enter();
    expect(await queue.enter()).toBeNull();
    expect(await waiter).toBeNull();
    expect(queue.waiting).toBe(0);
    holder();
  });

  it("counts sales, stock, segment, product, store and company figures as heavy, not sign-in or health", () => {
    for (const url of ["/api/v1/sales/top-stores?period=13m", "/api/v1/products/1/sales", "/api/v1/stores", "/api/v1/stock-diff/daily"])
      expect(isHeavyRoute(url), url).toBe(true);
    for (const url of ["/health", "/api/v1/auth/login", "/api/v1/search/products?q=a", "/api/v1/salesperson"])
      expect(isHeavyRoute(url), url).toBe(false);
  });
});
