import type { AppContext } from "../../core/context";
import { queueSingleRound } from "../../core/single-round";
import { evaluateAlertRules } from "./evaluate";

export const EVALUATE_JOB = "alerts.evaluate";
const ATTEMPTS = 3;

/** Queues an evaluation now (one waiting at a time, across instances). */
export const queueEvaluation = (ctx: AppContext) => queueSingleRound(ctx.db, ctx.jobs, EVALUATE_JOB, new Date(), ATTEMPTS);

/** The rules are evaluated by a job after every stock round this process runs (and once at start: data imported by the CLI meanwhile). */
export function registerAlertJobs(ctx: AppContext): void {
  ctx.jobs.register(EVALUATE_JOB, async () => ({ ...(await evaluateAlertRules(ctx.db)) }));
  ctx.ingests.onIngest(() => queueEvaluation(ctx));
}
