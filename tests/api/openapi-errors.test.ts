import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
}

/** The modules whose routes integrators call with a personal key. */
const DATA_MODULES = [
  "products",
  "stores",
  "sales",
  "companies",
  "segments",
  "rankings",
  "stock-diff",
  "weekly-rankings",
  "artdisk",
  "uploads",
  "api-keys",
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : file.endsWith(".ts") ? [file] : [];
  });
const codesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
const thrown = /new RequestError\([^;]*?"([A-Z][A-Z0-9_]+)"/gs;

describe("the OpenAPI document's error codes", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!);
  const served = async () => (await t.app.inject({ url: "/api/openapi.json" })).json() as Document;

  it("names a route's own codes in its error responses", async () => {
    const doc = await served();
    const described = (pathName: string, method: string, status: string) => doc.paths[pathName]?.[method]?.responses[status]?.description;
    expect(described("/api/v1/products/{id}", "get", "404")).toMatch(/own: `PRODUCT_NOT_FOUND`$/);
    expect(described("/api/v1/stores/{id}", "get", "404")).toContain("`STORE_NOT_FOUND`");
    expect(described("/api/v1/users/me/api-keys", "post", "409")).toContain("`TOO_MANY_KEYS`");
    expect(described("/api/v1/uploads/{id}/confirm", "post", "410")).toContain("`UPLOAD_URL_EXPIRED`");
    expect(described("/api/v1/rankings", "get", "400")).toContain("`RANKING_CURSOR_INVALID`");
    // The codes every route shares stay in the status's description.
    expect(described("/api/v1/products/{id}", "get", "401")).toContain("API_KEY_INVALID");
    // A route without codes of its own names none.
    expect(described("/api/v1/stores", "get", "400")).not.toContain("own:");
  });

  /** Each operation's own codes, as its error responses name them ("This operation's own: `A`, `B`"). */
  async function ownCodes(): Promise<Map<string, string[]>> {
    const doc = await served();
    const codes = new Map<string, string[]>();
    for (const [pathName, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const named = Object.values(operation.responses).flatMap(({ description }) =>
          codesIn(description.split("own: ")[1] ?? "", /`([A-Z][A-Z0-9_]+)`/g),
        );
        if (named.length > 0) codes.set(`${method.toUpperCase()} ${pathName}`, named);
      }
    return codes;
  }

  it("names only codes the server has", async () => {
    // Where the server refuses with them, not where a route names them.
    const server = sources("server")
      .map((file) => readFileSync(file, "utf8").replace(/errorCodes: \{[^}]*\}/g, ""))
      .join("\n");
    const codes = await ownCodes();
    expect(codes.size).toBeGreaterThan(60);
    for (const [operation, named] of codes) for (const code of named) expect(server, `${operation}: ${code}`).toContain(`"${code}"`);
  });

  it("names every code a data module's service refuses with", async () => {
    const named = new Set([...(await ownCodes()).values()].flat());
    const refusals = DATA_MODULES.flatMap((module) =>
      sources(path.join("server/modules", module)).flatMap((file) =>
        codesIn(readFileSync(file, "utf8"), thrown).map((code) => ({ file, code })),
      ),
    );
    expect(refusals.length).toBeGreaterThan(40);
    expect(refusals.filter(({ code }) => !named.has(code)).map(({ file, code }) => `${file}: ${code}`)).toEqual([]);
  });
});
