import JSZip from "jszip";
import { weeklyListXlsx } from "../../server/data/weekly-lists/format";

const MB = 1024 * 1024;

/** A real weekly list's workbook with `mb` MB of zeros packed beside its sheet: a few hundred KB sent, far more unpacked. */
export async function inflatingWorkbook(mb = 80): Promise<Buffer> {
  const zip = await JSZip.loadAsync(
    await weeklyListXlsx(
      [
        {
          position: 1,
          articleNumber: "7600",
          name: "Absolut Vodka",
          producer: null,
          volumeMl: 700,
          category: null,
          county: null,
          units: 10,
          litres: 7,
        },
      ],
      "Vecka 46",
    ),
  );
  zip.file("xl/media/padding.bin", Buffer.alloc(mb * MB));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 1 } });
}
