import type { MarketProduct } from "../../../contracts";
import { useFormat } from "../../providers/i18n/format";

/**
 * A product as the monopoly names it, bold part first, with its bottle size: the same name comes
 * in several sizes ("Dworek Vodka" in 700 and 350 ml), which a list must tell apart.
 */
export function ProductName({ product }: { product: Pick<MarketProduct, "productNameBold" | "productNameThin" | "volumeMl"> }) {
  const format = useFormat();
  return (
    <>
      <strong>{product.productNameBold}</strong>
      {product.productNameThin && ` ${product.productNameThin}`}
      {product.volumeMl !== null && <span className="fx-product-size"> {format.number(product.volumeMl)} ml</span>}
    </>
  );
}
