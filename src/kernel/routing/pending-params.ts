/**
 * The search parameters asked for but not yet rendered. React Router hands a functional
 * `setSearchParams` the params of the last render, so two changes made before the next render
 * (a price typed, then Tab commits the next field) would each start from the same old URL and the
 * second would undo the first. Changes start from the last URL asked for instead.
 */
export interface PendingParams {
  /** The rendered params when the first of the asks was made. */
  rendered: string;
  /** The URLs asked for since, oldest first. */
  asks: string[];
}

/** What is still pending now that `rendered` is on screen; null once caught up or after another navigation. */
export function settle(pending: PendingParams | null, rendered: string): PendingParams | null {
  if (!pending || rendered === pending.rendered) return pending;
  const index = pending.asks.indexOf(rendered);
  if (index < 0 || index === pending.asks.length - 1) return null;
  return { rendered, asks: pending.asks.slice(index + 1) };
}

/** The URL the next change starts from. */
export const latest = (pending: PendingParams | null, rendered: string) => (pending ? pending.asks[pending.asks.length - 1] : rendered);

export const ask = (pending: PendingParams | null, rendered: string, next: string): PendingParams => ({
  rendered: pending?.rendered ?? rendered,
  asks: [...(pending?.asks ?? []), next],
});
