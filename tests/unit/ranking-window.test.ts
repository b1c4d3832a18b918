import { describe, expect, it } from "vitest";
import { closedMonths } from "../../server/modules/rankings/window";

describe("the months a ranking may use", () => {
  const bounds = (last: string) => ({ first: "2024-12-01", daily: "2026-08-30", last });
  const month = (last: string) => closedMonths(bounds(last))?.last.format("YYYY-MM");

  it("counts a month closed once the data reaches its last whole day, not before", () => {
    // dataBounds' last day is a whole one: on the 1st, the month before is closed from the morning.
    expect(month("2026-11-29")).toBe("2026-10");
    expect(month("2026-11-30")).toBe("2026-11");
    expect(month("2026-12-01")).toBe("2026-11");
    expect(month("2026-02-28")).toBe("2026-02");
  });

  it("starts at the first whole month with data", () => {
    expect(closedMonths({ first: "2024-12-15", daily: "2026-08-30", last: "2026-11-30" })?.first.format("YYYY-MM")).toBe("2025-01");
    expect(closedMonths({ first: "2026-11-02", daily: "2026-11-02", last: "2026-11-29" })).toBeNull();
  });
});
