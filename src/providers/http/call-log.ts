/** Every API call the client makes, for the developer debug panel. */
export interface ApiCallRecord {
  id: number;
  method: string;
  url: string;
  status: number | null;
  statusText: string;
  duration: number;
  timestamp: string;
  request: { headers: Record<string, string>; params?: Record<string, unknown>; body?: unknown };
  response?: unknown;
  error?: string;
}

const SECRET_FIELDS = /pass(word)?|token|code|secret/i;

/** Passwords, tokens and codes never reach the log. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_FIELDS.test(key) && typeof v === "string" ? "[redacted]" : redact(v)]),
  );
}

export class CallLog {
  private records: ApiCallRecord[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;

  constructor(private readonly limit = 200) {}

  add(record: Omit<ApiCallRecord, "id">): void {
    this.records = [...this.records.slice(-(this.limit - 1)), { ...record, id: this.nextId++ }];
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    this.records = [];
    this.listeners.forEach((listener) => listener());
  }

  all(): readonly ApiCallRecord[] {
    return this.records;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
