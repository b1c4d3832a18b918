/**
 * Module data, once confirmed: the file is read as a table and its rows and columns counted, so
 * the company sees at once whether Fenix could read what it sent (and why not).
 */
import type { AppContext } from "../../core/context";
import { PermanentJobError } from "../../core/jobs";
import { setUploadProgress } from "../../core/uploads";
import { ImportRefused } from "../../data/importers";
import { tableCells } from "../../data/table-file";
import { findUploadById } from "./queries";
import { MODULE_DATA_JOB } from "./service";

const SHOWN_COLUMNS = 6;

export function registerModuleDataJob(ctx: Pick<AppContext, "db" | "jobs" | "storage">): void {
  ctx.jobs.register(MODULE_DATA_JOB, async (payload, job) => {
    const upload = await findUploadById(ctx.db, String(payload.uploadId));
    if (!upload?.format) throw new PermanentJobError("the upload is gone");
    const fail = async (message: string, code: string) => {
      await setUploadProgress(ctx.db.orm, upload.id, { status: "failed", message, code });
      throw new PermanentJobError(message);
    };
    await setUploadProgress(ctx.db.orm, upload.id, { status: "processing", progress: 0.1 });
    try {
      const cells = (await tableCells(await ctx.storage.read(upload.storageKey), upload.format as "csv" | "xlsx")).filter((row) =>
        row.some((cell) => cell !== null && String(cell).trim() !== ""),
      );
      const [header, ...rows] = cells;
      if (!header || rows.length === 0) return await fail("The file has no rows under its header", "NO_ROWS");
      const columns = header.map((cell) => String(cell ?? "").trim()).filter(Boolean);
      const shown = columns.slice(0, SHOWN_COLUMNS).join(", ") + (columns.length > SHOWN_COLUMNS ? ", …" : "");
      await setUploadProgress(ctx.db.orm, upload.id, {
        status: "processed",
        message: `${rows.length} rows, ${columns.length} columns: ${shown}`,
        summary: { rows: rows.length, columns },
      });
      return { rows: rows.length, columns: columns.length };
    } catch (error) {
      if (error instanceof ImportRefused) return await fail(error.message, error.code ?? "UNREADABLE");
      if (job.lastAttempt && !(error instanceof PermanentJobError))
        await setUploadProgress(ctx.db.orm, upload.id, {
          status: "failed",
          message: "The file could not be read; upload it again",
          code: "UNREADABLE",
        });
      throw error;
    }
  });
}
