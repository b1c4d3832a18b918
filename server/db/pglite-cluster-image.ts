import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { projectRoot as root } from "../project-root";

/**
 * A new PGlite cluster runs initdb first: about ten seconds of CPU, longer than migrating and
 * seeding a small market. The first new cluster on a machine keeps an image of itself as initdb left
 * it (before any table of ours), in the project's own cache; every later new one — a second data
 * directory, an in-memory database, a test's server — starts from that image. It is written under
 * the project (not a shared temporary directory another user could write into), named by PGlite's
 * version, and thrown away when a cluster cannot start from it.
 */
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string }
).version;
export const CLUSTER_IMAGE = path.join(root, "node_modules/.cache/fenix", `pglite-${pgliteVersion}-cluster.tar`);

const isNewCluster = (dataDir: string | undefined) => !dataDir || !existsSync(dataDir) || !readdirSync(dataDir).includes("PG_VERSION");

/** PGlite.create, from the cluster image when `options` asks for a new, empty cluster. */
export async function createPglite(
  create: (options: PGliteOptions) => Promise<PGlite>,
  options: PGliteOptions & { dataDir?: string },
  image = CLUSTER_IMAGE,
): Promise<PGlite> {
  if (options.loadDataDir || !isNewCluster(options.dataDir)) return create(options);
  const bytes = existsSync(image) ? readFileSync(image) : null;
  if (bytes && wholeTar(bytes)) {
    try {
      return await create({ ...options, loadDataDir: new Blob([bytes]) });
    } catch {
      // An image PGlite cannot start from (another build's): initdb as if there were none.
      if (options.dataDir) emptyDirectory(options.dataDir);
    }
  }
  if (bytes) rmSync(image, { force: true });
  const client = await create(options);
  await keepImage(client, image).catch(() => undefined); // a cache: a cluster that cannot be copied still works
  return client;
}

async function keepImage(client: PGlite, image: string): Promise<void> {
  const dump = await client.dumpDataDir("none");
  mkdirSync(path.dirname(image), { recursive: true });
  // A name no other process writes (pids repeat across containers), flushed before it is moved in place.
  const partial = `${image}.${process.pid}.${randomBytes(6).toString("hex")}.partial`;
  const bytes = Buffer.from(await dump.arrayBuffer());
  try {
    const fd = openSync(partial, "wx");
    try {
      writeFileSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, image);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * A tar archive that ends as one should (whole 512-byte blocks, a ustar header first, two empty
 * blocks last). PGlite takes any other blob for a gzip and leaves its decompression's failure
 * unhandled, which would end the process; a broken image is thrown away before it gets there.
 */
function wholeTar(bytes: Buffer): boolean {
  return (
    bytes.length >= 2048 &&
    bytes.length % 512 === 0 &&
    bytes.toString("latin1", 257, 262) === "ustar" &&
    bytes.subarray(bytes.length - 1024).every((byte) => byte === 0)
  );
}

function emptyDirectory(dir: string): void {
  for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
}
