/** /api/v1/search: typeahead over products and stores. */
import { Type, type Static } from "typebox";
import { DataEnvelope } from "./common";
import { MarketProductSchema } from "./products";
import { StoreSchema } from "./stores";

export const SearchQuerySchema = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "What to look for: a number, a name or a producer; typos are forgiven",
      examples: ["Nordvik"],
    }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const ProductSearchResponseSchema = DataEnvelope(Type.Array(MarketProductSchema));
export const StoreSearchResponseSchema = DataEnvelope(Type.Array(StoreSchema));

export const SearchResultsSchema = Type.Object({ products: Type.Array(MarketProductSchema), stores: Type.Array(StoreSchema) });
export type SearchResults = Static<typeof SearchResultsSchema>;
export const SearchResponseSchema = DataEnvelope(SearchResultsSchema);

export const SearchSuggestionSchema = Type.Object(
  { text: Type.String(), kind: Type.Union([Type.Literal("product"), Type.Literal("producer")]) },
  { examples: [{ text: "Nordvik Lager", kind: "product" }] },
);
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;
export const SearchSuggestionsResponseSchema = DataEnvelope(Type.Array(SearchSuggestionSchema));
