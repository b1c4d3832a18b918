import { configDefaults, defineConfig } from "vitest/config";
import { antdStaticStylePlugin } from "./scripts/vite-antd-static-style";

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    // Vitest leaves one core free by default: one worker on a 2-core machine. The API suites wait
    // on PostgreSQL as much as they compute, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        // `virtual:antd-static-style` (the app shell's loader imports it): null outside a build.
        plugins: [antdStaticStylePlugin()],
        test: {
          name: "unit",
          // The examples' tests run with the product's: API suites (*.api.test.ts) below, the rest here.
          include: ["tests/unit/**/*.test.{ts,tsx}", "examples/*/tests/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, "examples/*/tests/**/*.api.test.ts"],
          environment: "node",
          // Files share the worker's imported modules (the unit run 46 s → 37 s on 2 cores);
          // tests/file-cleanup.ts ends each file's stubs and fake timers.
          isolate: false,
          setupFiles: ["tests/file-cleanup.ts"],
          // Rendering the kernel and starting ESLint take 1–2 s alone, several times that on a
          // busy 2-core machine running the API project beside.
          testTimeout: 20_000,
          // refine's router binding is bundled to import react-router's CommonJS build, the tests
          // its ES build: two routers, and the app shell's <Refine> finds no router. Processed
          // by Vite, it imports the same one as the app.
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "examples/*/tests/**/*.api.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          // Each file builds its own server and database; the modules they import are shared by
          // the worker's files instead of imported again per file (414 s → 280 s on 2 cores).
          isolate: false,
          setupFiles: ["tests/file-cleanup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
