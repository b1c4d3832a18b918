import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { importFile, type ImportKind } from "../../server/data/importers";
import { DEMO_PASSWORD } from "../../server/data/seed";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { sharedData } from "../helpers/shared-data";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-import-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Real records, a subset (the first stores, with 0102, and 300 products) so the test takes seconds. */
function realSubsets() {
  const sites = JSON.parse(readFileSync(sharedData("systembolaget-stores-2025-11.json"), "utf8")) as { siteId: string }[];
  const storeSubset = sites.filter((site, index) => index < 40 || site.siteId === "0102");
  const catalogue = JSON.parse(
    gunzipSync(readFileSync(sharedData("systembolaget-products-2020-01-07-official.json.gz"))).toString(),
  ) as unknown[];
  const storesFile = path.join(scratch, "stores.json");
  const catalogueFile = path.join(scratch, "catalogue.json");
  writeFileSync(storesFile, JSON.stringify(storeSubset));
  writeFileSync(catalogueFile, JSON.stringify((Array.isArray(catalogue) ? catalogue : Object.values(catalogue as object)).slice(0, 300)));
  return { storesFile, catalogueFile, storeCount: storeSubset.length };
}

/** Imports in this process into the data directory, as `npm run import` does (migrations first). */
async function importInto(dataDir: string, kind: ImportKind, file: string, asOf?: string) {
  const db = await openDatabase({ dataDir });
  try {
    await runMigrations(db);
    await importFile(db, kind, file, asOf ? { asOf } : {});
  } finally {
    await db.close();
  }
}

/** Starts server/main.ts as npm start does, with the default generated market asked for. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      STATIC_DIR: "/nonexistent",
      DEMO_MARKET: "mini",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Fenix is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function realStoreServed(url: string) {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "operator@fenix.example", password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const list = (await (await fetch(`${url}/api/v1/stores?search=0102`, { headers })).json()) as {
    data: { items: { id: number; siteId: string; name?: string; displayName?: string }[]; pagination: { total: number } };
  };
  const store = list.data.items.find((item) => item.siteId === "0102");
  expect(store).toMatchObject({ siteId: "0102" });
  expect(JSON.stringify(store)).toContain("Fältöversten");
  const all = (await (await fetch(`${url}/api/v1/stores?limit=1`, { headers })).json()) as { data: { pagination: { total: number } } };
  return all.data.pagination.total;
}

describe("importing real files, then npm start", () => {
  it("starts on a new data directory holding only imported stores and products, and again after a second import", async () => {
    const { storesFile, catalogueFile, storeCount } = realSubsets();
    const dataDir = path.join(scratch, "data");
    await importInto(dataDir, "stores", storesFile);
    await importInto(dataDir, "catalogue", catalogueFile, "2020-01-07");

    const first = await startServer(dataDir);
    try {
      expect(((await (await fetch(`${first.url}/health`)).json()) as { status: string }).status).toBe("ok");
      // Only the imported stores: no generated market written over them.
      expect(await realStoreServed(first.url)).toBe(storeCount);
    } finally {
      await stop(first.child);
    }

    // An existing data directory (accounts seeded by the first start) takes another import.
    await importInto(dataDir, "stores", storesFile);
    const second = await startServer(dataDir);
    try {
      expect(((await (await fetch(`${second.url}/health`)).json()) as { status: string }).status).toBe("ok");
      expect(await realStoreServed(second.url)).toBe(storeCount);
    } finally {
      await stop(second.child);
    }
  }, 180_000);
});
