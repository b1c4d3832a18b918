import { DEMO_PASSWORD } from "../server/data/seed";

/** A demo user's session tokens from a running server, for benches that open signed-in pages. */
export async function demoTokens(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-in for the benchmark failed: ${res.status}`);
  return ((await res.json()) as { tokens: { accessToken: string; refreshToken: string } }).tokens;
}
