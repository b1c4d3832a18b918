import { describe, expect, it } from "vitest";
import { demoUsers } from "../../server/data/seed";
import { useTestApp } from "./helpers/app";
import { get, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

describe.each(testDatabases)("organisation of the caller on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });
  const put = (token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/v1/organizations/me", headers: { authorization: `Bearer ${token}` }, payload });

  it("reads and renames it as company_admin", async () => {
    const { tokens } = await registerUser(t);
    expect((await get(t, "/api/v1/organizations/me", tokens.accessToken)).json().data.name).toMatch(/^Test Company/);
    const res = await put(tokens.accessToken, { name: "Renamed AB" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(t, "/api/v1/organizations/me", tokens.accessToken)).json().data.name).toBe("Renamed AB");
  });

  it("refuses a company_user and a bad name", async () => {
    const user = await signIn(t, demoUsers.find((u) => u.role === "company_user")!.email);
    expect((await put(user.accessToken, { name: "Nope AB" })).statusCode).toBe(403);
    const admin = await signIn(t, demoUsers.find((u) => u.role === "company_admin")!.email);
    expect((await put(admin.accessToken, { name: "" })).statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await get(t, "/api/v1/organizations/me")).statusCode).toBe(401);
  });
});
