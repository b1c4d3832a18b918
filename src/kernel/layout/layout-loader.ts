import { importOnce } from "../routing/import-once";

/**
 * The layouts (header with search, menus, company choice and user menu; footer; debug panel) are
 * a chunk of their own: a page without a layout (/login) never loads them, and a page with one
 * starts their download at boot, beside the page's own code.
 */
const layouts = importOnce(() => import("./Layouts"));

export const loadLayouts = () => layouts();

/** The layouts once their code has arrived, so they render without suspending. */
export const loadedLayouts = () => layouts.loaded();
