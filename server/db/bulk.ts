import type { Transaction } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";
import type { PgliteClient } from "./pglite-on-thread";

export type CopyValue = string | number | boolean | null | readonly number[] | Int32Array;

/**
 * A transaction for bulk writes: raw SQL and COPY, the fastest way into either database (on
 * PGlite COPY is several times faster than multi-row INSERT, on PostgreSQL more so).
 */
export interface BulkSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Streams rows into `table (columns)` with COPY … FROM in the text format. */
  copyIn(table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<number>;
  /**
   * Empties `table` in this transaction so that later COPYs into it write frozen, all-visible
   * pages (COPY … FREEZE): no vacuum has to visit them before index-only scans can skip the heap.
   */
  truncateForFreeze(table: string): Promise<void>;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function field(value: CopyValue): string {
  if (typeof value === "number") return String(value);
  if (value === null) return "\\N";
  if (typeof value === "string")
    return !NEEDS_ESCAPE.test(value)
      ? value
      : value.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
  if (typeof value === "object") return `{${value.join(",")}}`;
  return String(value);
}

/** Yields the COPY text of `rows` in chunks of about a megabyte. */
function* copyText(rows: Iterable<readonly CopyValue[]>, counter: { rows: number }): Generator<string> {
  let chunk: string[] = [];
  let size = 0;
  for (const row of rows) {
    const line = row.map(field).join("\t") + "\n";
    chunk.push(line);
    size += line.length;
    counter.rows++;
    if (size > 1 << 20) {
      yield chunk.join("");
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length) yield chunk.join("");
}

const copySql = (table: string, columns: readonly string[], frozen: Set<string>) =>
  `copy ${table} (${columns.join(", ")}) from stdin${frozen.has(table) ? " with (freeze)" : ""}`;

export async function pgliteBulk<T>(client: PgliteClient, fn: (session: BulkSession) => Promise<T>): Promise<T> {
  const frozen = new Set<string>();
  return client.transaction(async (tx: Transaction) =>
    fn({
      query: async (text, params) => (await tx.query(text, params)).rows as never,
      copyIn: async (table, columns, rows) => {
        const counter = { rows: 0 };
        const blob = new Blob([...copyText(rows, counter)]);
        if (counter.rows) await tx.query(copySql(table, columns, frozen).replace("stdin", "'/dev/blob'"), [], { blob });
        return counter.rows;
      },
      truncateForFreeze: async (table) => {
        await tx.query(`truncate ${table}`);
        frozen.add(table);
      },
    }),
  );
}

export async function postgresBulk<T>(pool: Pool, fn: (session: BulkSession) => Promise<T>): Promise<T> {
  const { from } = await import("pg-copy-streams");
  const { pipeline } = await import("node:stream/promises");
  const { Readable } = await import("node:stream");
  const client: PoolClient = await pool.connect();
  const frozen = new Set<string>();
  try {
    await client.query("begin");
    const result = await fn({
      query: async (text, params) => (await client.query(text, params)).rows,
      copyIn: async (table, columns, rows) => {
        const counter = { rows: 0 };
        await pipeline(Readable.from(copyText(rows, counter)), client.query(from(copySql(table, columns, frozen))));
        return counter.rows;
      },
      truncateForFreeze: async (table) => {
        await client.query(`truncate ${table}`);
        frozen.add(table);
      },
    });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
