/**
 * Module data, once confirmed: the file is read as a table and its rows and columns counted, so
 * the company sees at once whether Fenix could read what it sent (and why not).
 */
import type { AppContext } from "../../core/context";
import { PermanentJobError } from "../../core/jobs";
import { setUploadProgress } from "../../core/uploads";
import { ImportRefused } from "../../data/importers";
import type { TableLimits } from "../../data/table-file";
import { summarizeTable } from "../../data/table-reader";
import { findUploadById } from "./queries";
import { MODULE_DATA_JOB } from "./service";

const SHOWN_COLUMNS = 6;
/** What a module-data file may hold before it is refused unread (the upload itself is at most 25 MB). */
const MODULE_DATA_LIMITS: TableLimits = { inflatedBytes: 128 * 1024 * 1024, rows: 1_000_000, cells: 20_000_000 };

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
      const { header, rows } = await summarizeTable(await ctx.storage.read(upload.storageKey), upload.format as "csv" | "xlsx", {
        limits: MODULE_DATA_LIMITS,
      });
      if (rows === 0) return await fail("The file has no rows under its header", "NO_ROWS");
      const columns = header.map((cell) => String(cell ?? "").trim()).filter(Boolean);
      const shown = columns.slice(0, SHOWN_COLUMNS).join(", ") + (columns.length > SHOWN_COLUMNS ? ", …" : "");
      await setUploadProgress(ctx.db.orm, upload.id, {
        status: "processed",
        message: `${rows} rows, ${columns.length} columns: ${shown}`,
        summary: { rows, columns },
      });
      return { rows, columns: columns.length };
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
