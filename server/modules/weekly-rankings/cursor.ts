import type { EntryCursor, EntryRow } from "./queries";

/** The place of a row in the order, to continue after it. */
export function cursorAfter(row: EntryRow): EntryCursor {
  return {
    own: row.list_company_id !== null,
    createdAt: row.list_created_at,
    listId: row.list_id,
    category: row.category ?? "",
    position: row.position,
    id: Number(row.id),
  };
}

/** The weekly ranking's opaque cursor: the last row's place in the order (list, category, position, id). */
export function encodeCursor(c: EntryCursor): string {
  return Buffer.from(JSON.stringify(["w2", c.own ? 1 : 0, c.createdAt, c.listId, c.category, c.position, c.id])).toString("base64url");
}

export function decodeCursor(cursor: string): EntryCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown;
    if (!Array.isArray(value) || value.length !== 7 || value[0] !== "w2") return null;
    const [, own, createdAt, listId, category, position, id] = value as [string, unknown, unknown, unknown, unknown, unknown, unknown];
    if (typeof category !== "string") return null;
    if (typeof createdAt !== "string" || !/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(createdAt)) return null;
    if (typeof listId !== "string" || !/^[0-9a-f-]{36}$/.test(listId)) return null;
    if (!Number.isInteger(position) || !Number.isInteger(id)) return null;
    return { own: own === 1, createdAt, listId, category, position: position as number, id: id as number };
  } catch {
    return null;
  }
}
