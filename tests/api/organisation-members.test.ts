import { desc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, outbox } from "../../server/db/schema";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp, get, post, registerUser, signIn, type Tokens } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const PASSWORD = "a long invitee passphrase";
let sequence = 0;
const freshEmail = () => `colleague${++sequence}-${Date.now()}@invitee.example.test`;

async function call(t: TestApp, method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const match = /\/accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(mail?.bodyText ?? "");
  expect(match, mail?.bodyText).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function invite(t: TestApp, token: string, email: string, role = "company_user") {
  const res = await call(t, "POST", "/api/v1/organizations/me/members/invite", token, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return { invitation: res.json().data, token: await invitationToken(t, email.toLowerCase()) };
}

async function accept(t: TestApp, token: string, body: object = {}) {
  return call(t, "POST", `/api/v1/invitations/${token}/accept`, undefined, {
    token,
    password: PASSWORD,
    firstName: "Kim",
    lastName: "Kollega",
    ...body,
  });
}

/** A company with its admin and one invited member who accepted. */
async function teamWithMember(t: TestApp, role = "company_user") {
  const admin = await registerUser(t);
  const email = freshEmail();
  const { token } = await invite(t, admin.tokens.accessToken, email, role);
  const accepted = await accept(t, token);
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { admin, member: { email, id: accepted.json().user.id as string, tokens: accepted.json().tokens as Tokens } };
}

async function auditActions(t: TestApp, companyId: string) {
  const rows = await t.db.orm.select().from(auditLog).where(eq(auditLog.companyId, companyId)).orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe.each(testDatabases)("members, invitations and audit on $name", (database) => {
  const t = useTestApp(database, { PUBLIC_URL: "https://fenix.example" }, { seed: true });
  afterEach(() => vi.useRealTimers());

  it("invites by mail (sv and en, text and HTML), previews and accepts into a new account that lands signed in", async () => {
    const admin = await registerUser(t);
    const email = freshEmail();
    const res = await call(t, "POST", "/api/v1/organizations/me/members/invite", admin.tokens.accessToken, {
      email,
      role: "company_user",
      language: "en",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email, role: "company_user", expired: false });
    expect(JSON.stringify(res.json())).not.toContain("fxi_");
    const [mail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail!.subject).toMatch(/^Invitation to Test Company/);
    expect(mail!.bodyText).toContain("https://fenix.example/accept-invite?token=fxi_");
    expect(mail!.bodyHtml).toContain('<a href="https://fenix.example/accept-invite?token=fxi_');
    const token = await invitationToken(t, email);
    // At least 128 bits: 32 random bytes in base64url.
    expect(token.length).toBeGreaterThanOrEqual(4 + 43);
    const stored = await t.db.orm.execute(sql`select token_hash from invitations where lower(email) = ${email}`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const sv = freshEmail();
    await call(t, "POST", "/api/v1/organizations/me/members/invite", admin.tokens.accessToken, {
      email: sv,
      role: "company_user",
      language: "sv",
    });
    const [svMail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, sv));
    expect(svMail!.subject).toMatch(/^Inbjudan till/);
    expect(svMail!.bodyHtml).toContain('lang="sv"');

    const preview = await call(t, "GET", `/api/v1/invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      company: { name: expect.stringMatching(/^Test Company/) },
      inviter: { name: "Test Person", email: admin.email },
      role: "company_user",
      email,
      accountExists: false,
    });

    const accepted = await accept(t, token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({ email, role: "company_user", companyId: admin.user.companyId, firstName: "Kim" });
    const me = await get(t, "/api/v1/auth/me", accepted.json().tokens.accessToken);
    expect(me.statusCode).toBe(200);
    const members = await call(t, "GET", "/api/v1/organizations/me/members", admin.tokens.accessToken);
    expect(members.json().data.items.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining([admin.email, email]));
    expect((await call(t, "GET", "/api/v1/organizations/me/invitations", admin.tokens.accessToken)).json().data.items).toHaveLength(1);
  });

  it("takes a token once (replay), refuses unknown, cancelled and replaced tokens with stable codes", async () => {
    const admin = await registerUser(t);
    const email = freshEmail();
    const { token } = await invite(t, admin.tokens.accessToken, email);
    expect((await accept(t, token)).statusCode).toBe(201);
    const replay = await accept(t, token);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().code).toBe("INVITATION_USED");
    expect((await call(t, "GET", `/api/v1/invitations/${token}`)).json().code).toBe("INVITATION_USED");

    const unknown = await call(t, "GET", `/api/v1/invitations/fxi_${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("INVITATION_NOT_FOUND");

    const other = freshEmail();
    const first = await invite(t, admin.tokens.accessToken, other);
    // Inviting the same address again replaces the old link.
    const second = await invite(
      t,
      admin.tokens.accessToken,
      other.toUpperCase().replace("@INVITEE.EXAMPLE.TEST", "@invitee.example.test"),
      "company_admin",
    );
    expect(second.token).not.toBe(first.token);
    expect((await call(t, "GET", `/api/v1/invitations/${first.token}`)).json().code).toBe("INVITATION_REPLACED");
    const pending = (await call(t, "GET", "/api/v1/organizations/me/invitations", admin.tokens.accessToken)).json().data.items;
    expect(pending.filter((i: { email: string }) => i.email.toLowerCase() === other)).toHaveLength(1);

    const cancelled = await call(t, "DELETE", `/api/v1/organizations/me/invitations/${second.invitation.id}`, admin.tokens.accessToken);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await accept(t, second.token);
    expect(afterCancel.statusCode).toBe(410);
    expect(afterCancel.json().code).toBe("INVITATION_CANCELLED");
    expect(
      (await call(t, "DELETE", `/api/v1/organizations/me/invitations/${second.invitation.id}`, admin.tokens.accessToken)).statusCode,
    ).toBe(404);
  });

  it("expires an invitation after 7 days (simulated clock)", async () => {
    const admin = await registerUser(t);
    const { token } = await invite(t, admin.tokens.accessToken, freshEmail());
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 7 * 86_400_000 - 60_000 });
    expect((await call(t, "GET", `/api/v1/invitations/${token}`)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const expired = await accept(t, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("INVITATION_EXPIRED");
    const later = await signIn(t, admin.email, admin.password);
    const listed = (await call(t, "GET", "/api/v1/organizations/me/invitations", later.accessToken)).json().data.items;
    expect(listed[0]).toMatchObject({ expired: true });
  });

  it("lets an existing account join with its password, never with a wrong one", async () => {
    const admin = await registerUser(t);
    const existing = await registerUser(t, "an existing account passphrase");
    const { token } = await invite(t, admin.tokens.accessToken, existing.email);
    expect((await call(t, "GET", `/api/v1/invitations/${token}`)).json().data.accountExists).toBe(true);
    const wrong = await accept(t, token, { password: "not the right passphrase" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("WRONG_PASSWORD");
    const joined = await accept(t, token, { password: "an existing account passphrase", firstName: undefined, lastName: undefined });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user).toMatchObject({ id: existing.user.id, companyId: admin.user.companyId, role: "company_user" });
  });

  it("keeps a company's last admin from leaving its members behind by accepting another company's invitation", async () => {
    const { admin, member } = await teamWithMember(t);
    const elsewhere = await registerUser(t);
    const { token } = await invite(t, elsewhere.tokens.accessToken, admin.email);
    const refused = await accept(t, token, { password: admin.password, firstName: undefined, lastName: undefined });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe("LAST_ADMIN");
    // Nothing moved: the admin still manages the first company.
    const still = await signIn(t, admin.email, admin.password);
    expect((await call(t, "GET", "/api/v1/organizations/me/members", still.accessToken)).statusCode).toBe(200);
    // With the member made admin, the invitation can be accepted; the first company keeps an admin.
    const promoted = await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, still.accessToken, {
      role: "company_admin",
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const joined = await accept(t, token, { password: admin.password, firstName: undefined, lastName: undefined });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user).toMatchObject({ companyId: elsewhere.user.companyId, role: "company_user" });
  });

  it("refuses escalation: a company_user cannot invite, an admin cannot grant super_admin", async () => {
    const { admin, member } = await teamWithMember(t);
    const asUser = await call(t, "POST", "/api/v1/organizations/me/members/invite", member.tokens.accessToken, {
      email: freshEmail(),
      role: "company_admin",
    });
    expect(asUser.statusCode).toBe(403);
    expect((await call(t, "GET", "/api/v1/organizations/me/members", member.tokens.accessToken)).statusCode).toBe(403);
    expect(
      (await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, member.tokens.accessToken, { role: "company_admin" }))
        .statusCode,
    ).toBe(403);
    const inviteOperator = await call(t, "POST", "/api/v1/organizations/me/members/invite", admin.tokens.accessToken, {
      email: freshEmail(),
      role: "super_admin",
    });
    expect(inviteOperator.statusCode).toBe(403);
    expect(inviteOperator.json().code).toBe("ROLE_ABOVE_OWN");
    const promoteOperator = await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, admin.tokens.accessToken, {
      role: "super_admin",
    });
    expect(promoteOperator.statusCode).toBe(403);
    expect(promoteOperator.json().code).toBe("ROLE_ABOVE_OWN");
    const bad = await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, admin.tokens.accessToken, { role: "owner" });
    expect(bad.statusCode).toBe(400);
  });

  it("promotes at once, keeps the last company_admin, and answers 404 for another company's ids", async () => {
    const { admin, member } = await teamWithMember(t);
    const adminId = admin.user.id as string;
    const demoteSelf = await call(t, "PUT", `/api/v1/organizations/me/members/${adminId}/role`, admin.tokens.accessToken, {
      role: "company_user",
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().code).toBe("LAST_ADMIN");
    const removeSelf = await call(t, "DELETE", `/api/v1/organizations/me/members/${adminId}`, admin.tokens.accessToken);
    expect(removeSelf.statusCode).toBe(409);

    const promoted = await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, admin.tokens.accessToken, {
      role: "company_admin",
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe("company_admin");
    // The member's current token acts with the new role at once.
    expect((await call(t, "GET", "/api/v1/organizations/me/members", member.tokens.accessToken)).statusCode).toBe(200);
    // Two admins now: one may step down.
    expect(
      (await call(t, "PUT", `/api/v1/organizations/me/members/${adminId}/role`, member.tokens.accessToken, { role: "company_user" }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, "GET", "/api/v1/organizations/me/members", admin.tokens.accessToken)).statusCode).toBe(403);

    const stranger = await teamWithMember(t);
    for (const [method, url] of [
      ["PUT", `/api/v1/organizations/me/members/${stranger.member.id}/role`],
      ["DELETE", `/api/v1/organizations/me/members/${stranger.member.id}`],
    ] as const) {
      const res = await call(t, method, url, member.tokens.accessToken, method === "PUT" ? { role: "company_user" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirInvite = await invite(t, stranger.admin.tokens.accessToken, freshEmail());
    expect(
      (await call(t, "DELETE", `/api/v1/organizations/me/invitations/${theirInvite.invitation.id}`, member.tokens.accessToken)).statusCode,
    ).toBe(404);
    // A company_admin cannot name another company.
    const other = await call(
      t,
      "GET",
      `/api/v1/organizations/me/members?companyId=${stranger.admin.user.companyId}`,
      member.tokens.accessToken,
    );
    expect(other.statusCode).toBe(404);
  });

  it("removing a member ends their sessions and API keys at once (401)", async () => {
    const { admin, member } = await teamWithMember(t);
    const created = await call(t, "POST", "/api/v1/users/me/api-keys", member.tokens.accessToken, { name: "Integration" });
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json().data.secret as string;
    const withKey = () => t.app.inject({ url: "/api/v1/organizations/me", headers: { "x-api-key": secret } });
    const data = () => t.app.inject({ url: "/api/v1/companies", headers: { "x-api-key": secret } });
    expect((await data()).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(403);

    const removed = await call(t, "DELETE", `/api/v1/organizations/me/members/${member.id}`, admin.tokens.accessToken);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(t, "/api/v1/auth/me", member.tokens.accessToken)).statusCode).toBe(401);
    expect((await data()).statusCode).toBe(401);
    const refresh = await post(t, "/api/v1/auth/refresh", { refreshToken: member.tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const members = (await call(t, "GET", "/api/v1/organizations/me/members", admin.tokens.accessToken)).json().data.items;
    expect(members.map((m: { id: string }) => m.id)).not.toContain(member.id);
  });

  it("writes every action to the audit log and pages it for company_admin only", async () => {
    const { admin, member } = await teamWithMember(t);
    const companyId = admin.user.companyId as string;
    await call(t, "PUT", "/api/v1/organizations/me", admin.tokens.accessToken, { name: "Audited AB" });
    await call(t, "PUT", `/api/v1/organizations/me/members/${member.id}/role`, admin.tokens.accessToken, { role: "company_admin" });
    const key = (await call(t, "POST", "/api/v1/users/me/api-keys", admin.tokens.accessToken, { name: "CI" })).json().data;
    await call(t, "PUT", `/api/v1/users/me/api-keys/${key.id}`, admin.tokens.accessToken, { name: "CI job" });
    await call(t, "DELETE", `/api/v1/users/me/api-keys/${key.id}`, admin.tokens.accessToken);
    const pending = await invite(t, admin.tokens.accessToken, freshEmail());
    await call(t, "DELETE", `/api/v1/organizations/me/invitations/${pending.invitation.id}`, admin.tokens.accessToken);
    await call(t, "DELETE", `/api/v1/organizations/me/members/${member.id}`, admin.tokens.accessToken);

    expect(await auditActions(t, companyId)).toEqual([
      "member.invited",
      "member.joined",
      "organization.renamed",
      "member.role_changed",
      "api_key.created",
      "api_key.updated",
      "api_key.revoked",
      "member.invited",
      "invitation.cancelled",
      "member.removed",
    ]);
    const page = await call(t, "GET", "/api/v1/organizations/me/audit?limit=4", admin.tokens.accessToken);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      "member.removed",
      "invitation.cancelled",
      "member.invited",
      "api_key.revoked",
    ]);
    expect(page.json().data.pagination).toEqual({ total: 10, hasMore: true, nextCursor: "4" });
    expect(page.json().data.items[0]).toMatchObject({
      actor: { email: admin.email, name: "Test Person" },
      objectType: "user",
      objectId: member.id,
    });
    const filtered = await call(t, "GET", "/api/v1/organizations/me/audit?action=api_key", admin.tokens.accessToken);
    expect(filtered.json().data.items).toHaveLength(3);
    // Append-only: the database refuses to change history.
    await expect(t.db.orm.execute(sql`delete from audit_log where company_id = ${companyId}`)).rejects.toThrow();
    const user = await signIn(t, "user@nordvik.example");
    expect((await call(t, "GET", "/api/v1/organizations/me/audit", user.accessToken)).statusCode).toBe(403);
  });

  it("lets an operator act on a company they name, and tells one without a company so", async () => {
    const operator = await signIn(t, "operator@fenix.example");
    const none = await call(t, "GET", "/api/v1/organizations/me/members", operator.accessToken);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe("NO_ORGANISATION");
    const admin = await registerUser(t);
    const listed = await call(t, "GET", `/api/v1/organizations/me/members?companyId=${admin.user.companyId}`, operator.accessToken);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items).toHaveLength(1);
  });
});
