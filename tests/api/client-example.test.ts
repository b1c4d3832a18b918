import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
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

  it("prints no CSV at all for a refused key, and says why on standard error", async () => {
    const failed = await run(process.execPath, ["--import", "tsx", "clients/typescript/examples/products-csv.ts"], {
      env: { ...process.env, FENIX_URL: server.url, FENIX_API_KEY: "fnx_not-a-real-key" },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect("code" in failed && failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toMatch(/GET \/api\/v1\/products: 401/);
  }, 60_000);

  it("builds to JavaScript with types that plain Node imports by the package's name", async () => {
    const packageDir = "clients/typescript";
    await run("npm", ["run", "build", "--silent"], { cwd: packageDir });
    const types = readFileSync(path.join(packageDir, "dist/index.d.ts"), "utf8");
    expect(types).toContain("export declare function createFenixClient");
    // No loader, no TypeScript: what an integrator's Node runs after installing the package.
    const script = `import { createFenixClient } from "@fenix/api-client";
      const client = createFenixClient({ baseUrl: process.env.FENIX_URL, apiKey: process.env.FENIX_API_KEY });
      const { data } = await client.GET("/api/v1/products", { params: { query: { limit: 2 } } });
      console.log(JSON.stringify(data.data.items.map((product) => product.productNumber)));`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: packageDir,
      env: { PATH: process.env.PATH, FENIX_URL: server.url, FENIX_API_KEY: apiKey },
    }).finally(() => rmSync(path.join(packageDir, "dist"), { recursive: true, force: true }));
    const numbers = JSON.parse(stdout) as string[];
    expect(numbers).toHaveLength(2);
    expect(numbers.every((number) => /^\d+$/.test(number))).toBe(true);
  }, 120_000);
});
