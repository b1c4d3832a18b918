import { describe, expect, it } from "vitest";
import { plugins } from "../../src/plugins";
import { EVERY_PAGE_ROUTES, PAGES_CHECKED_ELSEWHERE } from "../e2e/page-routes";

describe("the browser tests' list of pages", () => {
  const registered = plugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => ({ plugin: plugin.id, path: route.path })));
  const listed = new Set<string>([...EVERY_PAGE_ROUTES, ...Object.keys(PAGES_CHECKED_ELSEWHERE)]);

  it("holds every page a plugin registers", () => {
    expect(registered.length).toBeGreaterThan(25);
    expect(
      registered
        .filter(({ path }) => !listed.has(path))
        .map(
          ({ plugin, path }) =>
            `${path} (plugin ${plugin}): add it to EVERY_PAGE_ROUTES in tests/e2e/page-routes.ts and an entry to everyPage in page-list.ts, or to PAGES_CHECKED_ELSEWHERE with the test that opens it`,
        ),
    ).toEqual([]);
  });

  it("names no page the app does not have, and none twice", () => {
    const paths = new Set(registered.map(({ path }) => path));
    expect(
      [...listed].filter((path) => !paths.has(path)).map((path) => `${path}: no plugin registers it; take it off tests/e2e/page-routes.ts`),
    ).toEqual([]);
    expect(EVERY_PAGE_ROUTES.filter((path) => path in PAGES_CHECKED_ELSEWHERE)).toEqual([]);
  });
});
