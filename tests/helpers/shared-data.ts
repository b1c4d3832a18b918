import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The monopoly's sample files live beside the project in ../shared/data (never copied into the
 * repository). SHARED_DATA_DIR points elsewhere when needed. Missing files fail the tests that
 * need them: they are never skipped.
 */
export function sharedDataDir(): string {
  const candidates = [
    process.env.SHARED_DATA_DIR,
    path.resolve("../shared/data"),
    path.resolve(import.meta.dirname, "../../../shared/data"),
  ];
  const found = candidates.find((dir): dir is string => Boolean(dir) && existsSync(path.join(dir!, "PROVENANCE.md")));
  if (!found) {
    throw new Error(`The shared sample data was not found (looked in ${candidates.filter(Boolean).join(", ")}); set SHARED_DATA_DIR`);
  }
  return found;
}

export const sharedData = (name: string) => path.join(sharedDataDir(), name);
