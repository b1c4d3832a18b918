export const MAX_COMPARED = 5;

const ids = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The products of the last comparison in this tab, so a product chosen in the header joins them. */
let remembered: number[] = [];

/**
 * The compared products from the URL, the main one first: `product` (what the header search sends)
 * is the main product — the first column, the one the store overlap is read from — and `products`
 * the comparison (the remembered one when the URL names only a product). Neither: nothing is
 * compared (the header's remove button clears both). Never more than five: the oldest others
 * leave first.
 */
export function comparedProducts(params: URLSearchParams): number[] {
  const main = ids(params.get("product"))[0];
  const listed = params.has("products") ? ids(params.get("products")) : main !== undefined ? remembered : [];
  const others = [...new Set(listed)].filter((id) => id !== main);
  if (main === undefined) return others.slice(-MAX_COMPARED);
  return [main, ...others.slice(-(MAX_COMPARED - 1))];
}

export function rememberCompared(list: readonly number[]): void {
  remembered = [...list];
}

/** The URL for a list: its first, the main product, as `product`, all of them as `products`. */
export function comparisonUrl(list: readonly number[], params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  if (list.length === 0) {
    next.delete("product");
    next.delete("products");
  } else {
    next.set("product", String(list[0]));
    next.set("products", list.join(","));
  }
  // commas stay readable: ?products=1,2,3
  const query = next.toString().replaceAll("%2C", ",");
  return query ? `/comparison?${query}` : "/comparison";
}
