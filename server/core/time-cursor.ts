/**
 * An opaque cursor for lists newest first: the last row's creation time and id (keyset), so a
 * row added while a client pages never shifts the next page. `tag` names the list (a cursor of
 * one list is refused by another) and the encoding's version.
 */
export function encodeTimeCursor(tag: string, createdAt: Date, id: string): string {
  return Buffer.from(`${tag}.${createdAt.toISOString()}.${id}`).toString("base64url");
}

export function decodeTimeCursor(tag: string, cursor: string): { createdAt: Date; id: string } | null {
  const text = Buffer.from(cursor, "base64url").toString();
  if (!text.startsWith(`${tag}.`)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\.([0-9a-f-]{36})$/.exec(text.slice(tag.length + 1));
  return match ? { createdAt: new Date(match[1]!), id: match[2]! } : null;
}
