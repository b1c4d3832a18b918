import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { setTimeout as pollInterval } from "node:timers/promises";
import path from "node:path";
import { within } from "./time-limits";

/**
 * A server of its own for a test that stops and restarts it: the built frontend, a database of
 * its own with the demo accounts and no market (quick to start).
 */
export class SecondServer {
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), "fenix-e2e-second-"));

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** `env` overrides the server's settings, e.g. a shorter access-token lifetime. */
  static async create(env: Record<string, string> = {}): Promise<SecondServer> {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    return new SecondServer(port, env);
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // The build `npm start` made for the suite's own server (playwright.config.ts), as production runs it.
    this.child = spawn("node", ["dist-server/main.mjs"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        DEMO_MARKET: "none",
        MARKET_SOURCE: "off",
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: "ignore",
    });
    const deadline = Date.now() + within(60_000);
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.baseURL}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await pollInterval(250);
    }
    throw new Error(`the second server did not start within ${within(60_000) / 1000} s`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
