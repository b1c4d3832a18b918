import { afterAll, vi } from "vitest";

// The suites share their workers' modules (isolate: false, a minute less of imports): what one
// file stubs or fakes ends with it, so the next file in the worker starts from real globals.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
