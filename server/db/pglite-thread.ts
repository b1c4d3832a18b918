/**
 * The thread that owns the embedded database (pglite-on-thread.ts starts it): PGlite runs each
 * statement synchronously on the thread it lives on, so here a long market query holds this thread
 * and not the server's, which keeps answering /health, sign-in and every request that does not
 * need the database.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { createPglite } from "./pglite-cluster-image";
import { describeError, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from "./pglite-thread-protocol";

const port = parentPort!;
const start = workerData as ThreadStart;

/** Ends an open transaction with a rollback (the transaction's callback throws it). */
class RollBack extends Error {}

async function open(): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // pg_trgm: typo-tolerant search; PostgreSQL servers ship it in contrib.
  return createPglite((options) => PGlite.create(options), {
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
}

function serve(db: PGlite) {
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  /** How each open transaction ended: null when it committed or rolled back as asked. */
  const outcomes = new Map<number, Promise<unknown>>();
  let nextTx = 1;
  const reply = (message: ThreadReply) => port.postMessage(message);
  const on = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`transaction ${tx} has ended`);
    return found.tx;
  };

  const handle = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case "query": {
        const keep = (value: string) => value;
        const parsers = Object.fromEntries(request.keepText.map((oid) => [oid, keep]));
        const result = await on(request.tx).query(request.sql, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          parsers,
          ...(request.blob ? { blob: request.blob } : {}),
        });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case "exec":
        return (await on(request.tx).exec(request.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
      case "begin": {
        const tx = nextTx++;
        let began = () => {};
        const begun = new Promise<void>((resolve) => (began = resolve));
        const finished = db
          .transaction(async (handle) => {
            const commit = await new Promise<boolean>((end) => {
              open.set(tx, { tx: handle, end });
              began();
            });
            if (!commit) throw new RollBack();
          })
          .then(
            () => null,
            (error: unknown) => (error instanceof RollBack ? null : error),
          )
          .finally(() => open.delete(tx));
        outcomes.set(tx, finished);
        await Promise.race([
          begun,
          finished.then((error) => {
            outcomes.delete(tx);
            throw error ?? new Error("the transaction ended before it began");
          }),
        ]);
        return tx;
      }
      case "end": {
        const found = open.get(request.tx);
        const outcome = outcomes.get(request.tx);
        outcomes.delete(request.tx);
        if (!found || !outcome) throw new Error(`transaction ${request.tx} has ended`);
        found.end(request.commit);
        const error = await outcome;
        if (error) throw error;
        return null;
      }
      case "close":
        // PGlite's close waits for an open transaction, whose next statement will never come.
        for (const [tx, { end }] of open) {
          end(false);
          await outcomes.get(tx);
        }
        await db.close();
        return null;
    }
  };

  port.on("message", (request: ThreadRequest) => {
    handle(request).then(
      (value) => reply({ id: request.id, value }),
      (error: unknown) => reply({ id: request.id, error: describeError(error) }),
    );
  });
}

open().then(
  (db) => {
    serve(db);
    port.postMessage({ ready: true } satisfies ThreadReady);
  },
  (error: unknown) => port.postMessage({ ready: false, error: describeError(error) } satisfies ThreadReady),
);
