import { describe, expect, it } from "vitest";
import { PeriodError, previousPeriod, resolvePeriod, wholeWeeks } from "../../server/market/period";

describe("periods", () => {
  const latest = "2026-11-20";

  it("ends relative periods on the latest day with data", () => {
    expect(resolvePeriod({ period: "7d" }, latest)).toEqual({ from: "2026-11-14", to: latest });
    expect(resolvePeriod({ period: "30d" }, latest)).toEqual({ from: "2026-10-22", to: latest });
    expect(resolvePeriod({ period: "12m" }, latest)).toEqual({ from: "2025-11-21", to: latest });
    expect(resolvePeriod({ period: "2w" }, latest)).toEqual({ from: "2026-11-07", to: latest });
    expect(resolvePeriod({}, latest)).toEqual({ from: "2026-10-22", to: latest });
  });

  it("takes explicit dates, inclusive, and refuses a reversed or too long one", () => {
    expect(resolvePeriod({ from: "2026-11-01", to: "2026-11-10" }, latest)).toEqual({ from: "2026-11-01", to: "2026-11-10" });
    expect(resolvePeriod({ from: "2026-11-01" }, latest)).toEqual({ from: "2026-11-01", to: latest });
    expect(() => resolvePeriod({ from: "2026-11-10", to: "2026-11-01" }, latest)).toThrow(PeriodError);
    expect(() => resolvePeriod({ from: "2020-01-01", to: latest }, latest)).toThrow(/at most/);
  });

  it("compares with the period of the same length just before", () => {
    expect(previousPeriod({ from: "2026-11-14", to: "2026-11-20" })).toEqual({ from: "2026-11-07", to: "2026-11-13" });
  });

  it("finds the whole Monday–Sunday weeks inside a period", () => {
    expect(wholeWeeks({ from: "2026-10-29", to: "2026-11-17" })).toEqual({ first: "2026-11-02", last: "2026-11-09" });
    expect(wholeWeeks({ from: "2026-11-02", to: "2026-11-15" })).toEqual({ first: "2026-11-02", last: "2026-11-09" });
    expect(wholeWeeks({ from: "2026-11-03", to: "2026-11-15" })).toEqual({ first: "2026-11-09", last: "2026-11-09" });
    expect(wholeWeeks({ from: "2026-11-03", to: "2026-11-14" })).toBeNull();
  });
});
