/**
 * The app's typed API paths: `apiRead("stores/{id}/performance", { id })` is the path with its
 * parameters filled in, carrying the type of what it answers (api-reads.ts), so a hook that reads
 * it (the kernel's `useApiRead`) needs no type written on the call.
 */
import type { ApiReads } from "./api-reads";

declare const answer: unique symbol;

/** A GET path of the API, from its root, that answers `T` inside the `{ data }` envelope. */
export type ApiRead<T> = string & { readonly [answer]?: T };

/** The names of a path's `{parameters}`. */
type ParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParameterNames<Rest> : never;

type ParameterArgs<P extends string> = [ParameterNames<P>] extends [never] ? [] : [Record<ParameterNames<P>, string | number>];

export type ApiReadPath = keyof ApiReads;

/** The path of a read, each `{parameter}` replaced by its value (URI-encoded). */
export function apiRead<P extends ApiReadPath>(template: P, ...[parameters]: ParameterArgs<P>): ApiRead<ApiReads[P]> {
  if (!parameters) return template;
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((parameters as Record<string, string | number>)[name])),
  );
}
