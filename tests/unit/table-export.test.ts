import ExcelJS from "exceljs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile, toCsv, toXlsx, type ExportColumn } from "../../src/kernel/export/table-export";

interface Row {
  name: string;
  units: number;
  revenue: number;
  since: string;
}
const rows: Row[] = [
  { name: "Château; Rouge", units: 1234, revenue: 5678.5, since: "2026-11-20" },
  { name: "=HYPERLINK(evil)", units: 2, revenue: 0.25, since: "2026-11-21" },
];
const columns: ExportColumn<Row>[] = [
  { header: "Produkt", value: (r) => r.name },
  { header: "Antal", value: (r) => r.units, kind: "number" },
  { header: "Försäljning (kr)", value: (r) => r.revenue, kind: "sek" },
  { header: "Sedan", value: (r) => r.since, kind: "date" },
];

describe("table exports", () => {
  it("writes CSV for Swedish Excel: semicolons, decimal commas, headers as on screen", () => {
    const lines = toCsv(rows, columns, "sv").split("\r\n");
    expect(lines[0]).toBe("Produkt;Antal;Försäljning (kr);Sedan");
    expect(lines[1]).toBe('"Château; Rouge";1234;5678,5;2026-11-20');
    // a cell that would start a formula is written as text
    expect(lines[2]!.startsWith(`"'=HYPERLINK(evil)"`)).toBe(true);
  });

  it("keeps negative amounts numbers, and still quotes a formula that starts with a minus", () => {
    const signed = [
      { name: "-1+cmd", units: -20, revenue: -12.5, since: "2026-11-20" },
      { name: "-5", units: 3, revenue: 1, since: "2026-11-20" },
    ];
    const lines = toCsv(signed, columns, "sv").split("\r\n");
    expect(lines[1]).toBe(`"'-1+cmd";-20;-12,5;2026-11-20`);
    expect(lines[2]!.startsWith("-5;")).toBe(true);
    expect(toCsv(signed, columns, "en").split("\r\n")[1]).toBe(`"'-1+cmd",-20,-12.5,2026-11-20`);
  });

  it("writes CSV for English Excel with commas and decimal points", () => {
    const lines = toCsv(rows, columns, "en").split("\r\n");
    expect(lines[0]).toBe("Produkt,Antal,Försäljning (kr),Sedan");
    expect(lines[1]).toBe("Château; Rouge,1234,5678.5,2026-11-20");
  });

  it("writes a workbook with typed cells: numbers, SEK and dates", async () => {
    const blob = await toXlsx(rows, columns, "Bästsäljare");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet("Bästsäljare")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Produkt", "Antal", "Försäljning (kr)", "Sedan"]);
    expect(sheet.getCell("B2").value).toBe(1234);
    expect(sheet.getCell("C2").value).toBe(5678.5);
    expect(sheet.getCell("C2").numFmt).toBe('#,##0 "kr"');
    expect(sheet.getCell("D2").value).toEqual(new Date("2026-11-20T00:00:00Z"));
    expect(sheet.getCell("A3").value).toBe("=HYPERLINK(evil)"); // a string cell, not a formula
  });
});

describe("saving a CSV", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** What the browser would save when downloadFile is given `content`. */
  async function saved(content: string) {
    const link = { href: "", download: "", click: vi.fn() };
    vi.stubGlobal("document", { createElement: () => link });
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fenix");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    downloadFile(content, "fenix.csv");
    expect(link).toMatchObject({ href: "blob:fenix", download: "fenix.csv" });
    expect(link.click).toHaveBeenCalledOnce();
    return Buffer.from(await (created.mock.calls[0]![0] as Blob).arrayBuffer()).toString("utf8");
  }

  it("saves it with exactly one byte-order mark, for Swedish Excel, whether the text had one or not", async () => {
    const csv = toCsv(rows, columns, "sv");
    expect(await saved(csv)).toBe(`\uFEFF${csv}`);
    // Text read from an API answer whose server wrote one, should it still have it.
    expect(await saved(`\uFEFF${csv}`)).toBe(`\uFEFF${csv}`);
  });
});
