/**
 * The shelf watch's API contract: which of a company's products are out of stock in many stores
 * today. The server module validates and documents with these schemas; the plugin reads the
 * `Static<>` types. Like contracts/, it imports only typebox and the product's contracts.
 */
import { Type, type Static } from "typebox";
import { DataEnvelope, MarketProductSchema } from "../../contracts";

export const ShelfWatchParamsSchema = Type.Object({ companyId: Type.String({ format: "uuid" }) });

export const SHELF_WATCH_DEFAULT_MIN_STORES = 3;

export const ShelfWatchQuerySchema = Type.Object(
  {
    minStores: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        default: SHELF_WATCH_DEFAULT_MIN_STORES,
        description: "List a product when it is out of stock in at least this many stores",
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type ShelfWatchQuery = Static<typeof ShelfWatchQuerySchema>;

export const ShelfGapSchema = Type.Object({
  product: MarketProductSchema,
  storesOut: Type.Integer({ description: "Stores in which the product is out of stock on `asOf`" }),
  since: Type.String({ format: "date", description: "When the longest-running of those stock-outs began" }),
});
export type ShelfGap = Static<typeof ShelfGapSchema>;

export const ShelfWatchSchema = Type.Object({
  asOf: Type.String({ format: "date", description: "The latest day with data: the 'today' of the answer" }),
  minStores: Type.Integer(),
  items: Type.Array(ShelfGapSchema, { description: "The most stores first" }),
});
export type ShelfWatch = Static<typeof ShelfWatchSchema>;
export const ShelfWatchResponseSchema = DataEnvelope(ShelfWatchSchema);
