import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ErrorResponseSchema,
  ProductSearchResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestionsResponseSchema,
  StoreSearchResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { createSearch } from "./service";

const tags = ["search"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
export const searchRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const search = createSearch(ctx.db);

  app.get(
    "/products",
    {
      preParsing: credentials,
      schema: {
        operationId: "searchProducts",
        tags,
        summary: "Product typeahead: an exact article number first",
        querystring: SearchQuerySchema,
        response: { 200: ProductSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await search.products(request.query.q, request.query.limit ?? 8) }),
  );

  app.get(
    "/stores",
    {
      preParsing: credentials,
      schema: {
        operationId: "searchStores",
        tags,
        summary: "Store typeahead: site id, name, alias or city",
        querystring: SearchQuerySchema,
        response: { 200: StoreSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await search.stores(request.query.q, request.query.limit ?? 8) }),
  );

  app.get(
    "/",
    {
      preParsing: credentials,
      schema: {
        operationId: "search",
        tags,
        summary: "Products and stores at once",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await search.both(request.query.q, request.query.limit ?? 8) }),
  );

  app.get(
    "/suggestions",
    {
      preParsing: credentials,
      schema: {
        operationId: "getSearchSuggestions",
        tags,
        summary: "Words to complete a search with: product names and producers",
        querystring: SearchQuerySchema,
        response: { 200: SearchSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await search.suggestions(request.query.q, request.query.limit ?? 8) }),
  );
};
