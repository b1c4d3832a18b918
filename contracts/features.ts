/**
 * The one place that says which module a paid feature needs: the server's gate
 * (server/core/module-gate.ts) and the web app's upgrade card both read it.
 */
import type { ModuleType } from "./subscription";

export const GATED_FEATURES = {
  /** Importing a weekly list: POST /weekly-rankings/process and the upload of a weekly list. */
  "weekly-import": "weekly-rankings",
  /** GET /rankings/store-optimization and a store's assortment optimisation. */
  "store-optimization": "store-optimization",
  /** GET /rankings/competitive-analysis/{id} and /products/{id}/competitive. */
  "competitive-analysis": "store-optimization",
  /** The CSV/XLSX exports: products, artdisk, weekly lists. */
  exports: "api-access",
} as const satisfies Record<string, ModuleType>;
export type GatedFeature = keyof typeof GATED_FEATURES;

export const moduleForFeature = (feature: GatedFeature): ModuleType => GATED_FEATURES[feature];

/** The code of a refusal for want of a module; the error's `module` names the module's kind. */
export const MODULE_REQUIRED = "MODULE_REQUIRED";
