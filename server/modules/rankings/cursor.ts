/**
 * The rankings' opaque cursor: the snapshot a walk reads and the market position of the last row
 * it got. The next page reads that snapshot after that position (keyset), whatever was ingested since.
 */
export function encodeCursor(snapshotId: number, position: number): string {
  return Buffer.from(`r1.${snapshotId}.${position}`).toString("base64url");
}

export function decodeCursor(cursor: string): { snapshotId: number; position: number } | null {
  const match = /^r1\.([0-9]{1,9})\.([0-9]{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  return match ? { snapshotId: Number(match[1]), position: Number(match[2]) } : null;
}
