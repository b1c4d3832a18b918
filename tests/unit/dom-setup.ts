import { configure } from "@testing-library/react";

// A lazily loaded page inside the whole shell can take seconds to appear on a busy 2-core machine
// (two Vitest workers beside a browser run), not the 1 s findBy* waits by default.
configure({ asyncUtilTimeout: 10_000 });

const DESKTOP_WIDTH = 1280;

/** What antd expects from a browser and jsdom lacks. */
export function installBrowserShims(): void {
  if (!window.matchMedia) {
    // Media queries answer as on a 1280 px wide desktop (the e2e tests cover phones).
    const matches = (query: string) =>
      [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
        kind === "min" ? DESKTOP_WIDTH >= Number(px) : DESKTOP_WIDTH <= Number(px),
      ) && /width/.test(query);
    window.matchMedia = (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!window.PointerEvent) {
    // jsdom has none; a MouseEvent carries the coordinates pointer handlers read
    window.PointerEvent = class extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    } as unknown as typeof PointerEvent;
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
