/** The uploads list's opaque cursor: the last row's creation time and id (newest first, keyset). */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`u1.${createdAt.toISOString()}.${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = /^u1\.(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, "base64url").toString());
  return match ? { createdAt: new Date(match[1]!), id: match[2]! } : null;
}
