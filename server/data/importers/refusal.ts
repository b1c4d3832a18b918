import type { TSchema } from "typebox";
import { Value } from "typebox/value";

/** A file the importer will not take, with the record and the reason; nothing was written. */
export class ImportRefused extends Error {
  override name = "ImportRefused";
  constructor(
    readonly reason: string,
    readonly record?: number,
  ) {
    super(record === undefined ? reason : `Record ${record}: ${reason}`);
  }
}

/** Checks one record against its schema; the first problem refuses the whole file. */
export function checkRecord<T>(schema: TSchema, value: unknown, record: number): T {
  if (Value.Check(schema, value)) return value as T;
  const [first] = [...Value.Errors(schema, value)];
  const missing = (first?.params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
  if (first?.keyword === "required" && missing?.length) {
    throw new ImportRefused(`${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required`, record);
  }
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || "record";
  throw new ImportRefused(`${field} ${first?.message ?? "is not valid"}`, record);
}
