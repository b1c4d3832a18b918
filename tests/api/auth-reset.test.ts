import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../server/db/schema";
import { useTestApp, type TestApp } from "./helpers/app";
import { get, post, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

async function mailsTo(t: TestApp, email: string) {
  return t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
}

function resetToken(body: string): string {
  const match = /\/reset-password\?token=([^\s]+)/.exec(body);
  expect(match, body).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe.each(testDatabases)("password reset on $name", (database) => {
  const t = useTestApp(database, { PUBLIC_URL: "https://fenix.example" });

  it("answers the same for known and unknown emails, and mails only the known", async () => {
    const { email } = await registerUser(t);
    const known = await post(t, "/api/v1/auth/forgot-password", { email });
    const unknown = await post(t, "/api/v1/auth/forgot-password", { email: "ghost@example.test" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(t, "ghost@example.test")).toHaveLength(0);
    const [mail] = await mailsTo(t, email);
    expect(mail!.bodyText).toContain("https://fenix.example/reset-password?token=");
  });

  it("resets through the mailed link once, and ends every session", async () => {
    const { email, tokens } = await registerUser(t);
    await post(t, "/api/v1/auth/forgot-password", { email });
    const token = resetToken((await mailsTo(t, email))[0]!.bodyText);

    const valid = await post(t, "/api/v1/auth/reset-password/validate", { token });
    expect(valid.json()).toMatchObject({ valid: true, expiresAt: expect.any(String) });

    const weak = await post(t, "/api/v1/auth/reset-password", { token, newPassword: "short" });
    expect(weak.statusCode).toBe(400);

    const done = await post(t, "/api/v1/auth/reset-password", { token, newPassword: "my new reset passphrase" });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(t, "/api/v1/auth/me", tokens.accessToken)).statusCode).toBe(401);
    await signIn(t, email, "my new reset passphrase");

    const again = await post(t, "/api/v1/auth/reset-password", { token, newPassword: "yet another passphrase" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This reset link is invalid or has expired");
    expect((await post(t, "/api/v1/auth/reset-password/validate", { token })).json()).toEqual({ valid: false });
  });

  it("limits reset requests per account", async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 5; i++) expect((await post(t, "/api/v1/auth/forgot-password", { email })).statusCode).toBe(200);
    const limited = await post(t, "/api/v1/auth/forgot-password", { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
