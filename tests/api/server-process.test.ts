import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { prepareContext } from "../../server/core/context";
import { createShutdown } from "../../server/core/shutdown";
import { DEMO_PASSWORD } from "../../server/data/seed";
import { testDatabases } from "./helpers/databases";
import { buildServer, startServerProcess, type ServerProcess } from "./helpers/server-process";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The fields of the answers below (an upload ticket, a weekly list) this suite reads. */
type Answer = { id: string; uploadUrl: string; status: string; rowCount: number };

/** Uploads a weekly list as XLSX over HTTP and waits for its import: the file is read on the table reader's thread. */
async function importWeeklyList(server: ServerProcess): Promise<Answer> {
  const call = async (url: string, init: RequestInit & { token?: string } = {}) => {
    const headers = {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    };
    const res = await fetch(`${server.url}${url}`, { ...init, headers });
    const body = (await res.json()) as { data?: Answer; tokens?: { accessToken: string } };
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const login = await call("/api/v1/auth/login", {
    method: "POST",
    body: JSON.stringify({ email: "admin@nordvik.example", password: DEMO_PASSWORD }),
  });
  const token = login.tokens!.accessToken;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Lista");
  sheet.addRow(["Plats", "Produkt", "Tillverkare", "Storlek", "Län", "Sålda enheter"]);
  sheet.addRow([1, "Ett vin som inte finns", "Okänd producent", "75 cl", "Skåne län", 12]);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const ticket = (
    await call("/api/v1/uploads/request", {
      method: "POST",
      token,
      body: JSON.stringify({ filename: "vecka-40.xlsx", contentType: XLSX, size: bytes.length, purpose: "weekly-ranking" }),
    })
  ).data!;
  const put = await fetch(`${server.url}${ticket.uploadUrl}`, { method: "PUT", headers: { "content-type": XLSX }, body: bytes });
  expect(put.status).toBe(200);
  await call(`/api/v1/uploads/${ticket.id}/confirm`, { method: "POST", token });
  let list = (
    await call("/api/v1/weekly-rankings/process", {
      method: "POST",
      token,
      body: JSON.stringify({ uploadId: ticket.id, week: "2026-W40" }),
    })
  ).data!;
  for (let i = 0; i < 200 && list.status === "processing"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    list = (await call(`/api/v1/weekly-rankings/lists/${list.id}`, { token })).data!;
  }
  return list;
}

describe("the server process, as npm start runs it (its build, dist-server/main.mjs)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-process-"));
  beforeAll(() => buildServer());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts on a fresh data directory, stops on SIGTERM, and a second start reuses the data and reads spreadsheets", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, "build");
    expect(first.output()).toContain('"seeding":"seeded"');
    const key = (await (await fetch(`${first.url}/health`)).json()) as { status: string };
    expect(key.status).toBe("ok");
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toContain("shutting down");

    const second = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, "build");
    try {
      expect(second.output()).toContain('"seeding":"already-seeded"');
      // The build starts the reader's compiled thread (dist-server/table-reader-thread.mjs), without tsx.
      expect(await importWeeklyList(second)).toMatchObject({ status: "processed", rowCount: 1 });
    } finally {
      expect(await second.stop("SIGINT")).toBe(0);
    }
  }, 120_000);
});

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, then closes the database", async () => {
    const { db } = await testDatabases[0]!.create();
    const config = loadConfig({ STATIC_DIR: "/nonexistent" });
    const app = await buildApp({ ctx: await prepareContext(db, config) });
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    app.get("/slow", async () => {
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await handling; // the request is in the handler (a fixed wait was too short on a busy machine)
    const exits: number[] = [];
    const closing = createShutdown(app, (code) => exits.push(code))("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exits).toEqual([]);
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(exits).toEqual([0]);
    await expect(db.ping()).rejects.toThrow();
  });
});
