import { describe, expect, it } from "vitest";
import { definePlugin, type PluginDefinition } from "../../src/kernel/plugin";
import { createRegistry, PluginRegistryError } from "../../src/kernel/registry";

const page = () => Promise.resolve({ default: () => null });
const locales = { sv: () => Promise.resolve({ default: {} }), en: () => Promise.resolve({ default: {} }) };

function plugin(overrides: Partial<PluginDefinition> & { id: string }) {
  return definePlugin({ locales, ...overrides });
}

describe("plugin registry", () => {
  it("derives routes, refine resources and ordered menus from the plugins", () => {
    const registry = createRegistry([
      plugin({
        id: "stores",
        routes: [{ path: "/stores", page }],
        resources: [{ name: "stores", list: "/stores" }],
        menu: [{ key: "stores", label: "menu.stores", to: "/stores", slot: "top", order: 40 }],
        debugSections: ["store list"],
      }),
      plugin({
        id: "dashboard",
        routes: [{ path: "/", page }],
        menu: [
          { key: "dashboard", label: "menu.dashboard", to: "/", slot: "top", order: 10 },
          { key: "profile", label: "menu.profile", to: "/profile", slot: "user", order: 5 },
        ],
      }),
    ]);
    expect(registry.routes.map((r) => [r.path, r.pluginId])).toEqual([
      ["/stores", "stores"],
      ["/", "dashboard"],
    ]);
    expect(registry.resources).toEqual([{ name: "stores", list: "/stores", meta: { pluginId: "stores" } }]);
    expect(registry.menu("top").map((m) => m.key)).toEqual(["dashboard", "stores"]);
    expect(registry.menu("user").map((m) => m.key)).toEqual(["profile"]);
    expect(registry.menu("footer")).toEqual([]);
    expect(registry.debugSections).toEqual(["stores:store list"]);
  });

  it("gives each plugin's namespace its own locale loaders", () => {
    const sv = () => Promise.resolve({ default: { hello: "hej" } });
    const registry = createRegistry([plugin({ id: "help", locales: { ...locales, sv } })]);
    expect(registry.localeLoader("help", "sv")).toBe(sv);
    expect(registry.localeLoader("common", "sv")).toBeUndefined();
  });

  it.each([
    ["a duplicate id", [plugin({ id: "help" }), plugin({ id: "help" })], /Plugin id "help".*already registered/],
    ["the kernel's namespace as id", [plugin({ id: "common" })], /Plugin id "common".*"kernel"/],
    [
      "a duplicate route",
      [plugin({ id: "a", routes: [{ path: "/x", page }] }), plugin({ id: "b", routes: [{ path: "/x", page }] })],
      /Route "\/x" of plugin "b" is already registered by "a"/,
    ],
    ["a kernel redirect path", [plugin({ id: "a", routes: [{ path: "/billing", page }] })], /Route "\/billing".*"kernel"/],
    ["a duplicate resource", [plugin({ id: "a", resources: [{ name: "a" }, { name: "a" }] })], /Resource "a".*already registered/],
    ["a resource outside the plugin's namespace", [plugin({ id: "a", resources: [{ name: "products" }] })], /must be named "a" or "a-…"/],
    [
      "a duplicate menu entry",
      [
        plugin({ id: "a", menu: [{ key: "k", label: "l", to: "/", slot: "top", order: 1 }] }),
        plugin({ id: "b", menu: [{ key: "k", label: "l", to: "/", slot: "top", order: 2 }] }),
      ],
      /Menu entry "top:k"/,
    ],
    ["an id that is not lower-case", [plugin({ id: "MyPlugin" })], /must be lower-case/],
    ["a relative route", [plugin({ id: "a", routes: [{ path: "x", page }] })], /must start with \//],
    [
      "a plain route that needs a sign-in",
      [plugin({ id: "a", routes: [{ path: "/x", page, layout: "none", plain: true }] })],
      /must be public/,
    ],
    ["a plain route with a header", [plugin({ id: "a", routes: [{ path: "/x", page, access: "public", plain: true }] })], /layout "none"/],
  ])("refuses %s", (_what, plugins, message) => {
    expect(() => createRegistry(plugins)).toThrow(PluginRegistryError);
    expect(() => createRegistry(plugins)).toThrow(message);
  });
});
