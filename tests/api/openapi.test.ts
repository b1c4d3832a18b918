import { describe, expect, it } from "vitest";
import { testDatabases } from "./helpers/databases";
import { useTestApp } from "./helpers/app";

describe("OpenAPI document and Swagger UI", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!);

  it("documents every route with its responses", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ["/health", "/api/v1/health/status", "/api/v1/health/monitor", "/api/v1/images/health"]) {
      expect(doc.paths[path]?.get?.responses?.["200"], path).toBeDefined();
    }
    expect(doc.paths["/api/v1/health/status"].get.responses["401"]).toBeDefined();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ in: "header", name: "X-API-Key" });
    expect(doc.paths["/api/openapi.json"]).toBeUndefined();
  });

  it("serves Swagger UI at /api/docs", async () => {
    const res = await t.app.inject({ url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
  });
});
