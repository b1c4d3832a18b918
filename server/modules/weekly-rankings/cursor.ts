import type { EntryCursor } from "./queries";

/** The weekly ranking's opaque cursor: the last row's place in the order (list, position, id). */
export function encodeCursor(c: EntryCursor): string {
  return Buffer.from(JSON.stringify(["w1", c.own ? 1 : 0, c.createdAt, c.listId, c.position, c.id])).toString("base64url");
}

export function decodeCursor(cursor: string): EntryCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown;
    if (!Array.isArray(value) || value.length !== 6 || value[0] !== "w1") return null;
    const [, own, createdAt, listId, position, id] = value as [string, unknown, unknown, unknown, unknown, unknown];
    if (typeof createdAt !== "string" || !/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(createdAt)) return null;
    if (typeof listId !== "string" || !/^[0-9a-f-]{36}$/.test(listId)) return null;
    if (!Number.isInteger(position) || !Number.isInteger(id)) return null;
    return { own: own === 1, createdAt, listId, position: position as number, id: id as number };
  } catch {
    return null;
  }
}
