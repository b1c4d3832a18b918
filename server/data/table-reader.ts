/**
 * Reads an uploaded table on a thread of its own, so a large or hostile file never stalls the
 * server: the thread has a heap of its own with a ceiling, a time limit, and the limits of
 * `TableLimits` on what the file may unpack to; what exceeds them is refused with a stable code
 * (TABLE_TOO_LARGE, TABLE_TOO_SLOW) the pages translate.
 */
import type { Worker } from "node:worker_threads";
import { typescriptThread } from "../typescript-thread";
import { ImportRefused } from "./importers/import-refused";
import type { TableAnswer, TableSummary, TableTask } from "./table-answer";
import type { Cell, TableLimits } from "./table-file";

export interface ReadOptions {
  limits: TableLimits;
  /** The thread is stopped after this long (20 s by default). */
  timeoutMs?: number;
  /** The thread's heap ceiling (512 MB by default). */
  heapMb?: number;
}

/** How long the thread stays after its last file (loading the XLSX library takes it most of a second). */
const IDLE_MS = 30_000;

/**
 * One thread, reused for file after file (one at a time), ended when idle; a file that runs out of
 * time or memory ends it, and the next file starts a new one. It never keeps the process alive.
 */
class ReaderThread {
  private worker: Worker | null = null;
  private heapMb = 0;
  private idle: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  read(task: TableTask, options: ReadOptions): Promise<TableAnswer> {
    const turn = this.queue.then(() => this.run(task, options));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private thread(heapMb: number): Worker {
    if (this.worker && this.heapMb === heapMb) return this.worker;
    this.stop();
    this.heapMb = heapMb;
    const worker = typescriptThread(new URL("./table-reader-thread.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    worker.unref();
    worker.once("exit", () => {
      if (this.worker === worker) this.worker = null;
    });
    return (this.worker = worker);
  }

  private stop(): void {
    void this.worker?.terminate();
    this.worker = null;
  }

  private run(task: TableTask, options: ReadOptions): Promise<TableAnswer> {
    clearTimeout(this.idle);
    const timeoutMs = options.timeoutMs ?? 20_000;
    const worker = this.thread(options.heapMb ?? 512);
    return new Promise<TableAnswer>((resolve, reject) => {
      const settle = (outcome: () => void, stopThread: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (stopThread) this.stop();
        else this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
        outcome();
      };
      const onMessage = (answer: TableAnswer) => settle(() => resolve(answer), false);
      const onError = (error: Error & { code?: string }) =>
        settle(
          () =>
            reject(
              error.code === "ERR_WORKER_OUT_OF_MEMORY"
                ? new ImportRefused("The file needs more memory to read than Fenix gives one file", undefined, "TABLE_TOO_LARGE")
                : error,
            ),
          true,
        );
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The table reader stopped (exit code ${code}) before it answered`)), true);
      const timer = setTimeout(
        () =>
          settle(
            () => reject(new ImportRefused(`The file took longer than ${timeoutMs / 1000} s to read`, undefined, "TABLE_TOO_SLOW")),
            true,
          ),
        timeoutMs,
      );
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      worker.postMessage(task);
    });
  }
}

const reader = new ReaderThread();

async function answerOf(bytes: Buffer, format: "csv" | "xlsx", keep: TableTask["keep"], options: ReadOptions) {
  const answer = await reader.read({ bytes, format, limits: options.limits, keep }, options);
  if ("refused" in answer) throw new ImportRefused(answer.refused.reason, undefined, answer.refused.code);
  if ("failed" in answer) throw new Error(answer.failed);
  return answer;
}

/** Every cell of the file (a CSV, or an XLSX workbook's first sheet). */
export async function readTable(bytes: Buffer, format: "csv" | "xlsx", options: ReadOptions): Promise<Cell[][]> {
  const answer = await answerOf(bytes, format, "cells", options);
  if (!("cells" in answer)) throw new Error("The table reader answered without cells");
  return answer.cells;
}

/** Only the file's header and how many rows follow it: the cells never leave the reading thread. */
export async function summarizeTable(bytes: Buffer, format: "csv" | "xlsx", options: ReadOptions): Promise<TableSummary> {
  const answer = await answerOf(bytes, format, "summary", options);
  if (!("summary" in answer)) throw new Error("The table reader answered without a summary");
  return answer.summary;
}
