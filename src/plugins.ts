import type { Plugin } from "./kernel";
import changelog from "./plugins/changelog";
import help from "./plugins/help";

/** The composition root: every feature of the app is one line here. */
export const plugins: readonly Plugin[] = [help, changelog];
