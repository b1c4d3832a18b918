import { execFileSync, spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The server's build (dist-server/), as `npm start` makes it: again only when server/ or contracts/ changed. */
export function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build-if-stale.mjs", "server"], { stdio: "pipe" });
}

/**
 * Starts the server on a free port and waits until it listens: from its TypeScript sources (through
 * tsx, like the tests' own imports), or from the build that `npm start` runs (`buildServer()` first).
 */
export function startServerProcess(env: NodeJS.ProcessEnv, from: "sources" | "build" = "sources"): Promise<ServerProcess> {
  const child = spawn(process.execPath, from === "build" ? ["dist-server/main.mjs"] : ["--import", "tsx", "server/main.ts"], {
    // The small generated market: these suites are about processes, not the data.
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", STATIC_DIR: "/nonexistent", DEMO_MARKET: "mini", MARKET_SOURCE: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // A worker (FENIX_ROLE=worker) opens no port: it says it runs jobs.
      const match = /Fenix is running at http:\/\/localhost:(\d+)|Fenix worker: running jobs/.exec(output);
      if (match)
        resolve({
          child,
          url: match[1] ? `http://127.0.0.1:${match[1]}` : "",
          output: () => output,
          stop(signal = "SIGTERM") {
            if (child.exitCode === null) child.kill(signal);
            return exited;
          },
        });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
