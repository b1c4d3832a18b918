import { eq } from "drizzle-orm";
import type { JobContext, JobQueue } from "../../core/jobs";
import type { Mailer } from "../../core/mail";
import type { Database } from "../../db/client";
import { appSettings, users } from "../../db/schema";
import { feedFailureMail } from "./incident-mail";

/** "stock" or "catalogue": each kind of round has its own incidents. */
type RoundKind = "stock" | "catalogue";

/** What an incident needs of the app: its database and the queue its mail goes out on. */
export interface IncidentServices {
  db: Database;
  jobs: Pick<JobQueue, "enqueue">;
}

/** The job that mails the operators about a new incident. */
export const INCIDENT_MAIL_JOB = "feed.incident-mail";

/** Runs a round: a failure on its last attempt opens an incident (and mails), a success closes its kind's. */
export async function withIncident<T>(
  services: IncidentServices,
  kind: RoundKind,
  job: Pick<JobContext, "lastAttempt">,
  round: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await round();
  } catch (error) {
    // The round's own error is what the queue records, even if the incident cannot be written.
    if (job.lastAttempt) await roundFailed(services, kind, error).catch(() => undefined);
    throw error;
  }
  await roundSucceeded(services, kind);
  return result;
}
const incidentKey = (kind: RoundKind) => `feed.incident.${kind}`;

/**
 * A round failed for good (its last attempt): opens the incident unless one is open, and the
 * instance that opens it queues the operators' mail in the same transaction — once per incident,
 * however many rounds fail in it and however many instances run them (the insert is the lock), and
 * never an open incident whose mail was lost (the queue delivers it, retrying, after a crash too).
 */
async function roundFailed(ctx: IncidentServices, kind: RoundKind, error: unknown): Promise<void> {
  const since = new Date().toISOString();
  const reason = error instanceof Error ? error.message : String(error);
  await ctx.db.orm.transaction(async (tx) => {
    const opened = await tx
      .insert(appSettings)
      .values({ key: incidentKey(kind), value: JSON.stringify({ since, reason }) })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (opened.length > 0) await ctx.jobs.enqueue(tx, INCIDENT_MAIL_JOB, { kind, since, reason }, { maxAttempts: 5 });
  });
}

/** Mails every operator about an incident, in their language (the job INCIDENT_MAIL_JOB). */
export function registerIncidentMail(jobs: JobQueue, services: { db: Database; mailer: Mailer; publicUrl: string }): void {
  jobs.register(INCIDENT_MAIL_JOB, async (payload) => {
    const kind: RoundKind = payload.kind === "catalogue" ? "catalogue" : "stock";
    const since = new Date(String(payload.since));
    const reason = String(payload.reason);
    const operators = await services.db.orm
      .select({ email: users.email, preferences: users.preferences })
      .from(users)
      .where(eq(users.role, "super_admin"));
    for (const operator of operators) {
      const language = operator.preferences.language === "en" ? "en" : "sv";
      await services.mailer.send({
        to: operator.email,
        ...feedFailureMail({ language, kind, since, reason, link: `${services.publicUrl}/admin/feed` }),
      });
    }
    return { mailed: operators.length };
  });
}

/** A round succeeded: its kind's incident, if one was open, is over (the next failure mails again). */
async function roundSucceeded(ctx: IncidentServices, kind: RoundKind): Promise<void> {
  await ctx.db.orm.delete(appSettings).where(eq(appSettings.key, incidentKey(kind)));
}
