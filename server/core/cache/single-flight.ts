/** Concurrent calls with one key share one run: a burst of identical requests runs one query. */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): { promise: Promise<T>; leader: boolean } {
      const existing = running.get(key);
      if (existing) return { promise: existing, leader: false };
      const promise = work().finally(() => running.delete(key));
      running.set(key, promise);
      return { promise, leader: true };
    },
    get size(): number {
      return running.size;
    },
  };
}
