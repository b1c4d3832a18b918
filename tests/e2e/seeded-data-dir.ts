import { renameSync, statSync } from "node:fs";
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
/** A seed left by a run that stopped before its browser tests is used only while it is this young (its days end on the day it was made). */
const FRESH_FOR_MS = 6 * 60 * 60 * 1000;

/**
 * Takes the seeded directory for this run, under a name of its own (the run's teardown removes it),
 * so no other run starts from the data this one changes. Null when there is none: the server seeds.
 */
export function claimSeededDataDir(): string | null {
  const seededAt = statSync(path.join(SEEDED_DIR, SEEDED_MARK), { throwIfNoEntry: false })?.mtimeMs;
  if (seededAt === undefined || Date.now() - seededAt > FRESH_FOR_MS) return null;
  const claimed = `${SEEDED_DIR}-${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(SEEDED_DIR, claimed);
  } catch {
    return null; // another run took it first
  }
  return claimed;
}
