/** Where the header search goes: pure functions of the current location, tested on their own. */

interface Place {
  pathname: string;
  search: string;
}

const withQuery = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** Enter without a highlighted result: the products page, filtered by the text. */
export function productsPageFor(text: string): string {
  return withQuery("/products", new URLSearchParams({ search: text.trim() }));
}

/** Choosing a product keeps dashboard, comparison and analysis on their page; elsewhere opens the product. */
export function afterSelecting(place: Place, productId: number): string {
  const path = place.pathname.replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/sales-dashboard") return `/?product=${productId}`;
  if (path === "/comparison") return `/comparison?product=${productId}`;
  if (path === "/analysis") return `/analysis?product=${productId}`;
  return `/product/${productId}`;
}

/** Removing the chosen product: leave its page, or drop it from the query. */
export function afterClearing(place: Place): string {
  if (place.pathname.startsWith("/product/")) return "/";
  const params = new URLSearchParams(place.search);
  params.delete("product");
  if (place.pathname.replace(/\/+$/, "") === "/comparison") params.delete("products");
  return withQuery(place.pathname, params);
}
