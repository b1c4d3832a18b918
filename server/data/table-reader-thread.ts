/**
 * The thread `table-reader.ts` keeps for reading uploaded files: reads each file it is sent within
 * its limits and answers the cells, or only the header and the row count, or why it was refused.
 */
import { parentPort } from "node:worker_threads";
import { ImportRefused } from "./importers/import-refused";
import { summarizeCells, type TableAnswer, type TableTask } from "./table-answer";
import { tableCells } from "./table-file";

async function read({ bytes, format, limits, keep }: TableTask): Promise<TableAnswer> {
  try {
    const cells = await tableCells(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format, limits);
    return keep === "summary" ? { summary: summarizeCells(cells) } : { cells };
  } catch (error) {
    if (error instanceof ImportRefused) return { refused: { reason: error.message, code: error.code } };
    return { failed: (error as Error).message };
  }
}

parentPort!.on("message", (task: TableTask) => {
  void read(task).then((answer) => parentPort!.postMessage(answer));
});
