import { describe, expect, it } from "vitest";
import { readStore, readStoreRows, storeDisplayName } from "../../src/plugins/stores/store-response";

describe("store responses", () => {
  it("names a store by siteName, then storeName, then alias, then 'Unknown Store'", () => {
    expect(storeDisplayName({ siteName: "Stockholm Fältöversten", storeName: "Fältöversten", alias: "Karlaplan" })).toBe(
      "Stockholm Fältöversten",
    );
    expect(storeDisplayName({ siteName: "", storeName: "Fältöversten", alias: "Karlaplan" })).toBe("Fältöversten");
    expect(storeDisplayName({ siteName: null, storeName: null, alias: "Karlaplan" })).toBe("Karlaplan");
    expect(storeDisplayName({})).toBe("Unknown Store");
  });

  it("accepts list rows that are stores and refuses any other with its message", () => {
    expect(readStoreRows([{ id: 1, siteName: "A" }])[0]!.id).toBe(1);
    expect(readStoreRows([])).toEqual([]);
    expect(() => readStoreRows([{ id: 1 }, { name: "no id" }])).toThrow("Invalid store array response structure");
    expect(() => readStoreRows([null])).toThrow("Invalid store array response structure");
  });

  it("accepts a single store and refuses the wrong structures with their messages", () => {
    expect(readStore({ data: { id: 7, siteName: "B" } }).id).toBe(7);
    expect(() => readStore({ data: undefined })).toThrow("Store data is null or undefined");
    expect(() => readStore({ data: [{ id: 7 }] })).toThrow("Invalid single store response structure");
    expect(() => readStore({ data: { id: "7" } })).toThrow("Invalid single store response structure");
  });
});
