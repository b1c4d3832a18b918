import { describe, expect, it } from "vitest";
import { hoursToShow, todayInSweden } from "../../src/plugins/stores/opening-hours";

const day = (date: string, openFrom = "10:00:00", openTo = "19:00:00") => ({ date: `${date}T00:00:00`, openFrom, openTo, reason: "" });
// The monopoly's file of November 2025 published two weeks, in no promised order.
const published = [
  "2025-11-03",
  "2025-11-01",
  "2025-11-02",
  ...Array.from({ length: 11 }, (_, i) => `2025-11-${String(i + 4).padStart(2, "0")}`),
].map((date) => day(date));

describe("a store's opening hours", () => {
  it("shows the coming week from today when it is published", () => {
    const { days, past } = hoursToShow(published, "2025-11-05");
    expect(past).toBe(false);
    expect(days.map((d) => d.date.slice(0, 10))).toEqual([
      "2025-11-05",
      "2025-11-06",
      "2025-11-07",
      "2025-11-08",
      "2025-11-09",
      "2025-11-10",
      "2025-11-11",
    ]);
  });

  it("shows the latest published week as past a year later, never as this week", () => {
    const { days, past } = hoursToShow(published, "2026-11-27");
    expect(past).toBe(true);
    expect(days[0]!.date.slice(0, 10)).toBe("2025-11-08");
    expect(days.at(-1)!.date.slice(0, 10)).toBe("2025-11-14");
  });

  it("shows nothing, and nothing past, for a store without published hours", () => {
    expect(hoursToShow([], "2026-11-27")).toEqual({ days: [], past: false });
  });

  it("counts today in Swedish time: half past midnight in Stockholm is already the next day", () => {
    expect(todayInSweden(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(todayInSweden(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(todayInSweden(new Date("2026-11-27T12:00:00Z"))).toBe("2026-11-27");
  });
});
