import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { timeScale, within } from "../e2e/time-limits";

const E2E_DIR = path.resolve(import.meta.dirname, "../e2e");
const sources = readdirSync(E2E_DIR)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ file, text: readFileSync(path.join(E2E_DIR, file), "utf8") }));

/** Lines of the browser tests that wait a fixed time or set a limit that E2E_TIME_SCALE does not scale. */
function machineSpeedDependencies(): string[] {
  const rules = [
    { pattern: /\bwaitForTimeout\(/, why: "sleeps (wait for a state, or move the page's clock with page.clock)" },
    { pattern: /new Promise\(\(resolve\) => setTimeout\(resolve/, why: "sleeps in the test (wait for a state)" },
    { pattern: /\btimeout: \d/, why: "a time limit not wrapped in within()" },
    { pattern: /\bsetTimeout\(\d/, why: "a test's limit not wrapped in within()" },
  ];
  const found: string[] = [];
  for (const { file, text } of sources)
    text.split("\n").forEach((line, index) => {
      for (const { pattern, why } of rules) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${why}: ${line.trim()}`);
    });
  return found;
}

describe("the browser tests' time limits", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("no browser test sleeps or sets a limit of its own outside E2E_TIME_SCALE", () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(machineSpeedDependencies()).toEqual([]);
  });

  it("the rule finds a sleep and an unscaled limit", () => {
    sources.push({ file: "planted.spec.ts", text: "await page.waitForTimeout(500);\nawait expect(x).toBeVisible({ timeout: 15_000 });" });
    try {
      expect(machineSpeedDependencies()).toHaveLength(2);
    } finally {
      sources.pop();
    }
  });

  it("E2E_TIME_SCALE multiplies every limit, and a value below 1 or not a number is refused", () => {
    vi.stubEnv("E2E_TIME_SCALE", "2.5");
    expect(within(10_000)).toBe(25_000);
    vi.stubEnv("E2E_TIME_SCALE", "0.5");
    expect(() => timeScale()).toThrow(/at least 1/);
    vi.stubEnv("E2E_TIME_SCALE", "fast");
    expect(() => within(1)).toThrow(/at least 1/);
  });
});
