import { describe, expect, it } from "vitest";
import { DELAYS, delayLeft } from "../../server/core/rate-limit";

const last = new Date("2026-11-28T10:00:00Z");
const after = (seconds: number) => new Date(last.getTime() + seconds * 1000);

// docs/PRODUCT.md §Sign-in: failed attempts slow further ones down (doubling), never lock the account.
describe("the wait after failed sign-ins", () => {
  const { free, baseSeconds, capSeconds } = DELAYS.pair;

  it("starts only once the free attempts are spent", () => {
    expect(delayLeft(DELAYS.pair, free - 1, last, last)).toBeNull();
    expect(delayLeft(DELAYS.pair, free, last, last)).toBe(baseSeconds);
  });

  it("doubles with each further failure, up to its cap", () => {
    const waits = [0, 1, 2, 3, 4, 5, 6].map((extra) => delayLeft(DELAYS.pair, free + extra, last, last));
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(Math.max(...waits.map(Number))).toBe(capSeconds);
  });

  it("counts down from the last failure and ends when its time has passed", () => {
    expect(delayLeft(DELAYS.pair, free + 1, last, after(45))).toBe(15);
    expect(delayLeft(DELAYS.pair, free + 1, last, after(60))).toBeNull();
    expect(delayLeft(DELAYS.pair, free + 1, null, last)).toBeNull();
  });
});
