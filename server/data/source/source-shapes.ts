/**
 * What Fenix reads of the monopoly's public web API (`/sb-api-ecommerce/v1`): the fields it uses,
 * as the public collectors and `../shared/data`'s recorded answers show them. Other fields may come
 * and go; a field read here that is missing or of another type is schema drift, and the collection
 * stops naming it (`readShape`) instead of writing wrong rows.
 */
import { Type, type Static, type TSchema } from "typebox";
import { Value } from "typebox/value";

const Text = Type.String();
const OptionalText = Type.Union([Type.String(), Type.Null()]);

/** One site of `/sitesearch/site`: a store or an agent (ombud), which holds no stock. */
export const SourceSiteSchema = Type.Object({
  siteId: Text,
  alias: OptionalText,
  displayName: OptionalText,
  streetAddress: OptionalText,
  city: OptionalText,
  county: OptionalText,
  isAgent: Type.Boolean(),
  position: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
});
export type SourceSite = Static<typeof SourceSiteSchema>;

export const SiteSearchAnswerSchema = Type.Object({ siteSearchResults: Type.Array(SourceSiteSchema) });

/** One line of `/product`: the whole catalogue, a few fields a product. */
export const CatalogueEntrySchema = Type.Object({
  productId: Text,
  productNumber: Text,
  productNameBold: OptionalText,
  categoryLevel1: OptionalText,
  lastModified: Text,
});
export type CatalogueEntry = Static<typeof CatalogueEntrySchema>;

export const CatalogueAnswerSchema = Type.Array(CatalogueEntrySchema);

/** A product's full record, as `/productsearch/search` pages list them. */
export const SourceProductSchema = Type.Object({
  productId: Text,
  productNumber: Text,
  productNameBold: Text,
  productNameThin: OptionalText,
  producerName: OptionalText,
  supplierName: OptionalText,
  price: Type.Number(),
  volume: Type.Number(),
  alcoholPercentage: Type.Union([Type.Number(), Type.Null()]),
  categoryLevel1: OptionalText,
  categoryLevel2: OptionalText,
  categoryLevel3: OptionalText,
  country: OptionalText,
  assortmentText: OptionalText,
  productLaunchDate: OptionalText,
  isDiscontinued: Type.Boolean(),
});

export const ProductSearchAnswerSchema = Type.Object({
  metadata: Type.Object({ docCount: Type.Integer({ minimum: 0 }) }),
  products: Type.Array(SourceProductSchema),
});
export type ProductSearchAnswer = Static<typeof ProductSearchAnswerSchema>;

/** One store's line of `/site/stores/{productId}/`: the product's stock there. */
export const StoreStockSchema = Type.Object({
  store: Type.Object({ siteId: Text }),
  stockBalance: Type.Union([
    Type.Object({ stock: Type.Integer(), productId: Text, storeId: Text, shelf: OptionalText }),
    // A store that lists the product but has never stocked it answers without a balance.
    Type.Null(),
  ]),
});
export type StoreStock = Static<typeof StoreStockSchema>;

export const ProductStockAnswerSchema = Type.Object({ storeStocks: Type.Array(StoreStockSchema) });

/** The monopoly's API answered in a shape Fenix does not read: `field` is where (`/storeStocks/3/stockBalance/stock`). */
export class SourceDriftError extends Error {
  constructor(
    readonly what: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${what}: the field ${field || "(the answer itself)"} ${problem}; nothing was written. Has the monopoly's API changed?`);
    this.name = "SourceDriftError";
  }
}

/** The answer as `schema` says, or SourceDriftError naming the first field that is not. */
export function readShape<S extends TSchema>(schema: S, value: unknown, what: string): Static<S> {
  if (Value.Check(schema, value)) return value as Static<S>;
  const [first] = Value.Errors(schema, value);
  if (!first) throw new SourceDriftError(what, "", "is not what was expected");
  const missing = first.keyword === "required" ? (first.params as { requiredProperties?: string[] }).requiredProperties?.[0] : undefined;
  const field = missing ? `${first.instancePath}/${missing}` : first.instancePath;
  throw new SourceDriftError(what, field, missing ? "is missing" : first.message);
}
