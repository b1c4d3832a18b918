/**
 * The import job of a weekly list: read the uploaded file, parse it, match every row, write the
 * list — progress on both the list and the upload as it goes. A file Fenix cannot read fails at
 * once with the reason; anything else is retried, and recorded as failed after the last attempt.
 */
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { PermanentJobError } from "../../core/jobs";
import { setUploadProgress, uploadBytes, confirmedUpload } from "../../core/uploads";
import { ImportRefused } from "../../data/importers";
import { parseWeeklyList } from "../../data/weekly-lists/format";
import { catalogueMatcher, manualDecisions, writeWeeklyList } from "../../data/weekly-lists/import";
import { findList, setListProgress } from "./queries";
import { PROCESS_JOB } from "./service";

export function registerWeeklyListJob(ctx: Pick<AppContext, "db" | "jobs" | "storage">): void {
  const { db } = ctx;
  ctx.jobs.register(PROCESS_JOB, async (payload, job) => {
    const listId = String(payload.listId);
    const list = await findList(db, listId);
    if (!list?.companyId || !list.uploadId) throw new PermanentJobError("the list or its upload is gone");
    const uploadId = list.uploadId;
    const fail = async (message: string, code: string) => {
      await setListProgress(db, listId, { failed: message, code });
      await setUploadProgress(db.orm, uploadId, { status: "failed", message, code });
    };
    try {
      const upload = await confirmedUpload(db, list.companyId, uploadId, "weekly-ranking");
      const { bytes, format } = await uploadBytes(ctx.storage, upload);
      const parsed = await parseWeeklyList(bytes, format);
      await job.progress(0.1);
      const [matcher, manual] = await Promise.all([catalogueMatcher(db), manualDecisions(db, list.companyId)]);
      const written = await writeWeeklyList(db, listId, parsed, {
        matcher,
        manual,
        progress: async (fraction) => {
          const overall = 0.1 + 0.85 * fraction;
          await Promise.all([
            job.progress(overall),
            setListProgress(db, listId, { progress: overall }),
            setUploadProgress(db.orm, uploadId, { status: "processing", progress: overall }),
          ]);
        },
      });
      const skipped = parsed.skipped.length ? `, ${parsed.skipped.length} skipped` : "";
      await setUploadProgress(db.orm, uploadId, {
        status: "processed",
        message: `${written.rows} rows: ${written.matched} matched, ${written.ambiguous} to check, ${written.unmatched} not found${skipped}`,
      });
      return { ...written };
    } catch (error) {
      if (error instanceof ImportRefused || error instanceof RequestError) {
        await fail(error.message, error.code ?? "UNREADABLE");
        throw new PermanentJobError(error.message);
      }
      if (job.lastAttempt) await fail("The list could not be processed; try again", "UNREADABLE");
      throw error;
    }
  });
}
