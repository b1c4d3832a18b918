import { describe, expect, it } from "vitest";
import { createMarketIngests } from "../../server/core/market-ingests";

describe("new market data reaches the modules that listen", () => {
  it("calls every listener in turn; one that fails is logged and neither stops the others nor fails the ingest", async () => {
    const logged: unknown[] = [];
    const ingests = createMarketIngests({ error: (entry: unknown) => void logged.push(entry) } as never);
    const heard: string[] = [];
    ingests.onIngest(async () => void heard.push("a"));
    ingests.onIngest(async () => {
      throw new Error("the listener broke");
    });
    ingests.onIngest(async (ingest) => void heard.push(`c:${ingest.observedAt}`));
    await expect(ingests.ingested({ observedAt: "2026-11-20T07:00:00.000Z" })).resolves.toBeUndefined();
    expect(heard).toEqual(["a", "c:2026-11-20T07:00:00.000Z"]);
    expect(logged).toHaveLength(1);
  });
});
