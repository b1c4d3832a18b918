import type { FastifyInstance } from "fastify";

/**
 * Returns the shutdown procedure: stop accepting connections, let in-flight requests finish
 * (Fastify's close waits for them and closes idle keep-alive sockets), run the onClose hooks,
 * which close the database, then exit. Calling it again joins the first call.
 */
export function createShutdown(app: FastifyInstance, exit: (code: number) => void) {
  let closing: Promise<void> | null = null;
  return (signal: string): Promise<void> => {
    closing ??= (async () => {
      app.log.info({ signal }, "shutting down");
      try {
        await app.close();
        exit(0);
      } catch (err) {
        app.log.error({ err }, "shutdown failed");
        exit(1);
      }
    })();
    return closing;
  };
}

export function installGracefulShutdown(app: FastifyInstance): void {
  const shutdown = createShutdown(app, (code) => process.exit(code));
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void shutdown(signal));
}

/**
 * Keep-alive sockets that are busy when close() begins would keep the server open after their
 * response; answering "Connection: close" while closing lets them end with it.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
