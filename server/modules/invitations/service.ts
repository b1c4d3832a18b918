/**
 * Invitations: a company_admin (or super_admin) invites an address with a role no higher than
 * their own; the link's token (256 bits) is stored hashed, works once and for 7 days, and a new
 * invitation of the same address replaces it. Accepting creates the account, or — for an
 * address that has one — signs in with its password and joins.
 */
import type { AcceptInvitationBody, Invitation, InvitationPreview, InviteBody, Role, User } from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { hashPassword, passwordProblem, verifyPassword } from "../../core/passwords";
import { recordAttempt, retryAfterSeconds } from "../../core/rate-limit";
import { assertMayGrant, managedCompany } from "../../core/roles";
import { verifySecondFactor } from "../../core/second-factor";
import { startSession, type ClientMeta, type SessionTokens } from "../../core/sessions";
import { randomToken, tokenHash } from "../../core/tokens";
import { findUserByEmail, findUserById, normaliseEmail, toUserDto } from "../../core/users";
import { invitationMail } from "./mail";
import {
  cancelPending,
  companyName,
  findByTokenHash,
  findInvitation,
  insertInvitation,
  insertInvitedUser,
  leavesMembersWithoutAdmin,
  isMember,
  joinCompany,
  listPending,
  markAccepted,
  replacePending,
} from "./queries";

export const INVITATION_TTL_MS = 7 * 86_400_000;

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

const fullName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(" ") || email || "";

function toInvitation(row: InvitationRow): Invitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: row.inviterId
      ? { id: row.inviterId, email: row.inviterEmail ?? "", name: fullName(row.inviterFirstName, row.inviterLastName, row.inviterEmail) }
      : null,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= Date.now(),
  };
}

export async function invite(ctx: AppContext, caller: Caller, body: InviteBody, meta: ClientMeta, companyId?: string): Promise<Invitation> {
  const company = managedCompany(caller, companyId);
  assertMayGrant(caller, body.role);
  const email = normaliseEmail(body.email);
  const inviter = await findUserById(ctx.db, caller.userId);
  const name = await companyName(ctx.db.orm, company);
  if (!inviter || !name) throw new RequestError(404, "Company not found", "COMPANY_NOT_FOUND");
  const preferred = inviter.preferences.language;
  const language = body.language ?? (preferred === "en" ? "en" : "sv");
  const token = randomToken("fxi");
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const id = await ctx.db.orm.transaction(async (tx) => {
    if (await isMember(tx, company, email))
      throw new RequestError(409, "This address already belongs to a member", "ALREADY_MEMBER", "email");
    const replaced = await replacePending(tx, company, email);
    const created = await insertInvitation(tx, {
      companyId: company,
      email,
      role: body.role,
      tokenHash: tokenHash(token),
      invitedBy: caller.userId,
      language,
      expiresAt,
    });
    await recordAudit(tx, {
      action: "member.invited",
      companyId: company,
      actor: { id: inviter.id, email: inviter.email },
      objectType: "invitation",
      objectId: created.id,
      details: { email, role: body.role, replaced: replaced.length > 0 },
      ip: meta.ip ?? null,
    });
    return created.id;
  });
  const link = `${ctx.config.publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  const mail = invitationMail({
    language,
    companyName: name,
    inviterName: fullName(inviter.firstName, inviter.lastName, inviter.email),
    role: body.role,
    link,
    expiresAt,
  });
  await ctx.mailer.send({ to: email, ...mail });
  const row = await findInvitation(ctx.db, company, id);
  return toInvitation(row!);
}

export async function pendingInvitations(ctx: AppContext, caller: Caller, companyId?: string): Promise<Invitation[]> {
  const company = managedCompany(caller, companyId);
  return (await listPending(ctx.db, company)).map(toInvitation);
}

export async function cancelInvitation(ctx: AppContext, caller: Caller, id: string, meta: ClientMeta, companyId?: string) {
  const company = managedCompany(caller, companyId);
  const actor = await findUserById(ctx.db, caller.userId);
  await ctx.db.orm.transaction(async (tx) => {
    const cancelled = await cancelPending(tx, company, id);
    if (!cancelled) throw new RequestError(404, "No such pending invitation", "INVITATION_NOT_PENDING");
    await recordAudit(tx, {
      action: "invitation.cancelled",
      companyId: company,
      actor: { id: caller.userId, email: actor?.email ?? null },
      objectType: "invitation",
      objectId: id,
      details: { email: cancelled.email, role: cancelled.role },
      ip: meta.ip ?? null,
    });
  });
}

/** Why a token cannot be used, as a stable code the accept page translates. */
function refusal(row: Awaited<ReturnType<typeof findByTokenHash>>) {
  if (!row) return new RequestError(404, "This invitation does not exist", "INVITATION_NOT_FOUND");
  const { status, expiresAt } = row.invitation;
  if (status === "accepted") return new RequestError(410, "This invitation has already been used", "INVITATION_USED");
  if (status === "cancelled") return new RequestError(410, "This invitation has been cancelled", "INVITATION_CANCELLED");
  if (status === "replaced") return new RequestError(410, "A newer invitation has replaced this one", "INVITATION_REPLACED");
  if (expiresAt.getTime() <= Date.now()) return new RequestError(410, "This invitation has expired", "INVITATION_EXPIRED");
  return null;
}

export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const row = await findByTokenHash(ctx.db.orm, tokenHash(token));
  const refused = refusal(row);
  if (refused || !row) throw refused!;
  return {
    company: { name: row.companyName },
    inviter: row.inviterId
      ? { name: fullName(row.inviterFirstName, row.inviterLastName, row.inviterEmail), email: row.inviterEmail ?? "" }
      : null,
    email: row.invitation.email,
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
    accountExists: (await findUserByEmail(ctx.db, row.invitation.email)) !== undefined,
  };
}

export type AcceptOutcome =
  { kind: "accepted"; user: User; tokens: SessionTokens; created: boolean } | { kind: "rate-limited"; retryAfter: number };

export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  body: AcceptInvitationBody,
  meta: ClientMeta,
): Promise<AcceptOutcome> {
  if (body.token !== token) throw new RequestError(400, "body/token must equal the token in the path", "TOKEN_MISMATCH", "token");
  const hash = tokenHash(token);
  const first = await findByTokenHash(ctx.db.orm, hash);
  const refused = refusal(first);
  if (refused || !first) throw refused!;
  const email = first.invitation.email;
  const existing = await findUserByEmail(ctx.db, email);

  let passwordHash: string | undefined;
  if (existing) {
    // Joining with an existing account is a sign-in: the same slow-down as the sign-in page.
    const wait = await retryAfterSeconds(ctx.db, "login", { account: email, ip: meta.ip });
    if (wait) return { kind: "rate-limited", retryAfter: wait };
    const ok = await verifyPassword(existing.passwordHash, body.password);
    await recordAttempt(ctx.db, {
      kind: "login",
      account: email,
      userId: existing.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      success: ok,
    });
    if (!ok) throw new RequestError(403, "Wrong password for the existing account of this address", "WRONG_PASSWORD", "password");
    if (existing.twoFactorEnabled) {
      if (!body.twoFactorCode)
        throw new RequestError(403, "Enter the code from your authenticator app", "TWO_FACTOR_REQUIRED", "twoFactorCode");
      if (!(await verifySecondFactor(ctx.db, ctx.secrets, existing, body.twoFactorCode)))
        throw new RequestError(403, "Invalid two-factor code", "TWO_FACTOR_INVALID", "twoFactorCode");
    }
  } else {
    if (!body.firstName?.trim() || !body.lastName?.trim())
      throw new RequestError(
        400,
        "body/firstName and body/lastName are required for a new account",
        "NAME_REQUIRED",
        body.firstName?.trim() ? "lastName" : "firstName",
      );
    const problem = passwordProblem(body.password);
    if (problem) throw new RequestError(400, problem.message, problem.code, "password");
    passwordHash = await hashPassword(body.password);
  }

  const user = await ctx.db.orm.transaction(async (tx) => {
    // Locked and checked again: two accepts of one token cannot both succeed.
    const row = await findByTokenHash(tx, hash, true);
    const refusedNow = refusal(row);
    if (refusedNow || !row) throw refusedNow!;
    const { invitation } = row;
    const role: Role = invitation.role;
    // Joining moves the account to the new company: a company's last admin would leave its
    // members with nobody to manage it (the rule that keeps them from being removed or demoted).
    if (
      existing?.companyId &&
      existing.companyId !== invitation.companyId &&
      existing.role !== "super_admin" &&
      (await leavesMembersWithoutAdmin(tx, existing.companyId, existing.id))
    )
      throw new RequestError(
        409,
        "You are the last company_admin of your current organisation and others remain in it; make one of them company_admin first",
        "LAST_ADMIN",
      );
    const joined = existing
      ? await joinCompany(tx, existing.id, invitation.companyId, role)
      : await insertInvitedUser(tx, {
          email: invitation.email,
          passwordHash: passwordHash!,
          firstName: body.firstName!.trim(),
          lastName: body.lastName!.trim(),
          companyId: invitation.companyId,
          role,
          language: invitation.language,
        });
    await markAccepted(tx, invitation.id, joined.id);
    await recordAudit(tx, {
      action: "member.joined",
      companyId: invitation.companyId,
      actor: { id: joined.id, email: joined.email },
      objectType: "user",
      objectId: joined.id,
      details: { email: joined.email, role, invitationId: invitation.id, newAccount: !existing },
      ip: meta.ip ?? null,
    });
    return joined;
  });
  const { accessToken, refreshToken } = await startSession(ctx, user.id, meta);
  return { kind: "accepted", user: toUserDto(user), tokens: { accessToken, refreshToken }, created: !existing };
}
