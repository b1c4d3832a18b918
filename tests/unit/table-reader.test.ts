import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { readTable, summarizeTable } from "../../server/data/table-reader";
import { WEEKLY_TABLE_LIMITS } from "../../server/data/weekly-lists/format";
import { inflatingWorkbook } from "../helpers/inflating-workbook";

const MB = 1024 * 1024;
const LIMITS = { inflatedBytes: 64 * MB, rows: 500_000, cells: 5_000_000 };

const csvOf = (rows: number) =>
  Buffer.from(
    [
      "Placering;Varunummer;Namn;Producent;Antal",
      ...Array.from({ length: rows }, (_, i) => `${i + 1};${7600 + i};Vin ${i};Vingård ${i % 90};${i % 50}`),
    ].join("\n"),
  );

describe("reading an uploaded table on a thread of its own (docs/PRODUCT.md §7)", () => {
  it("refuses a workbook that unpacks past the limit before unpacking it, and one with more rows than allowed", async () => {
    const bomb = await inflatingWorkbook();
    expect(bomb.length).toBeLessThan(2 * MB);
    await expect(readTable(bomb, "xlsx", { limits: WEEKLY_TABLE_LIMITS })).rejects.toMatchObject({
      code: "TABLE_TOO_LARGE",
      message: expect.stringMatching(/unpacks to 80 MB; Fenix reads at most 64 MB unpacked/),
    });
    await expect(readTable(csvOf(30), "csv", { limits: { ...LIMITS, rows: 20 } })).rejects.toMatchObject({
      code: "TABLE_TOO_LARGE",
      message: expect.stringMatching(/more than 20 rows/),
    });
    // A workbook that is not one is refused as such, not as too large.
    await expect(readTable(Buffer.from("PK\u0003\u0004 not a zip"), "xlsx", { limits: LIMITS })).rejects.toMatchObject({
      code: "UNREADABLE_WORKBOOK",
    });
  });

  it("stops a file that takes too long or needs too much memory, and the next file is read as before", async () => {
    const large = csvOf(200_000);
    await expect(readTable(large, "csv", { limits: LIMITS, timeoutMs: 1 })).rejects.toMatchObject({ code: "TABLE_TOO_SLOW" });
    await expect(summarizeTable(large, "csv", { limits: LIMITS, heapMb: 8 })).rejects.toMatchObject({ code: "TABLE_TOO_LARGE" });
    expect(await readTable(csvOf(2), "csv", { limits: LIMITS })).toEqual([
      ["Placering", "Varunummer", "Namn", "Producent", "Antal"],
      ["1", "7600", "Vin 0", "Vingård 0", "0"],
      ["2", "7601", "Vin 1", "Vingård 1", "1"],
    ]);
  });

  it("keeps the server's own thread free while a large file is read", async () => {
    const large = csvOf(200_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const summary = await summarizeTable(large, "csv", { limits: LIMITS });
    delay.disable();
    expect(summary).toEqual({ header: ["Placering", "Varunummer", "Namn", "Producent", "Antal"], rows: 200_000 });
    // Read here, the same file holds this thread for about a second; on its own thread the
    // longest wait is a scheduling hiccup.
    expect(delay.max / 1e6).toBeLessThan(250);
  });
});
