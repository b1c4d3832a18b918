/**
 * Personal API keys: a user's own, at most MAX_KEYS live at a time; the secret is returned once.
 * Creating, renaming and revoking are audited in the owner's company.
 */
import type { ApiKey, ApiKeyBody, ApiKeyStats, CreatedApiKey } from "../../../contracts";
import { newApiKeySecret } from "../../core/api-keys";
import { recordAudit, type AuditAction } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { findUserById } from "../../core/users";
import type { Orm } from "../../db/client";
import { countLiveKeys, insertKey, liveKey, liveKeys, revokeKey, updateKey, usageSince } from "./queries";

export const MAX_KEYS = 20;
const NOT_FOUND = "No such API key";

type KeyRow = NonNullable<Awaited<ReturnType<typeof liveKey>>>;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.key.id,
    name: row.key.name,
    description: row.key.description,
    prefix: row.key.prefix,
    createdAt: row.key.createdAt.toISOString(),
    lastUsedAt: row.key.lastUsedAt?.toISOString() ?? null,
    calls: row.calls,
    errors: row.errors,
  };
}

/** Written inside the change's transaction; `email` read before it (PGlite has one connection). */
async function audit(
  tx: Orm,
  caller: Caller & { email: string | null },
  action: AuditAction,
  keyId: string,
  details: Record<string, unknown>,
  ip: string | null,
) {
  await recordAudit(tx, {
    action,
    companyId: caller.companyId,
    actor: { id: caller.userId, email: caller.email },
    objectType: "api_key",
    objectId: keyId,
    details,
    ip,
  });
}

export async function listKeys(ctx: AppContext, caller: Caller): Promise<ApiKey[]> {
  await ctx.keyUsage.flush();
  return (await liveKeys(ctx.db, caller.userId)).map(toApiKey);
}

const withEmail = async (ctx: AppContext, caller: Caller) => ({
  ...caller,
  email: (await findUserById(ctx.db, caller.userId))?.email ?? null,
});

export async function createKey(ctx: AppContext, caller: Caller, body: ApiKeyBody, ip: string | null): Promise<CreatedApiKey> {
  const { secret, hash, prefix } = newApiKeySecret();
  const actor = await withEmail(ctx, caller);
  const id = await ctx.db.orm.transaction(async (tx) => {
    if ((await countLiveKeys(tx, caller.userId)) >= MAX_KEYS)
      throw new RequestError(409, "You have reached the limit of 20 API keys; revoke one first", "TOO_MANY_KEYS");
    const key = await insertKey(tx, {
      userId: caller.userId,
      name: body.name.trim(),
      description: body.description?.trim() ?? "",
      keyHash: hash,
      prefix,
    });
    await audit(tx, actor, "api_key.created", key.id, { name: key.name, prefix }, ip);
    return key.id;
  });
  const row = await liveKey(ctx.db, caller.userId, id);
  return { ...toApiKey(row!), secret };
}

export async function editKey(ctx: AppContext, caller: Caller, id: string, body: ApiKeyBody, ip: string | null): Promise<ApiKey> {
  const actor = await withEmail(ctx, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const key = await updateKey(tx, caller.userId, id, { name: body.name.trim(), description: body.description?.trim() });
    if (!key) throw new RequestError(404, NOT_FOUND, "API_KEY_NOT_FOUND");
    await audit(tx, actor, "api_key.updated", id, { name: key.name }, ip);
  });
  return toApiKey((await liveKey(ctx.db, caller.userId, id))!);
}

export async function revoke(ctx: AppContext, caller: Caller, id: string, ip: string | null): Promise<void> {
  const actor = await withEmail(ctx, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const key = await revokeKey(tx, caller.userId, id);
    if (!key) throw new RequestError(404, NOT_FOUND, "API_KEY_NOT_FOUND");
    await audit(tx, actor, "api_key.revoked", id, { name: key.name, prefix: key.prefix }, ip);
  });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calls and errors per key and day (UTC) over the last `days` days, every day present. */
export async function keyStats(ctx: AppContext, caller: Caller, days: number): Promise<ApiKeyStats> {
  await ctx.keyUsage.flush();
  const today = Date.now();
  const dates = Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * 86_400_000));
  const from = dates[0]!;
  const [keys, usage] = await Promise.all([liveKeys(ctx.db, caller.userId), usageSince(ctx.db, caller.userId, from)]);
  return {
    from,
    to: dates[dates.length - 1]!,
    keys: keys.map(({ key }) => {
      const byDay = new Map(usage.filter((u) => u.keyId === key.id).map((u) => [u.day, u]));
      const daily = dates.map((date) => ({ date, calls: byDay.get(date)?.calls ?? 0, errors: byDay.get(date)?.errors ?? 0 }));
      return {
        id: key.id,
        name: key.name,
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        calls: daily.reduce((sum, d) => sum + d.calls, 0),
        errors: daily.reduce((sum, d) => sum + d.errors, 0),
        daily,
      };
    }),
  };
}
