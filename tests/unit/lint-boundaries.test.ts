import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = process.cwd();
const fixture = path.join(root, "tests/fixtures/boundaries");

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

async function cruiseFixture(): Promise<Violation[]> {
  const bin = path.join(root, "node_modules/.bin/depcruise");
  const args = ["src", "server", "contracts", "examples", "--config", path.join(root, ".dependency-cruiser.cjs"), "--output-type", "json"];
  const { stdout } = await run(bin, args, { cwd: fixture }).catch((error: { stdout: string }) => error);
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe("import boundaries (dependency-cruiser)", () => {
  it("reports each broken rule in the fixture, and nothing else", async () => {
    const found = (await cruiseFixture()).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual(
      [
        "composition-root-imports-plugin-internals: src/plugins.ts → src/plugins/beta/Page.ts",
        "frontend-imports-server: src/kernel/api.ts → server/modules/one/service.ts",
        "plugin-imported-outside-composition-root: src/kernel/shell.ts → src/plugins/alpha/index.ts",
        "plugin-imports-kernel-internals: src/plugins/alpha/Page.ts → src/kernel/internal.ts",
        "plugin-imports-other-plugin: src/plugins/alpha/index.ts → src/plugins/beta/index.ts",
        "plugin-index-loads-page-code: src/plugins/beta/index.ts → src/plugins/beta/Page.ts",
        "providers-import-kernel: src/providers/http.ts → src/kernel/index.ts",
        "server-core-imports-module: server/core/x.ts → server/modules/one/service.ts",
        "server-module-imports-other-module: server/modules/one/routes.ts → server/modules/two/service.ts",
        "server-market-or-data-imports-module: server/market/x.ts → server/modules/one/service.ts",
        "server-market-or-data-imports-module: server/data/x.ts → server/modules/one/service.ts",
        "module-routes-import-data-layer: server/modules/two/routes.ts → ../../../node_modules/drizzle-orm/index.cjs",
        "module-routes-import-data-layer: server/modules/two/routes.ts → server/db/client.ts",
        "module-routes-import-data-layer: server/modules/two/details-routes.ts → server/market/x.ts",
        "contracts-import-app-code: contracts/product.ts → server/core/x.ts",
        "contracts-import-package-other-than-typebox: contracts/dates.ts → ../../../node_modules/dayjs/dayjs.min.js",
        "product-imports-example: src/kernel/example-user.ts → examples/demo/web/index.ts",
        "example-plugin-imports-app-internals: examples/demo/web/Page.ts → src/kernel/internal.ts",
        "frontend-imports-server: examples/demo/web/Page.ts → examples/demo/server/service.ts",
        "plugin-index-loads-page-code: examples/demo/web/index.ts → examples/demo/web/Page.ts",
        "server-module-imports-other-module: examples/demo/server/routes.ts → server/modules/one/service.ts",
        "module-routes-import-data-layer: examples/demo/server/routes.ts → server/db/client.ts",
        "contracts-import-app-code: examples/demo/contracts.ts → examples/demo/server/service.ts",
      ].sort(),
    );
  }, 30_000);
});

describe("plugin sandbox (ESLint)", () => {
  const eslint = new ESLint({ cwd: root });
  const source = [
    'import axios from "axios";',
    "export async function load() {",
    '  const token = localStorage.getItem("fenix-access-token");',
    '  sessionStorage.setItem("x", "y");',
    "  window.localStorage.clear();",
    "  const cookie = document.cookie;",
    '  return [axios, token, cookie, await fetch("/api/v1/products"), await window.fetch("/x")];',
    "}",
  ].join("\n");

  async function ruleHits(filePath: string) {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
    return result!.messages.map((m) => `${m.line}:${m.ruleId}`);
  }

  const refusals = [
    "1:no-restricted-imports",
    "3:no-restricted-globals",
    "4:no-restricted-globals",
    "5:no-restricted-properties",
    "6:no-restricted-properties",
    "7:no-restricted-globals",
    "7:no-restricted-properties",
  ];

  it("refuses raw fetch, browser storage, cookies and HTTP libraries inside a plugin", async () => {
    expect(await ruleHits("src/plugins/fixture/load.ts")).toEqual(refusals);
  });

  it("holds an example's plugin to the same rules", async () => {
    expect(await ruleHits("examples/fixture/web/load.ts")).toEqual(refusals);
  });

  it("refuses TanStack Query in a plugin: data goes through refine's hooks and the data provider", async () => {
    const [result] = await eslint.lintText('import { useQuery } from "@tanstack/react-query";\nexport const q = useQuery;\n', {
      filePath: path.join(root, "src/plugins/fixture/data.ts"),
    });
    expect(result!.messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual(["1:no-restricted-imports"]);
  });

  it("allows the same code in the providers, which own the network and storage", async () => {
    expect(await ruleHits("src/providers/fixture.ts")).toEqual([]);
  });
});

describe("route references (ESLint fenix/no-foreign-route-path)", () => {
  const eslint = new ESLint({ cwd: root });
  const source = [
    'import { Link } from "react-router";',
    "export const links = (id: number) => [",
    "  `/product/${id}`,",
    '  "/product/" + id,',
    "  `/analysis?product=${id}`,",
    '  "/stores",',
    '  "/fixture/own-page",',
    '  "products/statistics",',
    '  "/",',
    "  Link,",
    "];",
  ].join("\n");

  async function ruleHits(filePath: string) {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "fenix/no-foreign-route-path").map((m) => `${m.line}: ${m.message}`);
  }

  it("reports another plugin's page paths in a plugin, but not its own pages, API resources or the start page", async () => {
    expect(await ruleHits("src/plugins/fixture/links.ts")).toEqual([
      '3: "/product/…" is the path of plugin "products" (/product/:id): link through its route reference (useLink / <RouteLink>).',
      '4: "/product/" is the path of plugin "products" (/product/:id): link through its route reference (useLink / <RouteLink>).',
      '5: "/analysis?product=…" is the path of plugin "analysis" (/analysis): link through its route reference (useLink / <RouteLink>).',
      '6: "/stores" is the path of plugin "stores" (/stores): link through its route reference (useLink / <RouteLink>).',
    ]);
  });

  it("reports the product's page paths in an example's plugin", async () => {
    expect((await ruleHits("examples/fixture/web/links.ts")).map((hit) => hit.slice(0, 2))).toEqual(["3:", "4:", "5:", "6:"]);
  });

  it("lets a plugin write its own paths", async () => {
    expect(await ruleHits("src/plugins/products/links.ts")).toEqual([
      '5: "/analysis?product=…" is the path of plugin "analysis" (/analysis): link through its route reference (useLink / <RouteLink>).',
      '6: "/stores" is the path of plugin "stores" (/stores): link through its route reference (useLink / <RouteLink>).',
    ]);
  });
});
