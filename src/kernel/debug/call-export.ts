import type { ApiCallRecord } from "../../providers/http/call-log";

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The call as a cURL command that repeats it from a terminal (credentials included, passwords redacted). */
export function toCurl(call: ApiCallRecord, origin: string): string {
  const url = new URL(call.url, origin).toString();
  const parts = [`curl -X ${call.method} ${shellQuote(url)}`];
  for (const [name, value] of Object.entries(call.request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (call.request.body !== undefined) parts.push(`--data-raw ${shellQuote(JSON.stringify(call.request.body))}`);
  return parts.join(" \\\n  ");
}

const MAX_RESPONSE_CHARS = 4_000;

/** A readable summary of request and response to paste into a chat with an assistant (no credentials). */
export function forLlm(call: ApiCallRecord): string {
  const headers = Object.fromEntries(
    Object.entries(call.request.headers).map(([name, value]) => [name, /authorization|api-key/i.test(name) ? "[redacted]" : value]),
  );
  let response = call.response === undefined ? "(none)" : JSON.stringify(call.response, null, 2);
  if (response.length > MAX_RESPONSE_CHARS)
    response = `${response.slice(0, MAX_RESPONSE_CHARS)}\n… (${response.length - MAX_RESPONSE_CHARS} more characters)`;
  return [
    `API call: ${call.method} ${call.url}`,
    `Status: ${call.status ?? "no response"} ${call.statusText}`.trim(),
    `Duration: ${call.duration} ms at ${call.timestamp}`,
    call.error ? `Error: ${call.error}` : null,
    `Request headers: ${JSON.stringify(headers)}`,
    call.request.params ? `Query parameters: ${JSON.stringify(call.request.params)}` : null,
    call.request.body !== undefined ? `Request body: ${JSON.stringify(call.request.body)}` : null,
    `Response:\n${response}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** Calls whose URL, method or status contains the filter text. */
export function filterCalls(calls: readonly ApiCallRecord[], filter: string): ApiCallRecord[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...calls];
  return calls.filter(
    (call) =>
      call.url.toLowerCase().includes(needle) || call.method.toLowerCase() === needle || String(call.status ?? "failed").startsWith(needle),
  );
}
