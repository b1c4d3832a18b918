/** What the server's thread and the database's thread (pglite-thread.ts) say to each other. */

export interface ThreadStart {
  /** PGlite's data directory; none for an in-memory database. */
  dataDir?: string;
  /** A dump of a data directory to start from (test templates). */
  loadDataDir?: Blob;
}

export type ThreadRequest =
  | {
      op: "query";
      id: number;
      sql: string;
      params: unknown[];
      rowMode: "array" | "object" | undefined;
      /** Type OIDs whose text is kept as it is (drizzle's parsers for dates, times and numeric arrays). */
      keepText: number[];
      blob?: Blob;
      tx?: number;
    }
  | { op: "exec"; id: number; sql: string; tx?: number }
  | { op: "begin"; id: number }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "close"; id: number };

/** A database error's message and its fields (code, constraint, table, …), which a thread boundary would drop. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
  cause?: ThreadError;
}

export type ThreadReply = { id: number; value: unknown } | { id: number; error: ThreadError };

/** Sent once when the database is open, or failed to open. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: ThreadError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, fields, ...(error.cause !== undefined ? { cause: describeError(error.cause) } : {}) };
}

export function reviveError(described: ThreadError): Error {
  const error = Object.assign(
    new Error(described.message, described.cause ? { cause: reviveError(described.cause) } : {}),
    described.fields,
  );
  error.name = described.name;
  return error;
}
