export const MAX_COMPARED = 5;

const ids = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The products of the last comparison in this tab, so a product chosen in the header joins them. */
let remembered: number[] = [];

/**
 * The compared products from the URL: `products` is the list; `product` (what the header search
 * sends) joins the list, or the remembered one when the URL has no list. Neither: nothing is
 * compared (the header's remove button clears both). Never more than five: the oldest leave first.
 */
export function comparedProducts(params: URLSearchParams): number[] {
  const listed = params.has("products") ? ids(params.get("products")) : params.has("product") ? remembered : [];
  const incoming = ids(params.get("product"))[0];
  const all = incoming !== undefined && !listed.includes(incoming) ? [...listed, incoming] : listed;
  return [...new Set(all)].slice(-MAX_COMPARED);
}

export function rememberCompared(list: readonly number[]): void {
  remembered = [...list];
}

/** The URL for a list: the newest as `product`, all of them as `products`. */
export function comparisonUrl(list: readonly number[], params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  if (list.length === 0) {
    next.delete("product");
    next.delete("products");
  } else {
    next.set("product", String(list[list.length - 1]));
    next.set("products", list.join(","));
  }
  // commas stay readable: ?products=1,2,3
  const query = next.toString().replaceAll("%2C", ",");
  return query ? `/comparison?${query}` : "/comparison";
}
