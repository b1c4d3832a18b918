import type { AppContext } from "../../core/context";
import { EXPIRY_JOB, expireUpload } from "./service";

/** Registers the job each upload request schedules for after its URL's expiry (service.ts: expireUpload). */
export function registerExpiryJob(ctx: Pick<AppContext, "db" | "jobs" | "storage">): void {
  ctx.jobs.register(EXPIRY_JOB, async (payload) => ({
    removedUnconfirmed: await expireUpload(ctx, String(payload.companyId), String(payload.uploadId)),
  }));
}
