import type pg from "pg";

type PoolClass = typeof pg.Pool;

/**
 * A pool whose clients always come back. drizzle's transaction takes a client and sends BEGIN
 * before its try/finally: when BEGIN fails (the connection died between two uses — a database
 * restart, an administrator's terminate), the client is never released, and each such failure
 * takes one connection from the pool for good until nothing answers and shutdown hangs. Here a
 * client whose first statement fails is released (and discarded) at once, and a second release
 * is ignored.
 */
export function releasingPool(Pool: PoolClass): PoolClass {
  class ReleasingPool extends Pool {
    // @ts-expect-error: one override for pg's callback and promise overloads
    override connect(callback?: Parameters<pg.Pool["connect"]>[0]) {
      // pool.query() takes its clients this way and always gives them back.
      if (callback) return super.connect(callback);
      return super.connect().then(guardRelease);
    }
  }
  return ReleasingPool as unknown as PoolClass;
}

function guardRelease(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let first = true;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (first) {
      first = false;
      if (result instanceof Promise) result.catch((error: Error) => client.release(error));
    }
    return result;
  }) as typeof client.query;
  return client;
}
