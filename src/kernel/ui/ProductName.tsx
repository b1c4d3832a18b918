import type { MarketProduct } from "../../../contracts";
import { useFormat, type Formatters } from "../../providers/i18n/format";

type NamedProduct = Pick<MarketProduct, "productNameBold" | "productNameThin" | "volumeMl">;

/**
 * A product as the monopoly names it, bold part first, with its bottle size: the same name comes
 * in several sizes ("Dworek Vodka" in 700 and 350 ml), which a list must tell apart.
 */
export function ProductName({ product }: { product: NamedProduct }) {
  const format = useFormat();
  return (
    <>
      <strong>{product.productNameBold}</strong>
      {product.productNameThin && ` ${product.productNameThin}`}
      {product.volumeMl !== null && <span className="fx-product-size"> {format.number(product.volumeMl)} ml</span>}
    </>
  );
}

/** A product's name and size as text, for a file: "Dworek Vodka 700 ml". */
export function productText(product: NamedProduct, format: Formatters): string {
  const size = product.volumeMl === null ? null : `${format.number(product.volumeMl)} ml`;
  return [product.productNameBold, product.productNameThin, size].filter(Boolean).join(" ");
}
