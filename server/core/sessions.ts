import { createHmac } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, refreshTokens, sessions, users } from "../db/schema";
import type { AppContext } from "./context";
import { randomToken, signAccessToken, tokenHash } from "./tokens";

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ClientMeta {
  ip?: string | null;
  userAgent?: string | null;
}

type Deps = Pick<AppContext, "db" | "secrets" | "config">;

async function issueAccessToken(deps: Deps, userId: string, sessionId: string): Promise<string> {
  const [user] = await deps.db.orm.select({ role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error("Session user no longer exists");
  return signAccessToken(deps.secrets.jwtKey, { userId, sessionId, ...user }, deps.config.accessTokenTtlSeconds);
}

/** A new sign-in: a session (token family) with its first refresh token. */
export async function startSession(deps: Deps, userId: string, meta: ClientMeta): Promise<SessionTokens & { sessionId: string }> {
  const refreshToken = randomToken("fxr");
  const expiresAt = new Date(Date.now() + deps.config.sessionTtlDays * 86_400_000);
  const sessionId = await deps.db.orm.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null, expiresAt })
      .returning({ id: sessions.id });
    await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: tokenHash(refreshToken) });
    return session!.id;
  });
  return { sessionId, refreshToken, accessToken: await issueAccessToken(deps, userId, sessionId) };
}

export type RotationResult =
  { ok: true; tokens: SessionTokens; userId: string; sessionId: string } | { ok: false; reason: "unknown" | "reused" | "ended" };

/**
 * How long after its use a refresh token may be presented again: concurrent tabs, or a client
 * whose answer was lost (a reload cut the request off after the server rotated), retry with the
 * token they still hold.
 */
export const REFRESH_RETRY_GRACE_MS = 10_000;

/**
 * A refresh token's one successor. Derived (keyed) from the token itself, so a retry inside the
 * grace window is answered with the very same successor instead of a new working pair.
 */
function successorOf(key: Buffer, refreshToken: string): string {
  return `fxr_${createHmac("sha256", key).update(refreshToken).digest("base64url")}`;
}

/**
 * Exchanges a refresh token for its successor. A token is good once: presenting a used one means
 * it was copied, so the whole session (every token descended from the same sign-in) ends —
 * except within REFRESH_RETRY_GRACE_MS while the successor is unused, when the answer is that
 * same successor again (idempotent; never a second working token).
 */
export async function rotateRefreshToken(deps: Deps, refreshToken: string): Promise<RotationResult> {
  const next = successorOf(deps.secrets.refreshSuccessorKey, refreshToken);
  const outcome = await deps.db.orm.transaction(async (tx) => {
    const rows = await tx
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)))
      .for("update");
    const row = rows[0];
    if (!row) return { ok: false as const, reason: "unknown" as const };
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false as const, reason: "ended" as const };
    if (row.usedAt) {
      const withinGrace = Date.now() - row.usedAt.getTime() <= REFRESH_RETRY_GRACE_MS;
      const [successor] = withinGrace
        ? await tx
            .select({ usedAt: refreshTokens.usedAt })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.sessionId, row.sessionId), eq(refreshTokens.tokenHash, tokenHash(next))))
        : [];
      if (successor && !successor.usedAt) return { ok: true as const, userId: row.userId, sessionId: row.sessionId };
      await tx.update(sessions).set({ revokedAt: new Date(), revokedReason: "refresh token reuse" }).where(eq(sessions.id, row.sessionId));
      return { ok: false as const, reason: "reused" as const };
    }
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.tokenId));
    await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: tokenHash(next) });
    await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    return { ok: true as const, userId: row.userId, sessionId: row.sessionId };
  });
  if (!outcome.ok) return outcome;
  const accessToken = await issueAccessToken(deps, outcome.userId, outcome.sessionId);
  return { ...outcome, tokens: { accessToken, refreshToken: next } };
}

export async function endSessionByRefreshToken(db: Database, refreshToken: string, reason: string): Promise<boolean> {
  const [row] = await db.orm
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
  if (!row) return false;
  await db.orm
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
  return true;
}

/** Ends every session of the user, except the one making the request when given. */
export async function endUserSessions(db: Database, userId: string, reason: string, exceptSessionId?: string) {
  await db.orm
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(exceptSessionId ? [ne(sessions.id, exceptSessionId)] : [])));
}

/**
 * The user of a live session as they are now: a role or company changed since the access token
 * was issued (promotion, demotion, removal) counts from the next request, not the next token.
 */
export async function liveSessionUser(db: Database, sessionId: string) {
  const [row] = await db.orm
    .select({ userId: users.id, role: users.role, companyId: users.companyId, companyStatus: companies.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`));
  return row;
}
