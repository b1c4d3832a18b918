import { describe, expect, it } from "vitest";
import { API_READS } from "../../contracts/api-reads";
import { apiRead } from "../../contracts";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

/** A TypeBox schema as @fastify/swagger writes it into OpenAPI 3.0: `const` as a one-value enum, any key's value as additionalProperties. */
const asOpenApi = (schema: unknown) =>
  JSON.parse(
    JSON.stringify(schema, (_key, value: unknown) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return value;
      const entries = Object.entries(value).map(([key, inner]) => (key === "const" ? ["enum", [inner]] : [key, inner]));
      const object = Object.fromEntries(entries) as Record<string, unknown>;
      const pattern = object.patternProperties as Record<string, unknown> | undefined;
      if (pattern && Object.keys(pattern).length === 1 && "^.*$" in pattern) {
        delete object.patternProperties;
        object.additionalProperties = pattern["^.*$"];
      }
      return object;
    }),
  ) as unknown;

// The app's typed paths (contracts/api-reads.ts) name what the server serves: a wrong path or answer fails here.
describe("the app's typed API reads", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!);

  it("name a GET route the server serves, answering the schema the entry names", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as Document;
    const wrong = Object.entries(API_READS).flatMap(([path, schema]) => {
      const served = doc.paths[`/api/v1/${path}`]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
      if (!served) return [`${path}: the server has no GET /api/v1/${path} answering JSON`];
      return JSON.stringify(served) === JSON.stringify(asOpenApi(schema))
        ? []
        : [`${path}: answers another schema than the entry names (contracts/api-reads.ts)`];
    });
    expect(wrong).toEqual([]);
    expect(Object.keys(API_READS).length).toBeGreaterThan(100);
  });

  it("fill in each parameter, encoded", () => {
    expect(apiRead("stores/{id}/performance", { id: "0102" })).toBe("stores/0102/performance");
    expect(apiRead("artdisk/{id}", { id: "a/b c" })).toBe("artdisk/a%2Fb%20c");
    expect(apiRead("subscription/invoices")).toBe("subscription/invoices");
  });
});
