import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../server/core/mail";
import { createJobQueue, type JobQueue } from "../../server/core/jobs";
import { jobs as jobsTable, outbox, users } from "../../server/db/schema";
import { INCIDENT_MAIL_JOB, registerIncidentMail, withIncident, type IncidentServices } from "../../server/modules/feed/incident";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as Parameters<typeof createMailer>[2];
const failing = (message: string) => async (): Promise<never> => {
  throw new Error(message);
};
const LAST = { lastAttempt: true };

describe.each(testDatabases)("a failing feed mails the operators once per incident ($name)", (database) => {
  // The demo accounts: one operator (operator@fenix.example), who reads Swedish.
  const t = useTestApp(database, {}, { seed: true });
  let queue: JobQueue | null = null;
  /** The app's queue as a worker would run it: the incident's mail goes out as a job. */
  const jobs = () => {
    if (queue) return queue;
    queue = createJobQueue(t.db, quiet, { backoffMs: 1 });
    const mailer = createMailer(t.db, { smtpUrl: undefined, mailFrom: "Fenix <no-reply@fenix.local>", mailDir: undefined }, quiet);
    registerIncidentMail(queue, { db: t.db, mailer, publicUrl: "https://fenix.example" });
    return queue;
  };
  const services = (): IncidentServices => ({ db: t.db, jobs: jobs() });
  const feedMails = async () => {
    await jobs().drain();
    return t.db.orm.select().from(outbox).where(like(outbox.subject, "Fenix: %insamlingen%"));
  };

  it("mails each operator when a round fails for good, in their language, and not again until a round has succeeded", async () => {
    const operators = await t.db.orm.select({ email: users.email }).from(users).where(eq(users.role, "super_admin"));
    expect(operators.length).toBeGreaterThan(0);
    // A failure with retries to come is no incident yet.
    await expect(withIncident(services(), "stock", { lastAttempt: false }, failing("HTTP 503"))).rejects.toThrow("HTTP 503");
    expect(await feedMails()).toHaveLength(0);

    await expect(withIncident(services(), "stock", LAST, failing("The source answered 503 Service Unavailable"))).rejects.toThrow();
    // Committed with the incident: its mail, waiting on the durable queue for whichever worker runs next.
    const queued = await t.db.orm.select().from(jobsTable).where(eq(jobsTable.kind, INCIDENT_MAIL_JOB));
    expect(queued.map((j) => [j.status, (j.payload as { kind: string }).kind, (j.payload as { reason: string }).reason])).toEqual([
      ["queued", "stock", "The source answered 503 Service Unavailable"],
    ]);
    const [mail, ...others] = await feedMails();
    expect(others).toHaveLength(operators.length - 1);
    expect(mail!.subject).toMatch(/^Fenix: lagerinsamlingen misslyckades \d{1,2} [a-zé]+\.? \d{4} \d{2}:\d{2}$/);
    expect(mail!.bodyText).toContain("även efter nya försök: The source answered 503 Service Unavailable");
    expect(mail!.bodyText).toContain("https://fenix.example/admin/feed");
    expect(mail!.bodyHtml).toContain('<a href="https://fenix.example/admin/feed">');

    // The same incident: later rounds failing, on two instances at once, mail nobody.
    await Promise.all([
      expect(withIncident(services(), "stock", LAST, failing("again"))).rejects.toThrow(),
      expect(withIncident(services(), "stock", LAST, failing("again"))).rejects.toThrow(),
    ]);
    expect(await feedMails()).toHaveLength(operators.length);
    // The catalogue's rounds have incidents of their own.
    await expect(withIncident(services(), "catalogue", LAST, failing("drift: field categoryLevel1"))).rejects.toThrow();
    expect((await feedMails()).filter((m) => m.subject.includes("sortimentsinsamlingen"))).toHaveLength(operators.length);

    // A good stock round ends its incident: the next failure is a new one.
    expect(await withIncident(services(), "stock", LAST, async () => ({ snapshots: 4 }))).toEqual({ snapshots: 4 });
    await expect(withIncident(services(), "stock", LAST, failing("HTTP 500"))).rejects.toThrow();
    expect((await feedMails()).filter((m) => m.subject.includes("lagerinsamlingen"))).toHaveLength(2 * operators.length);
  });
});
