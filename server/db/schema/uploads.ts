import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";

/**
 * A file a company's user sends to storage through a signed URL: requested (pending), stored
 * and checked (uploaded), then worked on by a job (processing → processed, or failed with a
 * message). The object lives under `storageKey`, which starts with the company's id.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    /** For module data: the subscription module it is for. */
    module: text("module"),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status").notNull().default("pending"),
    message: text("message"),
    /** Why it failed, as a stable code the client translates (the message is for the log and the API). */
    errorCode: text("error_code"),
    /** What processing found, for the page to say in its language: {rows, columns}. */
    summary: jsonb("summary"),
    /** What the bytes turned out to be when confirmed: csv or xlsx. */
    format: text("format"),
    progress: real("progress").notNull().default(0),
    urlExpiresAt: timestamp("url_expires_at", { withTimezone: true }).notNull(),
    /** A confirmation at work until then: no other confirmation, and not the expiry job, touches the file. */
    confirmingUntil: timestamp("confirming_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("uploads_company_created").on(t.companyId, t.createdAt.desc()),
    check("uploads_status", sql`${t.status} in ('pending', 'uploaded', 'processing', 'processed', 'failed')`),
    check("uploads_size", sql`${t.size} > 0`),
  ],
);

/**
 * The durable job queue: work that outlives a request (parsing, matching). A worker claims the
 * oldest due job with FOR UPDATE SKIP LOCKED and holds it for a lease it renews while it works;
 * a job whose lease ran out (the process stopped) is claimed again, so a restart resumes it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status").notNull().default("queued"),
    progress: real("progress").notNull().default(0),
    attempts: smallint("attempts").notNull().default(0),
    maxAttempts: smallint("max_attempts").notNull().default(3),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** When the latest attempt was claimed (null before the first): with finished_at, how long a job ran. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    error: text("error"),
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_due").on(t.status, t.runAfter), check("jobs_status", sql`${t.status} in ('queued', 'running', 'done', 'failed')`)],
);

export type UploadRow = typeof uploads.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
