import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder, where the server finds what it reads at run time (package.json, the
 * migrations, the locales, node_modules). This module is server/project-root.ts under tsx and
 * Vitest, and part of a file directly in dist-server/ in the build (scripts/build-server.mjs
 * writes no subfolders): one level below the project either way.
 */
export const projectRoot = path.resolve(fileURLToPath(import.meta.url), "../..");
