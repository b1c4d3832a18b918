import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers/app";
import { useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; security?: Record<string, string[]>[] }>>;
}

/** `npx @redocly/cli lint` on the served document, with the committed redocly.yaml: no error, no warning. */
describe("the OpenAPI document lints clean", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!, { PUBLIC_URL: "https://fenix.test.se/" }, { seed: true });
  const reader = useMarketReader(t);
  const served = async () => (await t.app.inject({ url: "/api/openapi.json" })).json() as Document;

  it("has no problem by Redocly's recommended rules", async () => {
    const source = JSON.stringify(await served());
    const config = await loadConfig({ configPath: "redocly.yaml" });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const described = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`,
    );
    expect(described).toEqual([]);
  });

  it("names its server after PUBLIC_URL and every operation by its own, unique id", async () => {
    const doc = await served();
    expect(doc.servers.map((server) => server.url)).toEqual(["https://fenix.test.se"]);
    const ids = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation.operationId] as const),
    );
    expect(ids.length).toBeGreaterThan(170);
    // Each route names its id in its schema (server/core/openapi-route.ts refuses one without): a verb first, camelCase.
    expect(ids.filter(([, id]) => !/^[a-z]+(?:[A-Z][a-z0-9]*)*$/.test(id ?? ""))).toEqual([]);
    expect(new Set(ids.map(([, id]) => id)).size, "operationIds are unique").toBe(ids.length);
    expect(Object.fromEntries(ids)).toMatchObject({
      "GET /api/v1/products": "listProducts",
      "GET /api/v1/stores/{id}/sales": "getStoreSales",
      "GET /api/v1/companies/{id}/sales": "getCompanySales",
    });
  });

  it("documents the credentials each route's authentication accepts", async () => {
    const doc = await served();
    const schemes = (path: string, method = "get") => doc.paths[path]?.[method]?.security?.flatMap(Object.keys);
    // The market's data: a session or a personal key, never the application key alone.
    expect(schemes("/api/v1/products")).toEqual(["bearer", "apiKey"]);
    expect(schemes("/api/v1/uploads")).toEqual(["bearer", "apiKey"]);
    // What a signed-out page reads takes the application key too.
    expect(schemes("/api/v1/health/status")).toEqual(["bearer", "apiKey", "appKey"]);
    expect(schemes("/api/v1/users/me/api-keys")).toEqual(["bearer"]);
    // Operators only: it used to claim the personal key too.
    expect(schemes("/api/v1/admin/cache/stats")).toEqual(["bearer"]);
    expect(schemes("/api/v1/auth/login", "post")).toEqual([]);
  });

  it("shows realistic examples of the integrators' first calls", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const product =
      doc.paths["/api/v1/products"].get.responses["200"].content["application/json"].schema.properties.data.properties.items.items;
    expect(product.examples[0]).toMatchObject({ productName: "Nordvik Lager", price: 24.9 });
    expect(doc.paths["/api/v1/products"].get.parameters.find((p: { name: string }) => p.name === "search").example).toBe("Nordvik");
    expect(doc.paths["/api/v1/users/me/api-keys"].post.requestBody.content["application/json"].example).toMatchObject({ name: "Power BI" });
    expect(doc.components.schemas.ErrorResponse.examples[0]).toMatchObject({ code: "MODULE_REQUIRED" });
  });

  it("still answers a list at its old spelling with a trailing slash", async () => {
    for (const path of ["/api/v1/products", "/api/v1/stores", "/api/v1/segments", "/api/v1/companies", "/api/v1/search?q=a"]) {
      const [documented, old] = await Promise.all(
        [path, path.replace(/(\?|$)/, "/$1")].map((url) => t.app.inject({ url, headers: reader })),
      );
      expect(documented!.statusCode, path).toBe(200);
      expect(old!.statusCode, path).toBe(200);
      expect(old!.json()).toEqual(documented!.json());
      // The policy: a spelling on its way out says so, and names its successor.
      expect(documented!.headers.deprecation, path).toBeUndefined();
      expect(old!.headers.deprecation, path).toMatch(/^@\d+$/);
      expect(old!.headers.link, path).toBe(`<${path}>; rel="successor-version"`);
    }
  });
});
