import { describe, expect, it } from "vitest";
import { comparedWith } from "../../src/kernel/ui/compared-days";
import {
  comparedPeriod,
  PeriodError,
  previousPeriod,
  resolvePeriod,
  splitForRollups,
  splitIntoWeeks,
  withData,
} from "../../server/market/period";

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

  it("compares with the same days a year earlier on compare=year, 29 February with the 28th, never overlapping", () => {
    expect(comparedPeriod({ from: "2026-10-22", to: "2026-11-20" }, "year")).toEqual({ from: "2025-10-22", to: "2025-11-20" });
    expect(comparedPeriod({ from: "2028-02-01", to: "2028-02-29" }, "year")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(comparedPeriod({ from: "2025-11-21", to: "2026-11-20" }, "year")).toEqual({ from: "2024-11-21", to: "2025-11-20" });
    expect(() => comparedPeriod({ from: "2025-10-17", to: "2026-11-20" }, "year")).toThrow(PeriodError);
    // The days with data a year earlier: history kept as whole months counts only whole months.
    const bounds = { first: "2024-12-01", last: "2026-11-20", daily: "2026-08-23" };
    const year = comparedPeriod(withData({ from: "2026-08-23", to: "2026-11-20" }, bounds), "year");
    expect(year).toMatchObject({ from: "2025-08-23", to: "2025-11-20", dataFrom: "2025-09-01", dataTo: "2025-10-31", daysWithData: 61 });
  });

  it("tells from an answer which period its figures were compared with", () => {
    const period = { from: "2026-10-22", to: "2026-11-20", daysWithData: 30 };
    expect(comparedWith(period, { from: "2026-09-22", to: "2026-10-21", daysWithData: 30 })).toEqual({
      days: { current: 30, previous: 30 },
      versus: "previous",
    });
    expect(comparedWith(period, { from: "2025-10-22", to: "2025-11-20", daysWithData: 0 }).versus).toBe("year");
    expect(comparedWith(undefined, undefined)).toEqual({ versus: "previous" });
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

  it("covers a long period with whole months, whole weeks of the rest and the loose days", () => {
    // 12 months ending on a Friday: eleven whole months, then weeks and days on both sides.
    expect(splitForRollups({ from: "2025-11-21", to: "2026-11-20" })).toEqual({
      months: { first: "2025-12-01", last: "2026-10-01" },
      weeks: [
        { first: "2025-11-24", last: "2025-11-24" },
        { first: "2026-11-02", last: "2026-11-09" },
      ],
      days: [
        { from: "2025-11-21", to: "2025-11-23" },
        { from: "2026-11-01", to: "2026-11-01" },
        { from: "2026-11-16", to: "2026-11-20" },
      ],
    });
    expect(splitForRollups({ from: "2026-10-01", to: "2026-10-31" })).toEqual({
      months: { first: "2026-10-01", last: "2026-10-01" },
      weeks: [],
      days: [],
    });
    expect(splitForRollups({ from: "2026-11-14", to: "2026-11-20" })).toEqual({
      months: null,
      weeks: [],
      days: [{ from: "2026-11-14", to: "2026-11-20" }],
    });
  });

  it("covers every day of a period exactly once", () => {
    for (const [from, to] of [
      ["2025-11-21", "2026-11-20"],
      ["2026-08-24", "2026-11-20"],
      ["2026-02-01", "2026-03-31"],
      ["2026-10-22", "2026-11-20"],
    ] as const) {
      const { months, weeks, days } = splitForRollups({ from, to });
      const covered: string[] = [];
      const add = (a: string, b: string) => {
        for (let d = new Date(`${a}T00:00:00Z`); d <= new Date(`${b}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
          covered.push(d.toISOString().slice(0, 10));
      };
      if (months) {
        const end = new Date(`${months.last}T00:00:00Z`);
        end.setUTCMonth(end.getUTCMonth() + 1);
        end.setUTCDate(0);
        add(months.first, end.toISOString().slice(0, 10));
      }
      for (const w of weeks) {
        const end = new Date(`${w.last}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 6);
        add(w.first, end.toISOString().slice(0, 10));
      }
      for (const d of days) add(d.from, d.to);
      const expected: string[] = [];
      for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
        expected.push(d.toISOString().slice(0, 10));
      expect(covered.sort()).toEqual(expected);
    }
  });
});
