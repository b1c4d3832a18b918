/** The search module's rules: typeahead over server/market's product and store search, product answers cached per app. */
import type { Database } from "../../db/client";
import { searchProducts, type ProductDto } from "../../market/products";
import { SearchCache } from "../../market/search-cache";
import { searchStores } from "../../market/stores";
import { suggestionsFor } from "./queries";

export function createSearch(db: Database) {
  const productSearches = new SearchCache<ProductDto[]>();
  return {
    products: (q: string, limit: number) => productSearches.get(`${limit}:${q.trim().toLowerCase()}`, () => searchProducts(db, q, limit)),
    stores: (q: string, limit: number) => searchStores(db, q, limit),
    async both(q: string, limit: number) {
      const [products, stores] = await Promise.all([searchProducts(db, q, limit), searchStores(db, q, limit)]);
      return { products, stores };
    },
    suggestions: (q: string, limit: number) => suggestionsFor(db, q.trim().toLowerCase(), limit),
  };
}
