/**
 * The embedded database on a thread of its own (pglite-thread.ts), seen from the server's thread
 * as the part of PGlite's interface that drizzle and the bulk writer use. PGlite would otherwise run
 * every statement on the server's own thread: while a market query ran for a second, nothing else
 * was answered, not even /health.
 */
import type { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { typescriptThread } from "../typescript-thread";
import { isInMarketLane } from "./market-lane";
import { reviveError, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from "./pglite-thread-protocol";

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** What the server asks of PGlite, on its own thread or on this one (test templates). */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A stopped or closed thread's error: SQLSTATE 57P01 (admin_shutdown), so requests answer 503 DATABASE_UNAVAILABLE. */
const gone = (message: string) => Object.assign(new Error(message), { code: "57P01" });

/** How long the market lane waits after another lane's statement (see schedule()). */
const MARKET_HOLD_MS = 2;

export class PgliteOnThread implements PgliteClient {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; sentAt: number }>();
  private nextId = 1;
  private stopped: Error | null = null;
  private lastAnswerAt = performance.now();
  /** Statements sent outside a transaction and not yet answered: one at a time (see schedule()). */
  private atWork = 0;
  private readonly firstLine: (() => void)[] = [];
  private readonly marketLine: (() => void)[] = [];
  private marketHeldUntil = 0;
  private marketWake: NodeJS.Timeout | undefined;
  /** Transactions begun and not yet ended: between their statements the thread is theirs. */
  private openTransactions = 0;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: ThreadReply) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      // An answer, or PostgreSQL's refusal of a statement: the database works. Another failure does not say so.
      if (!("error" in message) || /^[0-9A-Z]{5}$/.test(String(message.error.fields.code ?? ""))) this.lastAnswerAt = performance.now();
      this.pending.delete(message.id);
      if ("error" in message) waiting.reject(reviveError(message.error));
      else waiting.resolve(message.value);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(this.stopped);
      }
    };
    worker.on("error", (error) => stop(gone(`the database thread failed: ${error.message}`)));
    worker.on("exit", (code) => stop(gone(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and resolves once its database is open. */
  static async start(start: ThreadStart): Promise<PgliteOnThread> {
    const worker = typescriptThread(new URL("./pglite-thread.ts", import.meta.url), { workerData: start });
    let listening: [string, Parameters<Worker["once"]>[1]][] = [];
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      listening = [
        ["message", resolve],
        ["error", reject],
        ["exit", (code: number) => reject(new Error(`the database thread stopped (exit code ${code}) before the database opened`))],
      ];
      for (const [event, listener] of listening) worker.once(event, listener);
    }).finally(() => {
      for (const [event, listener] of listening) worker.off(event, listener);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw reviveError(ready.error);
    }
    // Like a pool's open connections, the thread keeps the process alive until the database is closed.
    return new PgliteOnThread(worker);
  }

  /**
   * The thread is at work on a statement that began less than `withinMs` ago: it began when the
   * first statement still waiting was sent, or when the thread last answered, whichever is later.
   * A statement that runs longer (or a thread that hangs) stops counting.
   */
  working(withinMs: number): boolean {
    if (this.stopped) return false;
    // A transaction between two of its statements: at work if it was answered lately.
    if (this.pending.size === 0) return this.openTransactions > 0 && performance.now() - this.lastAnswerAt < withinMs;
    const firstSent = Math.min(...[...this.pending.values()].map((p) => p.sentAt));
    return performance.now() - Math.max(firstSent, this.lastAnswerAt) < withinMs;
  }

  private call(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sentAt: performance.now() });
      this.worker.postMessage({ ...request, id });
    });
  }

  /**
   * Sends statements outside transactions one at a time, the market lane's last: a sign-in's
   * statement waits for the market statement at work, not for every one queued behind it. After
   * another lane's statement the market lane waits a moment, so that request's next statement
   * (sent as soon as the answer is read) goes first too.
   */
  private schedule(request: Request): Promise<unknown> {
    const market = isInMarketLane();
    return new Promise((resolve, reject) => {
      const send = () => {
        this.atWork++;
        this.call(request)
          .then(resolve, reject)
          .finally(() => {
            this.atWork--;
            if (!market) this.marketHeldUntil = performance.now() + MARKET_HOLD_MS;
            this.sendNext();
          });
      };
      (market ? this.marketLine : this.firstLine).push(send);
      this.sendNext();
    });
  }

  private sendNext() {
    if (this.atWork > 0) return;
    const first = this.firstLine.shift();
    if (first) return first();
    if (this.marketLine.length === 0) return;
    const held = this.marketHeldUntil - performance.now();
    if (held > 0) {
      this.marketWake ??= setTimeout(() => {
        this.marketWake = undefined;
        this.sendNext();
      }, held);
      return;
    }
    this.marketLine.shift()!();
  }

  private queryOn(tx: number | undefined) {
    return <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      (tx === undefined ? this.schedule.bind(this) : this.call.bind(this))({
        op: "query",
        sql,
        params,
        rowMode: options.rowMode,
        // The only parsers passed are drizzle's, which keep the text of dates, times, intervals
        // and numeric arrays as PostgreSQL wrote it; functions cannot cross to the other thread.
        keepText: Object.keys(options.parsers ?? {}).map(Number),
        ...(options.blob ? { blob: options.blob } : {}),
        ...(tx === undefined ? {} : { tx }),
      }) as Promise<Results<T>>;
  }

  query = this.queryOn(undefined);

  exec(sql: string): Promise<Results[]> {
    return this.schedule({ op: "exec", sql }) as Promise<Results[]>;
  }

  /** One transaction on the database's thread; other statements wait until it ends, as in PGlite. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = (await this.schedule({ op: "begin" })) as number;
    this.openTransactions++;
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.call({ op: "end", tx, commit }).finally(() => this.openTransactions--);
    };
    const rollBack = async () => {
      if (!ended) await end(false);
    };
    const handle = {
      query: this.queryOn(tx),
      exec: (sql: string) => this.call({ op: "exec", sql, tx }) as Promise<Results[]>,
      rollback: rollBack,
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await rollBack().catch(() => undefined);
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  /** Closes the database: sent ahead of what still waits in line, which is then refused; once, however often asked. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    if (this.stopped) return;
    const closed = this.call({ op: "close" });
    this.stopped = gone("the database is closed");
    await closed.catch(() => undefined);
    await this.worker.terminate();
  }
}
