import { describe, expect, it } from "vitest";
import { PeriodError, previousPeriod, resolvePeriod, splitIntoWeeks } from "../../server/market/period";

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

  it("splits a period into whole Monday–Sunday weeks and the loose days around them", () => {
    expect(splitIntoWeeks({ from: "2026-10-29", to: "2026-11-17" })).toEqual({
      weeks: { first: "2026-11-02", last: "2026-11-09" },
      days: [
        { from: "2026-10-29", to: "2026-11-01" },
        { from: "2026-11-16", to: "2026-11-17" },
      ],
    });
    expect(splitIntoWeeks({ from: "2026-11-02", to: "2026-11-15" })).toEqual({
      weeks: { first: "2026-11-02", last: "2026-11-09" },
      days: [],
    });
    expect(splitIntoWeeks({ from: "2026-11-03", to: "2026-11-15" })).toEqual({
      weeks: { first: "2026-11-09", last: "2026-11-09" },
      days: [{ from: "2026-11-03", to: "2026-11-08" }],
    });
    expect(splitIntoWeeks({ from: "2026-11-03", to: "2026-11-14" })).toEqual({
      weeks: null,
      days: [{ from: "2026-11-03", to: "2026-11-14" }],
    });
  });
});
