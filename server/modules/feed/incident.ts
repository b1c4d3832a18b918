import { eq } from "drizzle-orm";
import type { JobContext } from "../../core/jobs";
import type { Mailer } from "../../core/mail";
import type { Database } from "../../db/client";
import { appSettings, users } from "../../db/schema";
import { feedFailureMail } from "./incident-mail";

/** "stock" or "catalogue": each kind of round has its own incidents. */
type RoundKind = "stock" | "catalogue";

/** What an incident needs of the app: its database, its mailer and the address operators open. */
export interface IncidentServices {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

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
 * instance that opens it mails the operators — once per incident, however many rounds fail in it
 * and however many instances run them (the insert is the lock).
 */
async function roundFailed(ctx: IncidentServices, kind: RoundKind, error: unknown): Promise<void> {
  const since = new Date();
  const reason = error instanceof Error ? error.message : String(error);
  const opened = await ctx.db.orm
    .insert(appSettings)
    .values({ key: incidentKey(kind), value: JSON.stringify({ since: since.toISOString(), reason }) })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  if (opened.length === 0) return;
  const operators = await ctx.db.orm
    .select({ email: users.email, preferences: users.preferences })
    .from(users)
    .where(eq(users.role, "super_admin"));
  for (const operator of operators) {
    const language = operator.preferences.language === "en" ? "en" : "sv";
    await ctx.mailer.send({
      to: operator.email,
      ...feedFailureMail({ language, kind, since, reason, link: `${ctx.publicUrl}/admin/feed` }),
    });
  }
}

/** A round succeeded: its kind's incident, if one was open, is over (the next failure mails again). */
async function roundSucceeded(ctx: IncidentServices, kind: RoundKind): Promise<void> {
  await ctx.db.orm.delete(appSettings).where(eq(appSettings.key, incidentKey(kind)));
}
