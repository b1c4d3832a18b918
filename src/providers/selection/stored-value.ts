import { useSyncExternalStore } from "react";

/**
 * A JSON value kept in browser storage that components can subscribe to; changes in another
 * tab arrive through the storage event.
 */
export interface StoredValue<T> {
  get(): T | null;
  set(value: T | null): void;
  subscribe(listener: () => void): () => void;
}

export function storedValue<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  storage: () => Storage = () => window.localStorage,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T | null = null;
  const get = (): T | null => {
    const raw = storage().getItem(key);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw === null ? null : JSON.parse(raw);
      cached = isValid(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  };
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get,
    set(value) {
      if (value === null) storage().removeItem(key);
      else storage().setItem(key, JSON.stringify(value));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => event.key === key && listener();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export function useStoredValue<T>(value: StoredValue<T>): T | null {
  return useSyncExternalStore(value.subscribe, value.get, () => null);
}
