/**
 * The layouts (header with search, menus, company choice and user menu; footer; debug panel) are
 * a chunk of their own: a page without a layout (/login) never loads them, and a page with one
 * starts their download at boot, beside the page's own code.
 */
type LayoutsModule = typeof import("./Layouts");

let loading: Promise<LayoutsModule> | undefined;
let layouts: LayoutsModule | undefined;

export function loadLayouts(): Promise<LayoutsModule> {
  loading ??= import("./Layouts").then(
    (module) => (layouts = module),
    (error: unknown) => {
      loading = undefined; // a failed download may be retried by the next render
      throw error;
    },
  );
  return loading;
}

/** The layouts once their code has arrived, so they render without suspending. */
export function loadedLayouts(): LayoutsModule | undefined {
  return layouts;
}
