import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (sent as an alternative to the text). */
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it by SMTP when configured. Never throws. */
  send(message: MailMessage): Promise<void>;
}

/** MAIL_DIR (development, browser tests): the message as a JSON file, the way a local mail sink would keep it. */
async function writeToDirectory(dir: string, id: string, message: MailMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${Date.now()}-${id}.json`), JSON.stringify({ id, ...message, at: new Date().toISOString() }));
}

export function createMailer(db: Database, config: Pick<Config, "smtpUrl" | "mailFrom" | "mailDir">, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db.orm
        .insert(outbox)
        .values({ toAddress: message.to, subject: message.subject, bodyText: message.text, bodyHtml: message.html ?? null })
        .returning({ id: outbox.id });
      if (config.mailDir)
        await writeToDirectory(config.mailDir, row!.id, message).catch((error: unknown) =>
          log.error({ reason: String(error) }, "email not written to MAIL_DIR"),
        );
      if (!transport) {
        // The text holds links that sign in or reset a password: it stays in the outbox table, out of the log.
        log.info({ outboxId: row!.id, to: message.to, subject: message.subject }, "email kept in the outbox (no SMTP_URL)");
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.orm.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
      } catch (error) {
        log.error({ outboxId: row!.id, to: message.to, reason: String(error) }, "email delivery failed");
        await db.orm
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row!.id));
      }
    },
  };
}
