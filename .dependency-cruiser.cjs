/**
 * Architecture boundaries (docs/ARCHITECTURE.md §Boundaries). `npm run lint` fails on any of
 * these; tests/unit/lint-boundaries.test.ts proves each rule catches a violation.
 */
module.exports = {
  forbidden: [
    {
      name: "plugin-imports-other-plugin",
      comment: "A plugin never imports another plugin; shared things move into the kernel.",
      severity: "error",
      from: { path: "^src/plugins/([^/]+)/" },
      to: { path: "^src/plugins/", pathNot: "^src/plugins/$1/" },
    },
    {
      name: "plugin-imports-kernel-internals",
      comment: "From src/, a plugin imports only the kernel's public index.",
      severity: "error",
      from: { path: "^src/plugins/" },
      to: { path: "^src/(kernel|providers)/", pathNot: "^src/kernel/index\\.ts$" },
    },
    {
      name: "example-plugin-imports-app-internals",
      comment: "An example's plugin (examples/<name>/web) imports from src/ only the kernel's public index, like any plugin.",
      severity: "error",
      from: { path: "^examples/[^/]+/web/" },
      to: { path: "^src/", pathNot: "^src/kernel/index\\.ts$" },
    },
    {
      name: "product-imports-example",
      comment: "Examples are built and tested, never shipped: nothing of the product imports them.",
      severity: "error",
      from: { path: "^(src|server|contracts)/" },
      to: { path: "^examples/" },
    },
    {
      name: "plugin-imported-outside-composition-root",
      comment: "Only src/plugins.ts imports plugins (kernel and providers never do).",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/plugins\\.ts$", "^src/plugins/"] },
      to: { path: "^src/plugins/" },
    },
    {
      name: "composition-root-imports-plugin-internals",
      comment: "src/plugins.ts imports each plugin's index.ts and nothing else inside it.",
      severity: "error",
      from: { path: "^src/plugins\\.ts$" },
      to: { path: "^src/plugins/", pathNot: "^src/plugins/[^/]+/index\\.ts$" },
    },
    {
      name: "plugin-index-loads-page-code",
      comment: "Importing a plugin's index.ts loads no page code: its own files load lazily.",
      severity: "error",
      from: { path: "^(src/plugins/[^/]+|examples/[^/]+/web)/index\\.ts$" },
      // but its requests.ts: the descriptions of its API calls that a route's prefetch names, which
      // must be there before the page's code (the next rule keeps that file free of code to load).
      to: { path: "^$1/", pathNot: "^$1/requests\\.ts$", dynamic: false },
    },
    {
      name: "plugin-requests-import-only-types",
      comment:
        "A plugin's requests.ts is in every page's first download (its index.ts imports it): it imports types only, apiRead (contracts/api-path.ts) and the comparisons (contracts/comparison.ts), a few lines without imports each.",
      severity: "error",
      from: { path: "^(src/plugins/[^/]+|examples/[^/]+/web)/requests\\.ts$" },
      to: { dependencyTypesNot: ["type-only"], pathNot: "^contracts/(api-path|comparison)\\.ts$" },
    },
    {
      name: "providers-import-kernel",
      comment: "Providers are below the kernel; the kernel uses them, not the other way round.",
      severity: "error",
      from: { path: "^src/providers/" },
      to: { path: "^src/kernel/" },
    },
    {
      name: "frontend-imports-server",
      comment: "Nothing in src/ or an example's plugin imports server code (both sides share the contracts).",
      severity: "error",
      from: { path: "^(src/|examples/[^/]+/web/)" },
      to: { path: "^(server/|examples/[^/]+/server/)" },
    },
    {
      name: "server-module-imports-other-module",
      comment: "A server module uses core services, never another module's internals.",
      severity: "error",
      from: { path: "^(server/modules/[^/]+|examples/[^/]+/server)/" },
      to: { path: "^server/modules/", pathNot: "^$1/" },
    },
    {
      name: "server-core-imports-module",
      comment: "Core services are shared by modules and must not depend on any of them.",
      severity: "error",
      from: { path: "^server/(core|db)/" },
      to: { path: "^server/modules/" },
    },
    {
      name: "server-market-or-data-imports-module",
      comment: "server/market (the market modules' shared query layer) and server/data sit below the modules.",
      severity: "error",
      from: { path: "^server/(market|data)/" },
      to: { path: "^server/modules/" },
    },
    {
      name: "module-routes-import-data-layer",
      comment:
        "A module's routes (routes.ts, *-routes.ts) validate, authorise and answer through its service.ts; SQL (Drizzle, the db client, server/market) is for service.ts and queries.ts.",
      severity: "error",
      from: { path: ["^server/modules/[^/]+/[^/]*routes\\.ts$", "^examples/[^/]+/server/[^/]*routes\\.ts$"] },
      to: { path: ["node_modules/(drizzle-orm|pg|@electric-sql/pglite)/", "^server/db/", "^server/market/"] },
    },
    {
      name: "contracts-import-app-code",
      comment: "contracts/ (and an example's contracts.ts) is shared by client and server, so it imports neither.",
      severity: "error",
      from: { path: "^(contracts/|examples/[^/]+/contracts\\.ts$)" },
      to: { path: "^(src/|server/|examples/[^/]+/(web|server)/)" },
    },
    {
      name: "contracts-import-package-other-than-typebox",
      comment: "contracts/ ships to the browser: schemas only, built with typebox.",
      severity: "error",
      from: { path: "^(contracts/|examples/[^/]+/contracts\\.ts$)" },
      to: { path: "(^|/)node_modules/", pathNot: "(^|/)node_modules/typebox/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
