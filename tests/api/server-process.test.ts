import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { prepareContext } from "../../server/core/context";
import { createShutdown } from "../../server/core/shutdown";
import { testDatabases } from "./helpers/databases";

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts server/main.ts the way npm start does, on a free port. */
function startServer(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // The small generated market: this suite is about the process, not the data.
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", STATIC_DIR: "/nonexistent", DEMO_MARKET: "mini", ...env },
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

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-process-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts on a fresh data directory, stops on SIGTERM, and a second start reuses the data", async () => {
    const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    expect(first.output()).toContain('"seeding":"seeded"');
    const key = (await (await fetch(`${first.url}/health`)).json()) as { status: string };
    expect(key.status).toBe("ok");
    const stopped = exitCode(first.child);
    first.child.kill("SIGTERM");
    expect(await stopped).toBe(0);
    expect(first.output()).toContain("shutting down");

    const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    try {
      expect(second.output()).toContain('"seeding":"already-seeded"');
    } finally {
      const done = exitCode(second.child);
      second.child.kill("SIGINT");
      expect(await done).toBe(0);
    }
  }, 60_000);
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
