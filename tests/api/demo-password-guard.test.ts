import { describe, expect, it } from "vitest";
import { demoPasswordRefusal, isLoopbackHost } from "../../server/core/demo-password-guard";
import { DEMO_PASSWORD, demoUsers } from "../../server/data/seed";
import { useTestApp, type TestApp } from "./helpers/app";
import { bearer, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const demo = { emails: demoUsers.map((user) => user.email), password: DEMO_PASSWORD };
const NEW_PASSWORD = "a passphrase of our own 2026";

/** The way a person does it under /profile. */
async function changeDemoPassword(t: TestApp, email: string) {
  const { accessToken } = await signIn(t, email);
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/v1/users/me/password",
    headers: bearer(accessToken),
    payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("loopback addresses", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "localhost", "LOCALHOST"])("%s is this machine only", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(["0.0.0.0", "::", "192.168.1.10", "10.0.0.1", "fenix.example", "128.0.0.1"])("%s reaches a network", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe.each(testDatabases)("the start-up check of the demo passwords on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("lets a loopback host start while the demo passwords remain", async () => {
    for (const host of ["127.0.0.1", "::1", "localhost"]) expect(await demoPasswordRefusal(t.db, host, demo)).toBeNull();
  });

  it("refuses a network host, naming the accounts, the way out and the loopback setting", async () => {
    const refusal = await demoPasswordRefusal(t.db, "0.0.0.0", demo);
    expect(refusal).toContain("Refusing to listen on 0.0.0.0 (HOST): 5 demo accounts still have the demo password");
    expect(refusal).toContain("operator@fenix.example");
    expect(refusal).toContain("change its password under /profile");
    expect(refusal).toContain("HOST=127.0.0.1");
  });

  it("refuses while one demo password remains and allows the network once all were changed", async () => {
    const [last, ...others] = demoUsers;
    for (const user of others) await changeDemoPassword(t, user.email);
    const refusal = await demoPasswordRefusal(t.db, "192.168.1.10", demo);
    expect(refusal).toContain(`1 demo account still has the demo password`);
    expect(refusal).toContain(last!.email);
    expect(refusal).not.toContain(others[0]!.email);

    await changeDemoPassword(t, last!.email);
    expect(await demoPasswordRefusal(t.db, "192.168.1.10", demo)).toBeNull();
    expect(await demoPasswordRefusal(t.db, "::", demo)).toBeNull();
  });
});
