import { describe, expect, it } from "vitest";
import { currentPeriod, isRunning } from "../../server/commerce/billing/periods";

const at = (iso: string) => new Date(iso);

describe("billing periods", () => {
  it("finds the month that contains now, counting from the anchor", () => {
    const period = currentPeriod(at("2026-01-15T10:00:00Z"), "monthly", at("2026-03-20T00:00:00Z"));
    expect(period).toEqual({ start: at("2026-03-15T10:00:00Z"), end: at("2026-04-15T10:00:00Z") });
  });

  it("starts the next period at the exact moment the last one ends", () => {
    const period = currentPeriod(at("2026-01-15T10:00:00Z"), "monthly", at("2026-02-15T10:00:00Z"));
    expect(period.start).toEqual(at("2026-02-15T10:00:00Z"));
  });

  it("keeps month ends inside the month (31 January → end of February)", () => {
    const period = currentPeriod(at("2026-01-31T12:00:00Z"), "monthly", at("2026-02-10T00:00:00Z"));
    expect(period.start).toEqual(at("2026-01-31T12:00:00Z"));
    expect(period.end.toISOString().slice(0, 10)).toBe("2026-02-28");
  });

  it("counts years for yearly billing, and the first period before any has passed", () => {
    expect(currentPeriod(at("2024-06-01T00:00:00Z"), "yearly", at("2026-11-22T00:00:00Z"))).toEqual({
      start: at("2026-06-01T00:00:00Z"),
      end: at("2027-06-01T00:00:00Z"),
    });
    expect(currentPeriod(at("2026-11-22T00:00:00Z"), "yearly", at("2026-11-22T00:00:00Z")).start).toEqual(at("2026-11-22T00:00:00Z"));
  });

  it("treats something without an end as running and an end in the past as over", () => {
    expect(isRunning(null, at("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isRunning(at("2026-01-01T00:00:00Z"), at("2026-01-01T00:00:00Z"))).toBe(false);
    expect(isRunning(at("2026-01-02T00:00:00Z"), at("2026-01-01T00:00:00Z"))).toBe(true);
  });
});
