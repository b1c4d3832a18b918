import type { TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import { ImportRefused } from "./import-refused";

export { ImportRefused };

const validators = new WeakMap<TSchema, Validator>();

/** Checks one record against its schema (compiled once); the first problem refuses the whole file. */
export function checkRecord<T>(schema: TSchema, value: unknown, record: number): T {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  if (validator.Check(value)) return value as T;
  const [first] = [...validator.Errors(value)];
  const missing = (first?.params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
  if (first?.keyword === "required" && missing?.length) {
    throw new ImportRefused(`${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required`, record);
  }
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || "record";
  throw new ImportRefused(`${field} ${first?.message ?? "is not valid"}`, record);
}
