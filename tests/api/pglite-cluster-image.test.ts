import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPglite } from "../../server/db/pglite-cluster-image";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-cluster-image-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** PGlite.create, counting the clusters that started from a copy of an image. */
function counting() {
  const seen = { fromImage: 0, withoutImage: 0 };
  const create = (options: PGliteOptions) => {
    if (options.loadDataDir) seen.fromImage++;
    else seen.withoutImage++;
    return PGlite.create(options);
  };
  return { create, seen };
}

async function roundTrip(client: PGlite, table: string): Promise<number> {
  await client.exec(`create table if not exists ${table} (n int); insert into ${table} values (1);`);
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe("new PGlite clusters start from the first one's image", () => {
  const image = path.join(scratch, "cache", "cluster.tar");

  it("runs initdb when there is no image or a broken one, throws the broken one away and keeps a whole one", async () => {
    mkdirSync(path.dirname(image), { recursive: true });
    writeFileSync(image, Buffer.alloc(4096, 1)); // a write cut short
    const { create, seen } = counting();
    const first = await createPglite(create, { dataDir: path.join(scratch, "a") }, image);
    expect(await roundTrip(first, "t")).toBe(1);
    await first.close();
    expect(seen).toEqual({ fromImage: 0, withoutImage: 1 });
    expect(statSync(image).size).toBeGreaterThan(1_000_000);
  }, 120_000);

  it("starts every later new cluster from the image, in a directory or in memory", async () => {
    const { create, seen } = counting();
    const second = await createPglite(create, { dataDir: path.join(scratch, "b") }, image);
    // A copy of the cluster as initdb left it: nothing of the first cluster's tables.
    expect(await roundTrip(second, "t")).toBe(1);
    await second.close();
    const memory = await createPglite(create, {}, image);
    expect(await roundTrip(memory, "t")).toBe(1);
    await memory.close();
    expect(seen).toEqual({ fromImage: 2, withoutImage: 0 });
  }, 60_000);

  it("opens an existing data directory as it is, never from the image", async () => {
    const { create, seen } = counting();
    const again = await createPglite(create, { dataDir: path.join(scratch, "a") }, image);
    expect(await roundTrip(again, "t")).toBe(2);
    await again.close();
    expect(seen).toEqual({ fromImage: 0, withoutImage: 1 });
  }, 60_000);
});
