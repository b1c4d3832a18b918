import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAttempts, type ATTEMPT_KINDS } from "../db/schema";

export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export const RATE_WINDOW_MS = 15 * 60 * 1000;

interface Limit {
  perAccount: number;
  perAddress: number;
  /** Sign-in and second-step limits count failures since the last success; the others count every attempt. */
  failuresOnly: boolean;
}

export const LIMITS: Record<AttemptKind, Limit> = {
  login: { perAccount: 5, perAddress: 20, failuresOnly: true },
  two_factor: { perAccount: 5, perAddress: 20, failuresOnly: true },
  reset: { perAccount: 5, perAddress: 20, failuresOnly: false },
  register: { perAccount: 5, perAddress: 20, failuresOnly: false },
};

export interface AttemptSubject {
  account?: string | null;
  ip?: string | null;
}

async function countedTimes(
  db: Database,
  kind: AttemptKind,
  column: "account" | "ip",
  value: string,
  failuresOnly: boolean,
  since: Date,
): Promise<Date[]> {
  const field = column === "account" ? authAttempts.account : authAttempts.ip;
  let from = since;
  if (failuresOnly) {
    const [lastSuccess] = await db.orm
      .select({ at: authAttempts.createdAt })
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, kind), eq(field, value), eq(authAttempts.success, true), gt(authAttempts.createdAt, since)))
      .orderBy(desc(authAttempts.createdAt))
      .limit(1);
    if (lastSuccess) from = lastSuccess.at;
  }
  const rows = await db.orm
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(field, value),
        gt(authAttempts.createdAt, from),
        ...(failuresOnly ? [eq(authAttempts.success, false)] : []),
      ),
    )
    .orderBy(asc(authAttempts.createdAt))
    .limit(200);
  return rows.map((row) => row.at);
}

/**
 * Null when the attempt may go ahead; otherwise the seconds until it may (Retry-After): when
 * enough of the counted attempts have left the 15-minute window.
 */
export async function retryAfterSeconds(
  db: Database,
  kind: AttemptKind,
  subject: AttemptSubject,
  now = new Date(),
): Promise<number | null> {
  const limit = LIMITS[kind];
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const waits: number[] = [];
  const checks: ["account" | "ip", string | null | undefined, number][] = [
    ["account", subject.account, limit.perAccount],
    ["ip", subject.ip, limit.perAddress],
  ];
  for (const [column, value, max] of checks) {
    if (!value) continue;
    const times = await countedTimes(db, kind, column, value, limit.failuresOnly, since);
    if (times.length < max) continue;
    const freesUp = times[times.length - max]!.getTime() + RATE_WINDOW_MS;
    waits.push(Math.max(1, Math.ceil((freesUp - now.getTime()) / 1000)));
  }
  return waits.length ? Math.max(...waits) : null;
}

export async function recordAttempt(
  db: Database,
  attempt: {
    kind: AttemptKind;
    account?: string | null;
    userId?: string | null;
    ip?: string | null;
    userAgent?: string | null;
    success: boolean;
  },
): Promise<void> {
  await db.orm.insert(authAttempts).values({
    kind: attempt.kind,
    account: attempt.account ?? null,
    userId: attempt.userId ?? null,
    ip: attempt.ip ?? null,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    success: attempt.success,
  });
}
