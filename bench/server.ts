import { spawn, type ChildProcess } from "node:child_process";

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning `npm start` to the first 200 on "/". */
  readyMs: number;
  stop(): Promise<void>;
}

/** Runs `npm start` exactly as a user would and waits until the start page is served. */
export async function startWithNpm(env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(baseUrl, { headers: { accept: "text/html" } });
      if (res.ok && (await res.text()).includes('id="root"')) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    child,
    baseUrl,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        process.kill(-child.pid!, "SIGTERM");
      }),
  };
}
