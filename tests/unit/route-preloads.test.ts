import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pluginInIndex, routesInPluginIndex } from "../../scripts/vite-route-preloads";
import { plugins } from "../../src/plugins";

describe("the build's list of each page's code (route-preloads.json)", () => {
  it("finds every route of every plugin in its index.ts, with its page module, whether it has a header and whether it is plain", () => {
    for (const plugin of plugins) {
      const written = routesInPluginIndex(readFileSync(`src/plugins/${plugin.id}/index.ts`, "utf8"));
      const registered = plugin.routes ?? [];
      expect(
        written.map(({ path, withLayout, plain }) => ({ path, withLayout, plain })),
        plugin.id,
      ).toEqual(registered.map((route) => ({ path: route.path, withLayout: route.layout !== "none", plain: route.plain === true })));
      // The page the source names is the one the route loads (Vitest turns the import's path into the module's from the root).
      for (const [i, route] of registered.entries()) {
        expect(String(route.page), route.path).toContain(`/src/plugins/${plugin.id}/${written[i]!.page.replace(/^\.\//, "")}.`);
      }
    }
  });

  it("finds every plugin's id, translations and whether it adds menu entries in its index.ts", () => {
    for (const plugin of plugins) {
      const written = pluginInIndex(readFileSync(`src/plugins/${plugin.id}/index.ts`, "utf8"));
      expect(written?.id).toBe(plugin.id);
      expect(Object.keys(written?.locales ?? {}).sort(), plugin.id).toEqual(Object.keys(plugin.locales ?? {}).sort());
      expect(written?.hasMenu, plugin.id).toBe((plugin.menu?.length ?? 0) > 0);
    }
  });

  it("reads a route however its properties are ordered, a page without a header and a plain page", () => {
    expect(
      routesInPluginIndex(`routes: [
        { page: () => import("./A"), name: "a", path: "/a/:id" },
        { path: "/b", layout: "none", page: () => import("./B"), access: "public" },
        { plain: true, path: "/c", layout: "none", page: () => import("./C"), access: "public" },
      ]`),
    ).toEqual([
      { path: "/a/:id", page: "./A", withLayout: true, plain: false },
      { path: "/b", page: "./B", withLayout: false, plain: false },
      { path: "/c", page: "./C", withLayout: false, plain: true },
    ]);
  });
});
