import { eq } from "drizzle-orm";
import { decodeJwt, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { resolveSecrets } from "../../server/core/secrets";
import { users } from "../../server/db/schema";
import { demoUsers } from "../../server/data/seed";
import { useTestApp } from "./helpers/app";
import { get, registerUser, signIn, type Tokens } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";
import { addMember } from "./helpers/members";

/** Protected routes every forged token is tried on: an account route and a market route. */
const PROTECTED = ["/api/v1/users/me", "/api/v1/sales/summary?period=30d"];

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/** A token signed like the server's own (same key, claims and header) with changes. */
function signLike(key: Uint8Array, claims: JWTPayload, header: Record<string, unknown> = {}, alg = "HS256") {
  return new SignJWT(claims).setProtectedHeader({ ...header, alg }).sign(key);
}

describe.each(testDatabases)("forged and stale access tokens on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });

  /** Every (label, route) where the token was not answered 401; a test ends by asserting none. */
  const accepted: string[] = [];
  async function refused(token: string, label: string) {
    for (const url of PROTECTED) {
      const res = await get(t, url, token);
      if (res.statusCode !== 401) accepted.push(`${label} on ${url}: ${res.statusCode}`);
    }
  }
  afterEach(() => {
    const found = accepted.splice(0);
    expect(found).toEqual([]);
  });

  /** A real token of a demo user, its claims and the server's signing key. */
  async function genuine(): Promise<{ tokens: Tokens; claims: JWTPayload; header: Record<string, unknown>; key: Uint8Array }> {
    const tokens = await signIn(t, demoUsers[0]!.email);
    for (const url of PROTECTED) expect((await get(t, url, tokens.accessToken)).statusCode, url).toBe(200);
    const [headerPart] = tokens.accessToken.split(".");
    const header = JSON.parse(Buffer.from(headerPart!, "base64url").toString()) as Record<string, unknown>;
    delete header.alg;
    const { jwtKey } = await resolveSecrets(t.db, undefined);
    return { tokens, claims: decodeJwt(tokens.accessToken), header, key: jwtKey };
  }

  it("accepts a token re-signed with the server's key and unchanged claims (the control)", async () => {
    const { claims, header, key } = await genuine();
    const copy = await signLike(key, claims, header);
    for (const url of PROTECTED) expect((await get(t, url, copy)).statusCode, url).toBe(200);
  });

  it("refuses alg none, other algorithms and other keys", async () => {
    const { tokens, claims, header } = await genuine();
    const unsigned = new UnsecuredJWT(claims).encode();
    await refused(unsigned, "alg none");
    const [head, body] = tokens.accessToken.split(".");
    await refused(`${head}.${body}.`, "signature stripped");
    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    await refused(`${noneHeader}.${body}.`, "alg none with the genuine payload");

    const rsa = await generateKeyPair("RS256");
    await refused(await new SignJWT(claims).setProtectedHeader({ alg: "RS256" }).sign(rsa.privateKey), "RS256 with an attacker's key");
    // The classic confusion: HS256 keyed with a public key the attacker knows.
    const publicPem = new TextEncoder().encode(await exportSPKI(rsa.publicKey));
    await refused(await signLike(publicPem, claims, header), "HS256 keyed with an RSA public key");
    await refused(await signLike(new TextEncoder().encode("secret"), claims, header), "HS256 with a guessed key");
    await refused(await signLike(crypto.getRandomValues(new Uint8Array(32)), claims, header), "HS256 with a random key");

    const tampered = { ...claims, role: "super_admin" };
    await refused(
      `${head}.${Buffer.from(JSON.stringify(tampered)).toString("base64url")}.${tokens.accessToken.split(".")[2]}`,
      "payload edited",
    );
  });

  it("refuses the server's own key with another algorithm, or claims out of date, place or kind", async () => {
    const { claims, header, key } = await genuine();
    await refused(await signLike(key, claims, header, "HS512"), "HS512 with the server's key");
    await refused(await signLike(key, { ...claims, iat: now() - 2 * HOUR, exp: now() - HOUR }, header), "expired");
    await refused(await signLike(key, { ...claims, nbf: now() + HOUR }, header), "not yet valid");
    await refused(await signLike(key, { ...claims, exp: undefined }, header), "without expiry");
    await refused(await signLike(key, { ...claims, iss: "someone-else" }, header), "another issuer");
    await refused(await signLike(key, { ...claims, iss: undefined }, header), "no issuer");
    await refused(await signLike(key, { ...claims, aud: "another-service" }, header), "another audience");
    await refused(await signLike(key, { ...claims, aud: undefined }, header), "no audience");
    await refused(await signLike(key, claims, { ...header, typ: "refresh+jwt" }), "another token type");
    await refused(await signLike(key, claims, { ...header, typ: undefined }), "no token type");
    await refused(await signLike(key, { ...claims, sub: undefined }, header), "no subject");
    await refused(await signLike(key, { ...claims, sid: "00000000-0000-0000-0000-000000000000" }, header), "an unknown session");
  });

  it("refuses a token naming one user with another user's session", async () => {
    const { claims, header, key } = await genuine();
    const other = decodeJwt((await signIn(t, demoUsers[1]!.email)).accessToken);
    await refused(await signLike(key, { ...claims, sid: other.sid }, header), "another user's session");
    await refused(await signLike(key, { ...other, sub: claims.sub }, header), "another user's session, own subject");
  });

  it("refuses a refresh token used as an access token", async () => {
    const { tokens } = await genuine();
    await refused(tokens.refreshToken, "refresh token as bearer");
  });

  it("refuses the token of a user deleted since", async () => {
    const { tokens, user } = await registerUser(t);
    expect((await get(t, PROTECTED[0]!, tokens.accessToken)).statusCode).toBe(200);
    await t.db.orm.delete(users).where(eq(users.id, user.id));
    await refused(tokens.accessToken, "deleted user's token");
  });

  it("refuses the token of a member removed from the company since", async () => {
    const admin = await registerUser(t);
    const member = await addMember(t, admin.tokens.accessToken);
    expect((await get(t, PROTECTED[1]!, member.tokens.accessToken)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/organizations/me/members/${member.id}`,
      headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await refused(member.tokens.accessToken, "removed member's token");
  });
});
