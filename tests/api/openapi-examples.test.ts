import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
  parameters?: { name: string; in: string; example?: unknown; schema?: Schema }[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The rule: an integrator reading /api/docs sees a realistic example of every JSON request body and
 * every JSON 2xx answer. A media type has one when it carries `example`/`examples` itself, or its
 * schema is *exemplified*:
 *   - the schema has `example` or a non-empty `examples`;
 *   - a `$ref` whose component is exemplified;
 *   - a `const` or an `enum` (the value is its own example);
 *   - `anyOf`/`oneOf`: one branch other than null is exemplified; `allOf`: every member is;
 *   - an array whose `items` are exemplified;
 *   - an object with properties, every one of them exemplified — so an envelope `{ data }`, a page
 *     `{ items, pagination }` or `{ period, items }` is exemplified by its parts' examples, the
 *     way Swagger UI and Redoc compose a sample. A bare string, number or boolean is not.
 * Examples live on the reusable object schemas of contracts/ (Redocly's lint checks each against
 * its schema, additional properties refused).
 */
function unexemplified(doc: Document, schema: Schema | undefined, path: string, seen: ReadonlySet<string> = new Set()): string[] {
  if (!schema) return [path];
  if (schema.example !== undefined || (Array.isArray(schema.examples) && schema.examples.length > 0)) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [path];
    const name = schema.$ref.replace("#/components/schemas/", "");
    return unexemplified(doc, doc.components.schemas[name], `${path}→${name}`, new Set([...seen, schema.$ref]));
  }
  if ("const" in schema || Array.isArray(schema.enum)) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const missing = branches.filter((branch) => branch.type !== "null").map((branch) => unexemplified(doc, branch, path, seen));
    return missing.some((m) => m.length === 0) ? [] : missing.flat();
  }
  if (schema.allOf) return schema.allOf.flatMap((member) => unexemplified(doc, member, path, seen));
  if (schema.type === "array") return unexemplified(doc, schema.items, `${path}[]`, seen);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) return properties.flatMap(([name, property]) => unexemplified(doc, property, `${path}.${name}`, seen));
  return [path || "(the schema)"];
}

/** "METHOD /path body|status: where an example is missing", for every JSON body and 2xx answer without one. */
function operationsWithoutExamples(doc: Document): string[] {
  const problems: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const media: [string, Media | undefined][] = [["body", operation.requestBody?.content?.["application/json"]]];
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (status.startsWith("2")) media.push([status, response.content?.["application/json"]]);
      for (const [part, content] of media) {
        if (!content || content.example !== undefined || content.examples !== undefined) continue;
        const missing = unexemplified(doc, content.schema, "");
        if (missing.length > 0) problems.push(`${method.toUpperCase()} ${path} ${part}: ${missing.slice(0, 4).join(", ")}`);
      }
    }
  }
  return problems;
}

describe("the OpenAPI document's examples", () => {
  const [database] = testDatabases;
  const t = useTestApp(database!);
  const served = async () => (await t.app.inject({ url: "/api/openapi.json" })).json() as Document;

  it("shows an example of every JSON request body and 2xx answer", async () => {
    expect(operationsWithoutExamples(await served())).toEqual([]);
  });

  it("notices an example taken away", async () => {
    const doc = await served();
    const product = doc.paths["/api/v1/products/{id}"]!.get!.responses!["200"]!.content!["application/json"]!.schema!.properties!.data!;
    delete product.examples;
    expect(operationsWithoutExamples(doc)).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/products\/\{id\} 200: \.data\./));
  });

  it("shares one example product and one example store between the contracts", async () => {
    const doc = await served();
    const json = (path: string) => doc.paths[path]!.get!.responses!["200"]!.content!["application/json"]!.schema!;
    const product = json("/api/v1/products/{id}").properties!.data!.examples as unknown[];
    const ranked = json("/api/v1/sales/top-products").properties!.data!.properties!.items!.items!.examples as { product: unknown }[];
    expect(ranked[0]!.product).toEqual(product[0]);
    const store = json("/api/v1/stores").properties!.data!.properties!.items!.items!.examples as unknown[];
    expect(store[0]).toMatchObject({ siteId: "0102", displayName: "Stockholm, Drottninggatan 45", county: "Stockholms län" });
  });

  it("gives the period and the paging of a list their example values", async () => {
    const doc = await served();
    const parameter = (path: string, name: string) => doc.paths[path]!.get!.parameters!.find((p) => p.name === name)?.example;
    expect(parameter("/api/v1/sales/summary", "period")).toBe("30d");
    expect(parameter("/api/v1/stores", "county")).toBe("Stockholms län");
  });
});
