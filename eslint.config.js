import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Plugins reach the network, tokens and browser storage only through the kernel's hooks.
 * (Import boundaries between kernel, providers, plugins and server modules are checked by
 * dependency-cruiser: see .dependency-cruiser.cjs.)
 */
const pluginSandbox = {
  files: ["src/plugins/**/*.{ts,tsx}"],
  rules: {
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
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  pluginSandbox,
);
