import { describe, expect, it } from "vitest";
import { catalogueEvents } from "../../server/data/artdisk/catalogue-diff";
import type { ProductRow } from "../../server/data/importers/catalogue";
import { parseAssortmentChangelog } from "../../server/data/importers/assortment-changelog";

const changelog = (...rows: string[]) => parseAssortmentChangelog(["datum,varunummer,namn,typ,fran,till", ...rows].join("\n"));

describe("the assortment changelog", () => {
  it("collapses an order-goods flip and its repeat, and keeps a real delisting", () => {
    const read = changelog(
      "2026-08-15,1001,Vin A,borttagen,Ordervaror,",
      "2026-08-21,1001,Vin A,ny,,Ordervaror",
      "2026-08-22,1001,Vin A,ny,,Ordervaror",
      "2026-08-22,1002,Vin B,borttagen,Tillfälligt sortiment,",
    );
    expect(read).toMatchObject({ rows: 4, flips: 1, repeats: 1, moves: 0 });
    expect(read.events).toEqual([
      expect.objectContaining({
        productNumber: "1002",
        kind: "delisting",
        assortmentFrom: "Tillfälligt sortiment",
        eventDate: "2026-08-22",
      }),
    ]);
  });

  it("joins a removal and an entry of the same day into one move, and an entry while in another assortment is a move too", () => {
    const read = changelog(
      "2026-08-15,2001,Vin C,borttagen,Tillfälligt sortiment,",
      "2026-08-15,2001,Vin C,ny,,Fast sortiment",
      "2026-08-15,2002,Vin D,ny,,Tillfälligt sortiment",
      "2026-08-22,2002,Vin D,ny,,Fast sortiment",
    );
    expect(read.moves).toBe(1);
    expect(read.events.map((e) => [e.productNumber, e.kind, e.assortmentFrom, e.assortmentTo])).toEqual([
      ["2001", "assortment_change", "Tillfälligt sortiment", "Fast sortiment"],
      ["2002", "launch", null, "Tillfälligt sortiment"],
      ["2002", "assortment_change", "Tillfälligt sortiment", "Fast sortiment"],
    ]);
  });

  it("refuses a file that is not a changelog, or a row without its assortment, naming the record", () => {
    expect(() => parseAssortmentChangelog("namn,pris\nVin,100")).toThrow(/no datum, varunummer, typ/);
    expect(() => changelog("2026-08-15,3001,Vin E,ny,,")).toThrow(/Record 1: a "ny" row must name the assortment/);
    expect(() => changelog("2026-08-15,3001,Vin E,kanske,,Fast sortiment")).toThrow(/Record 1/);
  });
});

describe("a catalogue import's events", () => {
  const row = (number: string, changes: Partial<ProductRow> = {}): ProductRow => ({
    productId: number,
    productNumber: number,
    nameBold: "Vin",
    nameThin: null,
    producerName: null,
    supplierName: null,
    country: null,
    categoryLevel1: "Vin",
    categoryLevel2: null,
    categoryLevel3: null,
    price: 100,
    volumeMl: 750,
    alcoholPercentage: null,
    assortmentCode: null,
    assortmentText: "Fast sortiment",
    launchDate: null,
    discontinued: false,
    packaging: null,
    ...changes,
  });

  it("a first catalogue dates launches only by the file's launch dates; later ones date new articles by the file", () => {
    expect(catalogueEvents([row("1", { launchDate: "2024-03-01" }), row("2")], new Map(), "2026-01-01", false)).toEqual([
      expect.objectContaining({ productNumber: "1", kind: "launch", eventDate: "2024-03-01", assortmentTo: "Fast sortiment" }),
    ]);
    expect(catalogueEvents([row("2")], new Map(), "2026-01-01", true)).toEqual([
      expect.objectContaining({ productNumber: "2", kind: "launch", eventDate: "2026-01-01" }),
    ]);
  });

  it("moves, delistings and re-listings against what was stored; an unchanged article makes none", () => {
    const stored = new Map([
      ["1", { assortmentText: "Tillfälligt sortiment", discontinued: false }],
      ["2", { assortmentText: "Fast sortiment", discontinued: false }],
      ["3", { assortmentText: "Fast sortiment", discontinued: true }],
      ["4", { assortmentText: "Fast sortiment", discontinued: false }],
    ]);
    const events = catalogueEvents([row("1"), row("2", { discontinued: true }), row("3"), row("4")], stored, "2026-02-01", true);
    expect(events.map((e) => [e.productNumber, e.kind, e.assortmentFrom, e.assortmentTo])).toEqual([
      ["1", "assortment_change", "Tillfälligt sortiment", "Fast sortiment"],
      ["2", "delisting", "Fast sortiment", null],
      ["3", "launch", null, "Fast sortiment"],
    ]);
  });
});
