/** Fenix answers `{ data }`; lists are `{ data: { items, pagination } }` or a plain `{ data: [...] }`. */
export interface ListEnvelope<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export function unwrap<T>(body: unknown): T {
  if (body && typeof body === "object" && "data" in body) return (body as { data: T }).data;
  return body as T;
}

export function unwrapList<T>(body: unknown): ListEnvelope<T> {
  const data = unwrap<unknown>(body);
  if (Array.isArray(data)) return { items: data as T[], total: data.length, nextCursor: null };
  if (data && typeof data === "object" && Array.isArray((data as { items?: unknown }).items)) {
    const { items, pagination } = data as { items: T[]; pagination?: { total?: number; nextCursor?: string | null } };
    return { items, total: pagination?.total ?? items.length, nextCursor: pagination?.nextCursor ?? null };
  }
  throw new Error("The API answered a list request without a list");
}
