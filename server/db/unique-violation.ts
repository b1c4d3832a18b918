/**
 * A write refused by a unique index (SQLSTATE 23505), on either driver; with `constraint`, only
 * that index. Two requests that both checked "not there yet" meet here: the second is the caller's
 * conflict, not the server's failure.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((e) => {
    if (!e || typeof e !== "object") return false;
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    return code === "23505" && (constraint === undefined || name === constraint);
  });
}
