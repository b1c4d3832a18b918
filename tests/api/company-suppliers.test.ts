import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "../../server/data/importers";
import { sharedData } from "../helpers/shared-data";
import { useTestApp, type TestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const scratch = mkdtempSync(path.join(tmpdir(), "fenix-suppliers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** 300 real products of the official export; Pernod Ricard Sweden AB supplies several. */
const catalogueFile = () => {
  const records = JSON.parse(
    gunzipSync(readFileSync(sharedData("systembolaget-products-2020-01-07-official.json.gz"))).toString(),
  ) as unknown;
  const file = path.join(scratch, "catalogue.json");
  writeFileSync(file, JSON.stringify((Array.isArray(records) ? records : Object.values(records as object)).slice(0, 300)));
  return file;
};
const SUPPLIER = "Pernod Ricard Sweden AB";

async function call(t: TestApp, method: "POST" | "DELETE" | "GET", url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

describe.each(testDatabases)("linking companies to supplier names on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });
  let operator: string;
  let admin: string;
  let company: { id: string; name: string };

  beforeAll(async () => {
    await importFile(t.db, "catalogue", catalogueFile(), { asOf: "2020-01-07" });
    operator = (await signIn(t, "operator@fenix.example")).accessToken;
    admin = (await signIn(t, "admin@nordvik.example")).accessToken;
    company = (await call(t, "GET", "/api/v1/companies", admin)).body.data[0];
  });

  it("an operator links a supplier and the company then sees its products; unlinking takes them away", async () => {
    const before = (await call(t, "GET", `/api/v1/companies/${company.id}`, admin)).body.data.products;
    const linked = await call(t, "POST", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: SUPPLIER });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({ companyId: company.id, supplierName: SUPPLIER, changed: true });
    expect(linked.body.data.products).toBeGreaterThan(0);
    const seen = (await call(t, "GET", `/api/v1/companies/${company.id}`, admin)).body.data;
    expect(seen.suppliers).toContain(SUPPLIER);
    expect(seen.products).toBe(before + linked.body.data.products);
    expect(
      (await call(t, "POST", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: SUPPLIER })).body.data.changed,
    ).toBe(false);

    const unlinked = await call(t, "DELETE", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: SUPPLIER });
    expect(unlinked.status).toBe(200);
    expect((await call(t, "GET", `/api/v1/companies/${company.id}`, admin)).body.data.products).toBe(before);
  });

  it("answers 403 to a company admin, 422 with suggestions for an unknown supplier, 404 for an unknown company or link, 400 for a bad body", async () => {
    expect((await call(t, "POST", `/api/v1/companies/${company.id}/suppliers`, admin, { supplierName: SUPPLIER })).status).toBe(403);
    const unknown = await call(t, "POST", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: "Pernod Ricard" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain(SUPPLIER);
    expect(
      (await call(t, "POST", "/api/v1/companies/00000000-0000-4000-8000-000000000000/suppliers", operator, { supplierName: SUPPLIER }))
        .status,
    ).toBe(404);
    expect((await call(t, "DELETE", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: "Nobody AB" })).status).toBe(
      404,
    );
    expect((await call(t, "POST", `/api/v1/companies/${company.id}/suppliers`, operator, { supplierName: "" })).status).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/companies/${company.id}/suppliers`, payload: { supplierName: SUPPLIER } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("npm run link-supplier", () => {
  it("links by company name on the command line and says how many products", async () => {
    const dataDir = path.join(scratch, "cli-data");
    const env = { ...process.env, DATA_DIR: dataDir };
    const run = promisify(execFile);
    await run(process.execPath, ["--import", "tsx", "server/data/cli/import.ts", "catalogue", catalogueFile(), "--as-of", "2020-01-07"], {
      env,
    });
    await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `
      import { openDatabase } from "./server/db/client.ts";
      const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await db.orm.execute("insert into companies (name) values ('Test Import AB')");
      await db.close();`,
      ],
      { env },
    );
    const { stdout } = await run(process.execPath, ["--import", "tsx", "server/data/cli/link-supplier.ts", "Test Import AB", SUPPLIER], {
      env,
    });
    expect(stdout).toMatch(/Linked "Pernod Ricard Sweden AB" to Test Import AB \(\d+ products\)/);
    await expect(
      run(process.execPath, ["--import", "tsx", "server/data/cli/link-supplier.ts", "Test Import AB", "Pernod"], { env }),
    ).rejects.toMatchObject({ code: 1 });
  }, 90_000);
});
