import { ShoppingOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../providers/i18n/format";
import type { SearchProduct } from "./useProductSearch";

/** One search result: image, name, number, producer, price, category, assortment, alcohol, volume. */
export function ProductResult({ product }: { product: SearchProduct }) {
  const { t } = useTranslation("common");
  const format = useFormat();
  // Size and strength first: the line ends in an ellipsis on a narrow list, and the size tells two
  // bottles of one name apart.
  const facts = [
    product.volume !== null ? t("search.volume", { value: format.number(product.volume) }) : null,
    product.alcoholContent !== null ? format.alcohol(product.alcoholContent) : null,
    product.category && format.category(product.category),
    product.assortmentText && format.assortment(product.assortmentText),
  ].filter((fact): fact is string => !!fact);
  return (
    <div className="fx-result">
      <div className="fx-result-image" aria-hidden>
        {product.imageUrl ? <img src={product.imageUrl} alt="" loading="lazy" /> : <ShoppingOutlined />}
      </div>
      <div className="fx-result-text">
        <div className="fx-result-title">
          <strong>{product.productNameBold}</strong>
          {product.productNameThin && <span> {product.productNameThin}</span>}
        </div>
        <div className="fx-result-meta">
          <span>{t("search.number", { value: product.productNumber })}</span>
          {product.producerName && <span>{product.producerName}</span>}
        </div>
        <div className="fx-result-facts" title={facts.join(" · ")}>
          {facts.join(" · ")}
        </div>
      </div>
      <div className="fx-result-price">{product.price !== null ? format.sek(product.price, 2) : ""}</div>
    </div>
  );
}
