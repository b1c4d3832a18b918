/** The api-keys module's own SQL (Drizzle). */
import { and, asc, count, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { apiKeys, apiKeyUsage } from "../../db/schema";

const totals = {
  calls:
    sql<number>`coalesce((select sum(${apiKeyUsage.calls}) from ${apiKeyUsage} where ${apiKeyUsage.keyId} = ${apiKeys.id}), 0)`.mapWith(
      Number,
    ),
  errors:
    sql<number>`coalesce((select sum(${apiKeyUsage.errors}) from ${apiKeyUsage} where ${apiKeyUsage.keyId} = ${apiKeys.id}), 0)`.mapWith(
      Number,
    ),
};

export async function liveKeys(db: Database, userId: string) {
  return db.orm
    .select({ key: apiKeys, ...totals })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt));
}

export async function liveKey(db: Database, userId: string, id: string) {
  const [row] = await db.orm
    .select({ key: apiKeys, ...totals })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return row;
}

export async function countLiveKeys(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(orm: Orm, values: { userId: string; name: string; description: string; keyHash: string; prefix: string }) {
  const [row] = await orm.insert(apiKeys).values(values).returning();
  return row!;
}

export async function updateKey(orm: Orm, userId: string, id: string, values: { name: string; description?: string | undefined }) {
  const [row] = await orm
    .update(apiKeys)
    .set({ name: values.name, ...(values.description !== undefined ? { description: values.description } : {}), updatedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export async function revokeKey(orm: Orm, userId: string, id: string) {
  const [row] = await orm
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedReason: "revoked by owner" })
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Usage rows of the user's live keys from `from` (YYYY-MM-DD) on. */
export async function usageSince(db: Database, userId: string, from: string) {
  return db.orm
    .select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, calls: apiKeyUsage.calls, errors: apiKeyUsage.errors })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), gte(apiKeyUsage.day, from)));
}
