import { describe, expect, it } from "vitest";
import { plugins } from "../../src/plugins";
import { EVERY_PAGE, PAGES_CHECKED_ELSEWHERE } from "../e2e/page-routes";

describe("the browser tests' list of pages", () => {
  const registered = plugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => ({ plugin: plugin.id, path: route.path })));
  const opened = EVERY_PAGE.map(({ route }) => route);
  const listed = new Set<string>([...opened, ...Object.keys(PAGES_CHECKED_ELSEWHERE)]);

  it("holds every page a plugin registers", () => {
    expect(registered.length).toBeGreaterThan(25);
    expect(
      registered
        .filter(({ path }) => !listed.has(path))
        .map(
          ({ plugin, path }) =>
            `${path} (plugin ${plugin}): add { route: "${path}" } to EVERY_PAGE in tests/e2e/page-routes.ts (with path: for a parameter), or name it in PAGES_CHECKED_ELSEWHERE with the test that opens it`,
        ),
    ).toEqual([]);
  });

  it("names no page the app does not have, and none twice", () => {
    const paths = new Set(registered.map(({ path }) => path));
    expect(
      [...listed].filter((path) => !paths.has(path)).map((path) => `${path}: no plugin registers it; take it off tests/e2e/page-routes.ts`),
    ).toEqual([]);
    expect(opened.filter((path) => path in PAGES_CHECKED_ELSEWHERE)).toEqual([]);
    expect(opened.filter((path, i) => opened.indexOf(path) !== i)).toEqual([]);
  });

  it("gives a route with a parameter the address to open", () => {
    expect(EVERY_PAGE.filter(({ route, path }) => route.includes(":") && !path).map(({ route }) => route)).toEqual([]);
  });
});
