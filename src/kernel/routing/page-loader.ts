import type { ComponentType } from "react";

type PageModule = { default: ComponentType };

/** A plugin page's import, started at most once, that remembers the page once it has arrived. */
export interface PageLoader {
  (): Promise<PageModule>;
  /** The page component when its import has finished, so it can render without suspending. */
  loaded(): ComponentType | undefined;
}

export function pageLoader(load: () => Promise<PageModule>): PageLoader {
  let loading: Promise<PageModule> | undefined;
  let page: ComponentType | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        page = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be retried by the next render
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(start, { loaded: () => page });
}
