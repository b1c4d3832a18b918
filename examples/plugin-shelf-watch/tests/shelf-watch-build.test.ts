import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { beforeAll, describe, expect, it } from "vitest";

const root = process.cwd();
const example = path.join(root, "examples/plugin-shelf-watch");

/** Builds the plugin as a library: the example's own files bundled, the app's files left as imports and listed. */
async function buildPlugin() {
  const appFiles = new Set<string>();
  const leaveOutside: Plugin = {
    name: "leave-outside",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = source.startsWith(".") ? await this.resolve(source, importer, { ...options, skipSelf: true }) : null;
      if (resolved?.id.startsWith(example + path.sep)) return null;
      if (resolved) appFiles.add(path.relative(root, resolved.id));
      return { id: resolved?.id ?? source, external: true };
    },
  };
  const result = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [leaveOutside],
    build: { write: false, minify: false, lib: { entry: path.join(example, "web/index.ts"), formats: ["es"] } },
  });
  const [{ output }] = result as Rolldown.RolldownOutput[] as [Rolldown.RolldownOutput];
  return { appFiles, chunks: output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk") };
}

/** The example's files in a chunk (the bundler's runtime helpers are virtual, \0-prefixed modules). */
const filesOf = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.filter((id) => !id.includes("\0")).map((id) => path.relative(example, id));

describe("the shelf watch plugin's build", () => {
  let built: Awaited<ReturnType<typeof buildPlugin>>;
  beforeAll(async () => {
    built = await buildPlugin();
  });

  it("imports from the app only the kernel's public index and the contracts", () => {
    expect([...built.appFiles].sort()).toEqual(["contracts/index.ts", "src/kernel/index.ts"]);
  });

  it("bundles none of the example's server code", () => {
    expect(built.chunks.flatMap(filesOf).filter((file) => !/^(web\/|contracts\.ts$)/.test(file))).toEqual([]);
  });

  it("loads its page's code only when the page is opened", () => {
    const entry = built.chunks.find((chunk) => chunk.isEntry)!;
    expect(filesOf(entry)).toEqual(["web/index.ts"]);
    const page = built.chunks.find((chunk) => filesOf(chunk).includes("web/ShelfWatchPage.tsx"))!;
    expect(entry.dynamicImports).toContain(page.fileName);
    expect(entry.imports).not.toContain(page.fileName);
  });
});
