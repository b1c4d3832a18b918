import { and, count, desc, eq, gt, like, max } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAttempts, type ATTEMPT_KINDS } from "../db/schema";
import { escapeLike } from "./like-pattern";

export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/** Resets and registrations: at most so many attempts per 15 minutes. */
export const RATE_WINDOW_MS = 15 * 60 * 1000;

export const ATTEMPT_LIMITS: Record<"reset" | "register", { perAccount: number; perAddress: number }> = {
  reset: { perAccount: 5, perAddress: 20 },
  // A registration's "account" is the email's domain: one domain cannot mint accounts without end.
  register: { perAccount: 10, perAddress: 10 },
};

/**
 * Sign-in and second-step failures slow further attempts down (progressive delays, as Keycloak
 * does) instead of locking: after `free` failures each next attempt waits base·2^(n−free) seconds
 * (at most `cap`) after the last failure. Counted over the last hour.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
interface Delay {
  free: number;
  baseSeconds: number;
  capSeconds: number;
}
export const DELAYS = {
  /** One address guessing one account: only the guesser waits, up to 15 minutes. */
  pair: { free: 5, baseSeconds: 30, capSeconds: 900 },
  /** One account guessed from many addresses: at most a minute, never for an address it signed in from. */
  account: { free: 10, baseSeconds: 15, capSeconds: 60 },
  /** One address guessing many accounts (success on its own account does not reset this). */
  address: { free: 20, baseSeconds: 30, capSeconds: 900 },
} as const satisfies Record<string, Delay>;

/** An address the account signed in from this recently is its owner's: strangers cannot slow it down. */
export const KNOWN_ADDRESS_MS = 90 * 86_400_000;

/** After this many failures on one account (since its last sign-in), its owner is told by email. */
export const OWNER_ALERT_FAILURES = 10;

export interface AttemptSubject {
  account?: string | null;
  ip?: string | null;
}

type SignInKind = "login" | "two_factor";

/** Seconds the next attempt still waits under `rule` after `failures` failures, the last at `lastFailure`; null when it need not. */
export function delayLeft(rule: Delay, failures: number, lastFailure: Date | null, now: Date): number | null {
  if (failures < rule.free || !lastFailure) return null;
  const delay = Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (failures - rule.free)) * 1000;
  const left = lastFailure.getTime() + delay - now.getTime();
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : null;
}

async function failures(db: Database, where: ReturnType<typeof and>) {
  const [row] = await db.orm
    .select({ n: count(), last: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.success, false), where));
  return { n: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
}

async function lastSuccess(db: Database, kind: SignInKind, account: string, ip?: string | null) {
  const [row] = await db.orm
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.account, account),
        eq(authAttempts.success, true),
        ...(ip ? [eq(authAttempts.ip, ip)] : []),
      ),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Failures on the account since its last success (within the hour), from any address. */
export async function accountFailures(db: Database, kind: SignInKind, account: string, now = new Date()): Promise<number> {
  const since = new Date(Math.max(now.getTime() - FAILURE_WINDOW_MS, (await lastSuccess(db, kind, account))?.getTime() ?? 0));
  return (await failures(db, and(eq(authAttempts.kind, kind), eq(authAttempts.account, account), gt(authAttempts.createdAt, since)))).n;
}

async function signInDelay(db: Database, kind: SignInKind, subject: AttemptSubject, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const { account, ip } = subject;
  const waits: (number | null)[] = [];
  const accountSuccess = account ? await lastSuccess(db, kind, account) : null;
  const successHere = account && ip ? await lastSuccess(db, kind, account, ip) : null;
  const knownAddress = successHere !== null && successHere.getTime() > now.getTime() - KNOWN_ADDRESS_MS;
  // Failures of this account count from its last success; the address's count from the window's start.
  const accountSince = new Date(Math.max(windowStart.getTime(), accountSuccess?.getTime() ?? 0));
  if (account && ip) {
    const pair = await failures(
      db,
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.account, account),
        eq(authAttempts.ip, ip),
        gt(authAttempts.createdAt, accountSince),
      ),
    );
    waits.push(delayLeft(DELAYS.pair, pair.n, pair.last, now));
  }
  if (account && !knownAddress) {
    const all = await failures(
      db,
      and(eq(authAttempts.kind, kind), eq(authAttempts.account, account), gt(authAttempts.createdAt, accountSince)),
    );
    waits.push(delayLeft(DELAYS.account, all.n, all.last, now));
  }
  if (ip && !knownAddress) {
    const byAddress = await failures(
      db,
      and(eq(authAttempts.kind, kind), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, windowStart)),
    );
    waits.push(delayLeft(DELAYS.address, byAddress.n, byAddress.last, now));
  }
  const found = waits.filter((wait): wait is number => wait !== null);
  return found.length ? Math.max(...found) : null;
}

async function attemptCountWait(
  db: Database,
  kind: "reset" | "register",
  subject: AttemptSubject,
  now: Date,
  perAddress: number | undefined,
): Promise<number | null> {
  const limit = { ...ATTEMPT_LIMITS[kind], ...(perAddress ? { perAddress } : {}) };
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const waits: number[] = [];
  const checks: ["account" | "ip", string | null | undefined, number][] = [
    ["account", subject.account, limit.perAccount],
    ["ip", subject.ip, limit.perAddress],
  ];
  for (const [column, value, allowed] of checks) {
    if (!value) continue;
    const matches =
      column === "ip"
        ? eq(authAttempts.ip, value)
        : kind === "register"
          ? like(authAttempts.account, `%@${escapeLike(value)}`)
          : eq(authAttempts.account, value);
    const rows = await db.orm
      .select({ at: authAttempts.createdAt })
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, kind), matches, gt(authAttempts.createdAt, since)))
      .orderBy(desc(authAttempts.createdAt))
      .limit(allowed);
    if (rows.length < allowed) continue;
    const freesUp = rows[allowed - 1]!.at.getTime() + RATE_WINDOW_MS;
    waits.push(Math.max(1, Math.ceil((freesUp - now.getTime()) / 1000)));
  }
  return waits.length ? Math.max(...waits) : null;
}

/** Null when the attempt may go ahead; otherwise the seconds until it may (Retry-After). */
export async function retryAfterSeconds(
  db: Database,
  kind: AttemptKind,
  subject: AttemptSubject,
  now = new Date(),
  /** Overrides ATTEMPT_LIMITS[kind].perAddress (REGISTRATIONS_PER_ADDRESS). */
  perAddress?: number,
): Promise<number | null> {
  return kind === "login" || kind === "two_factor"
    ? signInDelay(db, kind, subject, now)
    : attemptCountWait(db, kind, subject, now, perAddress);
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
