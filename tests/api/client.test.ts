import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from "../../scripts/client/schema";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

describe("the TypeScript client in clients/typescript", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!);

  it("is what the served OpenAPI document generates (npm run client:generate when this fails)", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as object;
    const fresh = await clientSchemaSource(document);
    expect(fresh.length).toBeGreaterThan(10_000);
    // Compared as text so a failure says which operation changed, not just "stale".
    expect(readFileSync(CLIENT_SCHEMA_PATH, "utf8")).toBe(fresh);
  });
});
