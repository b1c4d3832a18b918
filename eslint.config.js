import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noForeignRoutePath from "./eslint-rules/no-foreign-route-path.js";

/**
 * Plugins reach the network, tokens and browser storage only through the kernel's hooks and
 * refine's data hooks, and link to other plugins' pages only through route references.
 * (Import boundaries between kernel, providers, plugins and server modules are checked by
 * dependency-cruiser: see .dependency-cruiser.cjs.)
 */
/** An example's plugin (examples/<name>/web) is held to the same rules as the product's plugins. */
const examplePlugins = "examples/*/web/**/*.{ts,tsx}";

const pluginSandbox = {
  files: ["src/plugins/**/*.{ts,tsx}", examplePlugins],
  plugins: { fenix: { rules: { "no-foreign-route-path": noForeignRoutePath } } },
  rules: {
    "fenix/no-foreign-route-path": "error",
    "no-restricted-globals": [
      "error",
      ...["fetch", "XMLHttpRequest", "localStorage", "sessionStorage", "indexedDB"].map((name) => ({
        name,
        message: "Plugins use the kernel's hooks for data and storage, never the browser's directly.",
      })),
    ],
    "no-restricted-properties": [
      "error",
      ...["window", "globalThis", "self"].flatMap((object) =>
        ["fetch", "localStorage", "sessionStorage", "indexedDB"].map((property) => ({
          object,
          property,
          message: "Plugins use the kernel's hooks for data and storage, never the browser's directly.",
        })),
      ),
      { object: "document", property: "cookie", message: "Plugins never touch cookies or tokens." },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["axios", "ky", "ofetch", "i18next-http-backend"],
            message: "Plugins make requests only through the kernel's hooks.",
          },
          {
            group: ["@tanstack/react-query", "@tanstack/*"],
            message:
              "Plugins read and write through refine's data hooks (useList, useOne, useCustom, useTable …), never TanStack Query directly.",
          },
        ],
      },
    ],
  },
};

/** Only the sign-in pages drive the session; every other plugin asks refine who is signed in. */
const sessionOutsideSignIn = {
  files: ["src/plugins/**/*.{ts,tsx}", examplePlugins],
  ignores: ["src/plugins/auth/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...pluginSandbox.rules["no-restricted-imports"][1].patterns,
          {
            group: ["**/kernel"],
            importNames: ["useSession"],
            message: "Plugins read the signed-in user through refine: useIdentity, useAccess or <CanAccess> (the kernel's).",
          },
        ],
      },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "CallExpression[callee.name='useCustom']",
        message:
          "Plugins read the API through the kernel's useApiRead(apiRead(\"path/{id}\", { id })): the path names its answer's type (contracts/api-reads.ts).",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-server/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".fenix-data/**",
      "tests/fixtures/**",
      "server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", examplePlugins],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  pluginSandbox,
  sessionOutsideSignIn,
);
