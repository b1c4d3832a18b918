import { useEffect, useSyncExternalStore } from "react";

/**
 * What the current page shows, by section ("product info", "sales data" …), for the debug
 * panel's Data tab. Pages register with usePageData; a section leaves with its component.
 */
const sections = new Map<string, unknown>();
let snapshot: ReadonlyMap<string, unknown> = new Map();
const listeners = new Set<() => void>();

function publish() {
  snapshot = new Map(sections);
  listeners.forEach((listener) => listener());
}

export function usePageData(section: string, data: unknown): void {
  useEffect(() => {
    sections.set(section, data);
    publish();
    return () => {
      if (sections.get(section) === data) {
        sections.delete(section);
        publish();
      }
    };
  }, [section, data]);
}

export function usePageDataSections(): ReadonlyMap<string, unknown> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
