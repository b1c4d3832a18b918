import type { ComponentType } from "react";
import { importOnce } from "./import-once";

type PageModule = { default: ComponentType };

/** A plugin page's import, started at most once, that remembers the page once it has arrived. */
export interface PageLoader {
  (): Promise<PageModule>;
  /** The page component when its import has finished, so it can render without suspending. */
  loaded(): ComponentType | undefined;
}

export function pageLoader(load: () => Promise<PageModule>): PageLoader {
  const page = importOnce(load);
  return Object.assign(() => page(), { loaded: () => page.loaded()?.default });
}
