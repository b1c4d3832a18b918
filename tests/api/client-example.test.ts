import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFenixClient } from "../../clients/typescript/src";
import { DEMO_PASSWORD, demoUsers } from "../../server/data/seed";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";

const run = promisify(execFile);

/** The client's example, run as an integrator would, against a started server with a personal key. */
describe("clients/typescript/examples/products-csv.ts", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-client-example-"));
  let server: ServerProcess;
  let apiKey: string;

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const signedOut = createFenixClient({ baseUrl: server.url });
    const login = await signedOut.POST("/api/v1/auth/login", { body: { email: demoUsers[0]!.email, password: DEMO_PASSWORD } });
    if (!login.data || !("tokens" in login.data)) throw new Error(`sign-in failed: ${JSON.stringify(login.error)}`);
    const signedIn = createFenixClient({ baseUrl: server.url, accessToken: login.data.tokens.accessToken });
    const created = await signedIn.POST("/api/v1/users/me/api-keys", { body: { name: "CSV export" } });
    if (!created.data) throw new Error(`key creation failed: ${JSON.stringify(created.error)}`);
    apiKey = created.data.data.secret;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints the header and every product the API lists, across pages", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "clients/typescript/examples/products-csv.ts"], {
      env: { ...process.env, FENIX_URL: server.url, FENIX_API_KEY: apiKey },
    });
    const [header, ...rows] = stdout.trimEnd().split("\n");
    expect(header).toBe("productNumber,productName,producerName,categoryLevel1,volumeMl,price");

    const client = createFenixClient({ baseUrl: server.url, apiKey });
    const expected: string[] = [];
    let firstName = "";
    let cursor: string | undefined;
    do {
      const { data } = await client.GET("/api/v1/products", { params: { query: { limit: 100, cursor } } });
      expected.push(...data!.data.items.map((product) => product.productNumber));
      firstName ||= data!.data.items[0]?.productName ?? "";
      cursor = data!.data.pagination.nextCursor ?? undefined;
    } while (cursor);
    // More than one page, so the example follows the cursor.
    expect(expected.length).toBeGreaterThan(100);
    expect(rows.map((row) => row.split(",")[0])).toEqual(expected);
    expect(rows[0]).toContain(firstName);
  }, 60_000);
});
