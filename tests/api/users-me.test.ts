import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers/app";
import { get, registerUser } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

describe.each(testDatabases)("profile and preferences on $name", (database) => {
  const t = useTestApp(database);
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: "PUT", url, headers: { authorization: `Bearer ${token}` }, payload });

  it("reads and changes the name", async () => {
    const { tokens } = await registerUser(t);
    const res = await put("/api/v1/users/me", tokens.accessToken, { firstName: "Ingrid", lastName: "Nord" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: "Ingrid", lastName: "Nord" });
    expect((await get(t, "/api/v1/users/me", tokens.accessToken)).json().data.firstName).toBe("Ingrid");
    expect((await put("/api/v1/users/me", tokens.accessToken, { firstName: "" })).statusCode).toBe(400);
    expect((await put("/api/v1/users/me", tokens.accessToken, { role: "super_admin" })).statusCode).toBe(400);
  });

  it("merges preferences and refuses unknown ones", async () => {
    const { tokens } = await registerUser(t);
    expect((await get(t, "/api/v1/users/me/preferences", tokens.accessToken)).json()).toEqual({ data: {} });
    await put("/api/v1/users/me/preferences", tokens.accessToken, { language: "en" });
    const res = await put("/api/v1/users/me/preferences", tokens.accessToken, { defaultPeriod: "90d" });
    expect(res.json()).toEqual({ data: { language: "en", defaultPeriod: "90d" } });
    const bad = await put("/api/v1/users/me/preferences", tokens.accessToken, { language: "de" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("language");
  });

  it("answers 401 without a session", async () => {
    const res = await get(t, "/api/v1/users/me");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Authentication required");
  });
});
