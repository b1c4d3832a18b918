import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH } from "../../contracts";

export const PASSWORD_MIN_LENGTH = 12;

// OWASP's argon2id recommendation: m=19 MiB, t=2, p=1.
// algorithm 2 is Argon2id (the package exports it as an ambient const enum).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

const commonPasswords = new Set(dictionary["passwords-common"] as string[]);

/** A listed password, or one with a few digits or symbols tacked on ("password2024!"). */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]{1,6}$/, "");
  return stem.length >= 6 && stem !== lower && commonPasswords.has(stem);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verifying against this when an account does not exist keeps response times alike.
const dummyHash = hashPassword("not-a-real-password-for-timing");

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** Why a password is refused: the English sentence and its stable code. */
export interface PasswordProblem {
  message: string;
  code: "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_COMMON";
}

/** Length and the commonest-passwords list; no composition rules (ASVS 2.1). */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, code: "PASSWORD_TOO_SHORT" };
  if (length > PASSWORD_MAX_LENGTH)
    return { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, code: "PASSWORD_TOO_LONG" };
  if (isCommon(password) || new Set(password).size <= 2)
    return { message: "This password is too common; choose another", code: "PASSWORD_TOO_COMMON" };
  return null;
}
