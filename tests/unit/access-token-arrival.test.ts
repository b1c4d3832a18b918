import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "../../server/core/tokens";

const key = new TextEncoder().encode("k".repeat(32));
const claims = { userId: "u1", sessionId: "s1", role: "company_user" as const, companyId: null };

describe("access tokens judged at the request's arrival", () => {
  it("accepts a token that was valid when its request arrived, though it expired while the request waited", async () => {
    const arrived = new Date();
    const token = await signAccessToken(key, claims, 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await verifyAccessToken(key, token)).toEqual({ ok: false, reason: "expired" });
    expect(await verifyAccessToken(key, token, arrived)).toMatchObject({ ok: true, claims: { userId: "u1" } });
  });
});
