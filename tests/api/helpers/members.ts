import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { outbox } from "../../../server/db/schema";
import type { TestApp } from "./app";
import { freshIp, type Tokens } from "./auth";

let invited = 0;

/** Invites a new address into the admin's company and accepts: the new member, signed in. */
export async function addMember(t: TestApp, adminToken: string, role = "company_user") {
  const email = `member${++invited}-${Date.now()}@members.example.test`;
  const invite = await t.app.inject({
    method: "POST",
    url: "/api/v1/organizations/me/members/invite",
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { email, role },
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const [mail] = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const token = decodeURIComponent(/\/accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(mail?.bodyText ?? "")![1]!);
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/v1/invitations/${token}/accept`,
    remoteAddress: freshIp(),
    payload: { token, password: "a long member passphrase", firstName: "Mem", lastName: "Ber" },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const body = accepted.json() as { user: { id: string }; tokens: Tokens };
  return { email, id: body.user.id, tokens: body.tokens, invitationId: invite.json().data.id as string };
}
