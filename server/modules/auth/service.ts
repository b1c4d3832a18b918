import { COMPANY_SUSPENDED, COMPANY_SUSPENDED_MESSAGE } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { hashPassword, passwordProblem, verifyPassword } from "../../core/passwords";
import { accountFailures, OWNER_ALERT_FAILURES, recordAttempt, retryAfterSeconds } from "../../core/rate-limit";
import { verifySecondFactor } from "../../core/second-factor";
import { endUserSessions, startSession, type ClientMeta, type SessionTokens } from "../../core/sessions";
import { randomToken, tokenHash } from "../../core/tokens";
import { isUniqueViolation } from "../../db/unique-violation";
import { findUserByEmail, findUserById, normaliseEmail, toUserDto, type UserDto, type UserRow } from "../../core/users";
import {
  companyStatus,
  consumeChallenge,
  findLiveReset,
  findTwoFactorChallenge,
  insertCompany,
  insertCompanyAdmin,
  insertPasswordReset,
  insertTwoFactorChallenge,
  markResetsUsed,
  setChallengeAttempts,
  setPasswordHash,
} from "./queries";

export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
export const TWO_FACTOR_MAX_TRIES = 5;
export const RESET_TOKEN_MS = 60 * 60 * 1000;

export type SignInOutcome =
  | { kind: "signed-in"; user: UserDto; tokens: SessionTokens }
  | { kind: "two-factor"; tempToken: string }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "refused"; status: 400 | 401 | 403 | 409; message: string; code: string; field?: string };

const INVALID_LOGIN = "Invalid email or password";
const INVALID_CODE = "Invalid two-factor code";

/** Tells the owner that someone keeps failing to sign in to their account (sent once per run of failures). */
async function alertOwner(ctx: AppContext, user: UserRow) {
  await ctx.mailer.send({
    to: user.email,
    subject: "Misslyckade inloggningar på ditt Fenix-konto / Failed sign-ins to your Fenix account",
    text: [
      `Någon har försökt logga in på ditt Fenix-konto med fel lösenord ${OWNER_ALERT_FAILURES} gånger i rad.`,
      "Om det var du behöver du inte göra något. Annars: välj ett nytt, starkt lösenord och slå på tvåstegsverifiering.",
      "",
      `Someone has tried to sign in to your Fenix account with a wrong password ${OWNER_ALERT_FAILURES} times in a row.`,
      "If it was you, there is nothing to do. Otherwise choose a new, strong password and switch on two-factor authentication.",
      "",
      `${ctx.config.publicUrl}/profile`,
    ].join("\n"),
  });
}

async function signIn(ctx: AppContext, user: UserRow, meta: ClientMeta): Promise<SignInOutcome> {
  // Checked after the password, so the refusal tells nothing to someone who does not know it.
  if (user.role !== "super_admin" && user.companyId && (await companyStatus(ctx.db.orm, user.companyId)) === "suspended")
    return { kind: "refused", status: 403, message: COMPANY_SUSPENDED_MESSAGE, code: COMPANY_SUSPENDED };
  const { accessToken, refreshToken } = await startSession(ctx, user.id, meta);
  return { kind: "signed-in", user: toUserDto(user), tokens: { accessToken, refreshToken } };
}

async function secondStep(ctx: AppContext, user: UserRow, code: string, meta: ClientMeta): Promise<SignInOutcome | null> {
  const wait = await retryAfterSeconds(ctx.db, "two_factor", { account: user.id, ip: meta.ip });
  if (wait) return { kind: "rate-limited", retryAfter: wait };
  const ok = await verifySecondFactor(ctx.db, ctx.secrets, user, code);
  await recordAttempt(ctx.db, {
    kind: "two_factor",
    account: user.id,
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    success: ok,
  });
  return ok ? null : { kind: "refused", status: 401, message: INVALID_CODE, code: "TWO_FACTOR_INVALID", field: "code" };
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; twoFactorCode?: string | undefined },
  meta: ClientMeta,
): Promise<SignInOutcome> {
  const account = normaliseEmail(input.email);
  const wait = await retryAfterSeconds(ctx.db, "login", { account, ip: meta.ip });
  if (wait) return { kind: "rate-limited", retryAfter: wait };

  const user = await findUserByEmail(ctx.db, account);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  await recordAttempt(ctx.db, {
    kind: "login",
    account,
    userId: user?.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    success: Boolean(user && passwordOk),
  });
  if (!user || !passwordOk) {
    if (user && (await accountFailures(ctx.db, "login", account)) === OWNER_ALERT_FAILURES) await alertOwner(ctx, user);
    return { kind: "refused", status: 401, message: INVALID_LOGIN, code: "INVALID_CREDENTIALS" };
  }

  if (!user.twoFactorEnabled) return signIn(ctx, user, meta);
  if (input.twoFactorCode) {
    const refused = await secondStep(ctx, user, input.twoFactorCode, meta);
    return refused ?? signIn(ctx, user, meta);
  }
  const tempToken = randomToken("fxt");
  await insertTwoFactorChallenge(ctx.db.orm, tokenHash(tempToken), user.id, new Date(Date.now() + TWO_FACTOR_CHALLENGE_MS));
  return { kind: "two-factor", tempToken };
}

export async function verifyTwoFactorLogin(ctx: AppContext, tempToken: string, code: string, meta: ClientMeta): Promise<SignInOutcome> {
  const challenge = await findTwoFactorChallenge(ctx.db.orm, tokenHash(tempToken));
  if (!challenge || challenge.consumedAt || challenge.expiresAt.getTime() <= Date.now()) {
    return { kind: "refused", status: 401, message: "The two-factor sign-in has expired. Sign in again.", code: "TWO_FACTOR_EXPIRED" };
  }
  if (challenge.attempts >= TWO_FACTOR_MAX_TRIES) {
    return { kind: "refused", status: 401, message: "Too many wrong codes. Sign in again.", code: "TWO_FACTOR_TOO_MANY_TRIES" };
  }
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user?.twoFactorEnabled)
    return { kind: "refused", status: 401, message: "The two-factor sign-in has expired. Sign in again.", code: "TWO_FACTOR_EXPIRED" };

  const refused = await secondStep(ctx, user, code, meta);
  if (refused) {
    if (refused.kind === "refused") await setChallengeAttempts(ctx.db.orm, challenge.id, challenge.attempts + 1);
    return refused;
  }
  if (!(await consumeChallenge(ctx.db.orm, challenge.id)))
    return { kind: "refused", status: 401, message: "The two-factor sign-in has expired. Sign in again.", code: "TWO_FACTOR_EXPIRED" };
  return signIn(ctx, user, meta);
}

/** The unique index on lower(email) (server/db/schema/accounts.ts). */
const USERS_EMAIL_KEY = "users_email_lower_key";
const emailTaken: SignInOutcome = {
  kind: "refused",
  status: 409,
  message: "An account with this email already exists",
  code: "EMAIL_TAKEN",
  field: "email",
};

export async function register(
  ctx: AppContext,
  input: { email: string; password: string; firstName: string; lastName: string; companyName: string },
  meta: ClientMeta,
): Promise<SignInOutcome> {
  if (!ctx.config.registrationOpen) return { kind: "refused", status: 403, message: "Registration is closed", code: "REGISTRATION_CLOSED" };
  const account = normaliseEmail(input.email);
  const domain = account.slice(account.lastIndexOf("@") + 1);
  const wait = await retryAfterSeconds(
    ctx.db,
    "register",
    { account: domain, ip: meta.ip },
    new Date(),
    ctx.config.registrationsPerAddress,
  );
  if (wait) return { kind: "rate-limited", retryAfter: wait };
  await recordAttempt(ctx.db, { kind: "register", account, ip: meta.ip, userAgent: meta.userAgent, success: true });

  const problem = passwordProblem(input.password);
  if (problem) return { kind: "refused", status: 400, ...problem, field: "password" };
  if (await findUserByEmail(ctx.db, account)) return emailTaken;
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.orm
    .transaction(async (tx) => {
      const company = await insertCompany(tx, input.companyName.trim());
      return insertCompanyAdmin(tx, {
        email: account,
        passwordHash,
        companyId: company.id,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
      });
    })
    // A registration with the same email that got in between the check above and this write.
    .catch((error: unknown) => (isUniqueViolation(error, USERS_EMAIL_KEY) ? null : Promise.reject(error)));
  if (!user) return emailTaken;
  return signIn(ctx, user, meta);
}

/** Always succeeds from the caller's point of view, so it tells nobody whether an account exists. */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: ClientMeta): Promise<{ retryAfter: number } | null> {
  const account = normaliseEmail(email);
  const wait = await retryAfterSeconds(ctx.db, "reset", { account, ip: meta.ip });
  if (wait) return { retryAfter: wait };
  await recordAttempt(ctx.db, { kind: "reset", account, ip: meta.ip, userAgent: meta.userAgent, success: true });
  const user = await findUserByEmail(ctx.db, account);
  if (!user) return null;
  const token = randomToken("fxp");
  await insertPasswordReset(ctx.db.orm, tokenHash(token), user.id, new Date(Date.now() + RESET_TOKEN_MS));
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: "Återställ ditt lösenord till Fenix / Reset your Fenix password",
    text: [
      "Hej! Någon (förhoppningsvis du) bad om att återställa lösenordet till ditt Fenix-konto.",
      `Välj ett nytt lösenord här inom en timme: ${link}`,
      "Om det inte var du kan du bortse från det här meddelandet.",
      "",
      "Hello! Someone (hopefully you) asked to reset the password of your Fenix account.",
      `Choose a new password here within an hour: ${link}`,
      "If it was not you, you can ignore this message.",
    ].join("\n"),
  });
  return null;
}

const liveReset = (ctx: AppContext, token: string) => findLiveReset(ctx.db.orm, tokenHash(token));

export async function checkResetToken(
  ctx: AppContext,
  token: string,
  meta: ClientMeta,
): Promise<{ retryAfter: number } | { valid: boolean; expiresAt: string | undefined }> {
  const wait = await retryAfterSeconds(ctx.db, "reset", { ip: meta.ip });
  if (wait) return { retryAfter: wait };
  const reset = await liveReset(ctx, token);
  if (!reset) await recordAttempt(ctx.db, { kind: "reset", ip: meta.ip, userAgent: meta.userAgent, success: false });
  return { valid: Boolean(reset), expiresAt: reset?.expiresAt.toISOString() };
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  newPassword: string,
  meta: ClientMeta,
): Promise<{ retryAfter: number } | { status: 400; message: string; code: string; field?: string } | null> {
  const wait = await retryAfterSeconds(ctx.db, "reset", { ip: meta.ip });
  if (wait) return { retryAfter: wait };
  const reset = await liveReset(ctx, token);
  if (!reset) {
    await recordAttempt(ctx.db, { kind: "reset", ip: meta.ip, userAgent: meta.userAgent, success: false });
    return { status: 400, message: "This reset link is invalid or has expired", code: "RESET_LINK_INVALID" };
  }
  const problem = passwordProblem(newPassword);
  if (problem) return { status: 400, ...problem, field: "newPassword" };
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.orm.transaction(async (tx) => {
    await setPasswordHash(tx, reset.userId, passwordHash);
    await markResetsUsed(tx, reset.userId);
  });
  await endUserSessions(ctx.db, reset.userId, "password reset");
  return null;
}
