import { createHash } from "node:crypto";
import { existsSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where `npm test` seeds the browser tests' database while the type check and lint run (one core
 * each, the other idle): the server then starts on a seeded database instead of seeding for a
 * minute while nothing else runs (tests/e2e/seed-data-dir.ts). One per checkout.
 */
export const SEEDED_DIR = path.join(tmpdir(), `fenix-e2e-seeded-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`);
/** Written last, once the seed has finished: a directory without it is not used. */
export const SEEDED_MARK = ".seeded";
/** The npm script `npm test` runs the browser tests with, right after it seeded: only it claims the seed. */
const SEEDED_RUN = "test:e2e:seeded";

/**
 * Takes the seed `npm test` has just made, under a name of its own (the run's teardown removes it),
 * so no other run starts from the data this one changes. Null otherwise (`npm run test:e2e`, a
 * Playwright run by hand): the server seeds a new directory.
 */
export function claimSeededDataDir(): string | null {
  if (process.env.npm_lifecycle_event !== SEEDED_RUN) return null;
  const claimed = `${SEEDED_DIR}-${process.pid}-${Date.now().toString(36)}`;
  try {
    renameSync(SEEDED_DIR, claimed);
  } catch {
    return null; // none, or another run took it first
  }
  return existsSync(path.join(claimed, SEEDED_MARK)) ? claimed : null;
}
