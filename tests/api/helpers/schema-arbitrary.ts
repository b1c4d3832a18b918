import fc from "fast-check";

/** The part of JSON Schema (as the OpenAPI document spells it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Text a careless handler chokes on: control bytes, length, unicode, SQL and LIKE metacharacters, names of prototypes. */
export const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "x".repeat(10_000),
  "🍷 ünïcødé \u202e gnirts",
  "\ud800",
  "%",
  "_",
  "%_%",
  "\\",
  "'; drop table users; --",
  "' or '1'='1",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "null",
  "-1",
  "1e308",
  "9".repeat(400),
  "NaN",
  "",
  " ",
];

/** Numbers beyond every sane bound. */
export const HOSTILE_NUMBERS = [-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER];

/** JSON nested `depth` levels deep. */
export function deepJson(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { nested: value };
  return value;
}

const hostile = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(true, null, [], {}, deepJson(64)),
);

function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => valueFor(option)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1) });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueFor(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case "object":
      return objectFor(schema);
    default:
      return stringFor(schema);
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date")
    return fc
      .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: "grapheme" });
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property)]));
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

/** Mostly values the schema allows, sometimes hostile ones (one in four). */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid(schema), weight: 3 }, { arbitrary: hostile, weight: 1 });
}

/** Raw JSON texts no schema describes: prototype keys, nesting past any parser's comfort, broken syntax. */
const HOSTILE_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  JSON.stringify(deepJson(2_000)),
  "[".repeat(50_000) + "]".repeat(50_000),
  '{"unterminated":',
  "[1,2,3]",
  '"text"',
  "42",
  "null",
];

/** A JSON text for the schema: an object as it describes, or (rarely) something else altogether. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: objectFor(schema).map((value) => JSON.stringify(value)), weight: 6 },
    { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 1 },
  );
}
