import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { PRODUCT_SEARCH_TEXT, searchProducts, type ProductDto } from "../../market/products";
import { SearchCache } from "../../market/search-cache";
import { queryRows } from "../../market/rows";
import { searchStores } from "../../market/stores";
import {
  ErrorResponseSchema,
  ProductSearchResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestionsResponseSchema,
  StoreSearchResponseSchema,
  type SearchSuggestion,
} from "../../../contracts";

const security = BEARER_OR_API_KEY;
const tags = ["search"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
export const searchRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;
  const productSearches = new SearchCache<ProductDto[]>();

  app.get(
    "/products",
    { preHandler: credentials, schema: { tags, security, summary: "Product typeahead: an exact article number first", querystring: SearchQuerySchema, response: { 200: ProductSearchResponseSchema, ...errors } } },
    async (request) => {
      const { q, limit = 8 } = request.query;
      const key = `${limit}:${q.trim().toLowerCase()}`;
      return { data: await productSearches.get(key, () => searchProducts(db, q, limit)) };
    },
  );

  app.get(
    "/stores",
    { preHandler: credentials, schema: { tags, security, summary: "Store typeahead: site id, name, alias or city", querystring: SearchQuerySchema, response: { 200: StoreSearchResponseSchema, ...errors } } },
    async (request) => ({ data: await searchStores(db, request.query.q, request.query.limit ?? 8) }),
  );

  app.get(
    "/",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "Products and stores at once", querystring: SearchQuerySchema, response: { 200: SearchResponseSchema, ...errors } },
    },
    async (request) => {
      const limit = request.query.limit ?? 8;
      const [products, stores] = await Promise.all([searchProducts(db, request.query.q, limit), searchStores(db, request.query.q, limit)]);
      return { data: { products, stores } };
    },
  );

  app.get(
    "/suggestions",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "Words to complete a search with: product names and producers", querystring: SearchQuerySchema, response: { 200: SearchSuggestionsResponseSchema, ...errors } },
    },
    async (request) => {
      const q = request.query.q.trim().toLowerCase();
      const rows = await queryRows<SearchSuggestion>(
        db,
        sql`select text, kind from (
              select distinct on (lower(text)) text, kind, similarity from (
                select p.name_bold as text, 'product' as kind, word_similarity(${q}, lower(p.name_bold)) as similarity from products p
                  where ${PRODUCT_SEARCH_TEXT} like ${`%${q}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT}
                union all
                select p.producer_name, 'producer', word_similarity(${q}, lower(p.producer_name)) from products p
                  where p.producer_name is not null and (${PRODUCT_SEARCH_TEXT} like ${`%${q}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT})
              ) c where similarity > 0.3 order by lower(text), similarity desc) best
            order by similarity desc, text limit ${request.query.limit ?? 8}`,
      );
      return { data: rows };
    },
  );
};
