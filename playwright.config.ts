import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { claimSeededDataDir } from "./tests/e2e/seeded-data-dir";
import { within } from "./tests/e2e/time-limits";

/**
 * Debian's Chromium; Playwright never downloads a browser here. Its headless shell (Debian's
 * chromium-headless-shell, the build Playwright itself runs headless tests in) when it is
 * installed: the same Blink, for 15 % less of a 2-core machine's time than the full browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install Debian's chromium-headless-shell (or chromium) or set CHROMIUM_PATH`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// Set once in the runner process; workers inherit them, so all share one server.
process.env.E2E_PORT ??= String(await freePort());
// The database `npm test` seeded beside the type check and lint, when there is one; else a new
// directory, which the server seeds on its first start.
process.env.E2E_DATA_DIR ??= claimSeededDataDir() ?? mkdtempSync(path.join(tmpdir(), "fenix-e2e-"));
// The server writes every email here too, so a journey can open the link a person would get.
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  // Every limit here and in the specs is scaled by E2E_TIME_SCALE (tests/e2e/time-limits.ts).
  timeout: within(60_000),
  // A 2-core CI machine running the server, the seed's last steps and two browsers answers a
  // first lazy page in seconds, not milliseconds; assertions wait that long before failing.
  expect: { timeout: within(10_000) },
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast of every test, kept only when it fails:
    // on a 2-core machine that was a third of the browsers' CPU. E2E_TRACE=1 records them.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // The app turns antd's animations off for this; clicks then never land on a moving menu.
    contextOptions: { reducedMotion: "reduce" },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  // The cache page's test purges the shared server's cache and counts hits and misses, so it runs
  // after every other test, when no other traffic reaches the server.
  projects: [
    { name: "pages", testIgnore: /admin-cache\.spec\.ts/ },
    { name: "cache", testMatch: /admin-cache\.spec\.ts/, dependencies: ["pages"] },
  ],
  webServer: {
    // Exactly what a new user runs: build, migrate, seed (unless `npm test` seeded already), serve.
    command: "npm start",
    url: `${baseURL}/health`,
    // E2E_REUSE_SERVER=1 with E2E_PORT, E2E_DATA_DIR and E2E_MAIL_DIR of a server started by hand with this
    // block's settings: for running one spec again and again while working on it. CI always starts its own.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: within(300_000),
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: "warn",
      // Access tokens expire every 20 s, so the longer journeys also renew silently; the session
      // tests that need 2-second tokens start a server of their own (a 2 s token renewed just
      // before a busy embedded database held its retry would have expired again on this machine).
      ACCESS_TOKEN_TTL: "20",
      // Two workers drive the same demo users far faster than a person: request limits stay out of the way.
      RATE_LIMIT_PER_MINUTE: "100000",
      HEAVY_RATE_LIMIT_PER_MINUTE: "100000",
      // Some fifteen journeys register a company of their own, all from 127.0.0.1, within minutes.
      REGISTRATIONS_PER_ADDRESS: "1000",
      // The figures the tests compare must hold still: no collection round lands in the middle of one.
      MARKET_SOURCE: "off",
    },
  },
});
