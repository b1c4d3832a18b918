import { existsSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where `npm test` seeds the browser tests' database while the type check and lint run (one core
 * each, the other idle): the server then starts on a seeded database instead of seeding for a
 * minute while nothing else runs (tests/e2e/seed-data-dir.ts).
 */
export const SEEDED_DIR = path.join(tmpdir(), "fenix-e2e-seeded");
/** Written last, once the seed has finished: a directory without it is not used. */
export const SEEDED_MARK = ".seeded";

/**
 * Takes the seeded directory for this run, under a name of its own (the run's teardown removes it),
 * so no other run starts from the data this one changes. Null when there is none: the server seeds.
 */
export function claimSeededDataDir(): string | null {
  if (!existsSync(path.join(SEEDED_DIR, SEEDED_MARK))) return null;
  const claimed = `${SEEDED_DIR}-${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(SEEDED_DIR, claimed);
  } catch {
    return null; // another run took it first
  }
  return claimed;
}
