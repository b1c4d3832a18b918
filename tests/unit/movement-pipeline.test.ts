import { describe, expect, it } from "vitest";
import { CHANGE_KINDS } from "../../server/db/schema";
import { classifyChange, MAX_SALE_UNITS_PER_HOUR } from "../../server/data/pipeline/classify";
import { MovementBatch, type Snapshot } from "../../server/data/pipeline/movement-batch";
import { stockholmDay } from "../../server/core/stockholm-day";

const at = (iso: string) => new Date(iso);
const snap = (observedAt: string, items: Record<number, number>, storeId = 1): Snapshot => ({
  storeId,
  observedAt: at(observedAt),
  productIds: Object.keys(items).map(Number),
  quantities: Object.values(items),
});

describe("classifying a change in stock", () => {
  it("calls a decrease a sale, an increase a delivery and an implausible drop a correction", () => {
    expect(classifyChange(0, 1)).toBeNull();
    expect(classifyChange(-3, 1)).toBe("sale");
    expect(classifyChange(24, 1)).toBe("delivery");
    expect(classifyChange(-MAX_SALE_UNITS_PER_HOUR, 1)).toBe("sale");
    expect(classifyChange(-MAX_SALE_UNITS_PER_HOUR - 1, 1)).toBe("correction");
    // over a whole day far more can be sold, but never more than a day's worth
    expect(classifyChange(-MAX_SALE_UNITS_PER_HOUR * 10, 12)).toBe("sale");
    expect(classifyChange(-MAX_SALE_UNITS_PER_HOUR * 25, 48)).toBe("correction");
  });
});

describe("the Stockholm day of an instant", () => {
  it("follows Swedish time, summer and winter", () => {
    expect(stockholmDay(Date.parse("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(stockholmDay(Date.parse("2026-12-31T22:30:00Z"))).toBe("2026-12-31");
    expect(stockholmDay(Date.parse("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("a batch of snapshots", () => {
  it("turns consecutive observations into sales, deliveries and daily totals", () => {
    const batch = new MovementBatch(new Map());
    batch.ingest(snap("2026-11-02T07:00:00Z", { 10: 12, 11: 5 }));
    batch.ingest(snap("2026-11-02T12:00:00Z", { 10: 9, 11: 5 }));
    batch.ingest(snap("2026-11-02T17:00:00Z", { 10: 7, 11: 29 }));
    batch.ingest(snap("2026-11-03T17:00:00Z", { 10: 1, 11: 27 }));

    expect(batch.changes.map((c) => [c.productIds, c.changes, c.kinds])).toEqual([
      [[10], [-3], [CHANGE_KINDS.sale]],
      [
        [10, 11],
        [-2, 24],
        [CHANGE_KINDS.sale, CHANGE_KINDS.delivery],
      ],
      [
        [10, 11],
        [-6, -2],
        [CHANGE_KINDS.sale, CHANGE_KINDS.sale],
      ],
    ]);
    const days = batch.daily.get(1)!;
    expect(days.get("2026-11-02")!.get(10)).toEqual({ sold: 5, delivered: 0, corrected: 0, closing: 7 });
    expect(days.get("2026-11-02")!.get(11)).toEqual({ sold: 0, delivered: 24, corrected: 0, closing: 29 });
    expect(days.get("2026-11-03")!.get(10)).toEqual({ sold: 6, delivered: 0, corrected: 0, closing: 1 });
    // the first observation of a pair is a starting level, not a delivery
    expect(batch.changeCount).toBe(5);
  });

  it("skips a snapshot it has already seen, or an older one, so ingesting twice changes nothing", () => {
    const batch = new MovementBatch(new Map());
    expect(batch.ingest(snap("2026-11-02T07:00:00Z", { 10: 12 }))).toBe(true);
    expect(batch.ingest(snap("2026-11-02T12:00:00Z", { 10: 9 }))).toBe(true);
    expect(batch.ingest(snap("2026-11-02T12:00:00Z", { 10: 9 }))).toBe(false);
    expect(batch.ingest(snap("2026-11-02T08:00:00Z", { 10: 1 }))).toBe(false);
    expect(batch.skipped).toBe(2);
    expect(batch.changeCount).toBe(1);
  });

  it("records out-of-stock periods from the day the shelf empties to the day it is refilled", () => {
    const batch = new MovementBatch(new Map());
    batch.ingest(snap("2026-11-02T17:00:00Z", { 10: 2 }));
    batch.ingest(snap("2026-11-03T17:00:00Z", { 10: 0 }));
    batch.ingest(snap("2026-11-06T07:00:00Z", { 10: 12 }));
    batch.ingest(snap("2026-11-07T17:00:00Z", { 10: 0 }));
    expect(batch.closedStockOuts).toEqual([[1, 10, "2026-11-03", "2026-11-06"]]);
    expect(batch.stores.get(1)!.outSince.get(10)).toBe("2026-11-07");
  });

  it("keeps stores apart", () => {
    const batch = new MovementBatch(new Map());
    batch.ingest(snap("2026-11-02T07:00:00Z", { 10: 12 }, 1));
    batch.ingest(snap("2026-11-02T07:00:00Z", { 10: 4 }, 2));
    batch.ingest(snap("2026-11-02T12:00:00Z", { 10: 11 }, 1));
    batch.ingest(snap("2026-11-02T12:00:00Z", { 10: 1 }, 2));
    expect(batch.daily.get(1)!.get("2026-11-02")!.get(10)!.sold).toBe(1);
    expect(batch.daily.get(2)!.get("2026-11-02")!.get(10)!.sold).toBe(3);
  });

  it("takes a product off a store's list when a snapshot that answers for it leaves it out, ending its stock-out", () => {
    const batch = new MovementBatch(new Map());
    batch.ingest(snap("2026-11-02T07:00:00Z", { 10: 4, 11: 0, 12: 6 }));
    // A partial observation (a file of some products) says nothing about what it leaves out.
    batch.ingest(snap("2026-11-03T07:00:00Z", { 10: 3 }));
    expect([...batch.stores.get(1)!.levels.keys()].sort()).toEqual([10, 11, 12]);
    // The source answered for 11 and 12 and showed 12 only: 11 has left the store's list.
    batch.ingest({ ...snap("2026-11-04T07:00:00Z", { 10: 3, 12: 5 }), covers: new Set([10, 11, 12]) });
    expect([...batch.stores.get(1)!.levels.keys()].sort()).toEqual([10, 12]);
    expect(batch.removedLevels.get(1)).toEqual(new Set([11]));
    expect(batch.changedLevels.get(1)!.has(11)).toBe(false);
    expect(batch.closedStockOuts).toEqual([[1, 11, "2026-11-02", "2026-11-04"]]);
    // The store's whole list: 12 gone too; and a product listed again is back.
    batch.ingest({ ...snap("2026-11-05T07:00:00Z", { 10: 3, 11: 24 }), covers: "all" });
    expect([...batch.stores.get(1)!.levels.keys()].sort()).toEqual([10, 11]);
    expect(batch.removedLevels.get(1)).toEqual(new Set([12]));
  });
});
