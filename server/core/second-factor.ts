import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { backupCodes, users } from "../db/schema";
import type { Secrets } from "./secrets";
import { keyedHash } from "./tokens";
import { matchTotp, openSecret } from "./totp";
import type { UserRow } from "./users";

export const BACKUP_CODE_COUNT = 10;

/** "a1b2c-3d4e5" style: 10 base-32 characters, 50 bits. */
function newBackupCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Replaces the user's backup codes; the plain codes are returned once and never stored. */
export async function replaceBackupCodes(db: Pick<Database["orm"], "delete" | "insert">, secrets: Secrets, userId: string) {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db
    .insert(backupCodes)
    .values(codes.map((code) => ({ userId, codeHash: keyedHash(secrets.backupCodeKey, normaliseBackupCode(code)) })));
  return codes;
}

/** Marks a matching unused backup code as used; true only for the first use. */
export async function consumeBackupCode(db: Database, secrets: Secrets, userId: string, code: string): Promise<boolean> {
  const hash = keyedHash(secrets.backupCodeKey, normaliseBackupCode(code));
  const used = await db.orm
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, hash), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length > 0;
}

/** Accepts a TOTP code once: the step must be later than the last accepted one. */
export async function consumeTotp(db: Database, secrets: Secrets, user: UserRow, code: string, sealedSecret = user.twoFactorSecret) {
  if (!sealedSecret) return false;
  const step = matchTotp(openSecret(secrets.totpKey, sealedSecret), code.replace(/\s/g, ""));
  if (step === null) return false;
  const claimed = await db.orm
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** A second factor for sign-in: a current TOTP code or an unused backup code. */
export async function verifySecondFactor(db: Database, secrets: Secrets, user: UserRow, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed.replace(/\s/g, ""))) return consumeTotp(db, secrets, user, trimmed);
  return consumeBackupCode(db, secrets, user.id, trimmed);
}
