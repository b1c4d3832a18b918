import { CloseOutlined, SearchOutlined } from "@ant-design/icons";
import { Button, Input, Spin, type InputRef } from "antd";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { selectedProduct, useSelectedProduct } from "../../providers/selection";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { useRegistry } from "../registry-context";
import { afterClearing, afterSelecting, productsPageFor } from "./product-navigation";
import { ProductResult } from "./ProductResult";
import { useProductSearch, type SearchProduct } from "./useProductSearch";

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const RESULTS_ON_DESKTOP = 8;
export const RESULTS_ON_MOBILE = 6;

interface ProductSearchProps {
  mobile?: boolean;
  autoFocus?: boolean;
  /** After a product was chosen or the products page opened (the mobile search closes). */
  onDone?: () => void;
}

/**
 * The header's product search: a combobox over /search/products. Arrow keys move through the
 * results, Escape closes them, Enter opens the highlighted product or, with none highlighted,
 * the products page filtered by the text.
 */
export function ProductSearch({ mobile = false, autoFocus = false, onDone }: ProductSearchProps) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const location = useLocation();
  const registry = useRegistry();
  const selected = useSelectedProduct();
  const listId = useId();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(settled, mobile ? RESULTS_ON_MOBILE : RESULTS_ON_DESKTOP, settled.length >= SEARCH_MIN_CHARS);
  const results = settled.length >= SEARCH_MIN_CHARS ? (search.data ?? []) : [];
  const waiting = typed.length >= SEARCH_MIN_CHARS && (typed !== settled || search.isFetching);
  const showList = open && typed.length >= SEARCH_MIN_CHARS;

  const reset = () => {
    setText("");
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    onDone?.();
  };
  const finish = (to: string) => {
    reset();
    navigate(to);
  };

  const choose = (product: SearchProduct) => {
    selectedProduct.set({
      id: product.id,
      productName: product.productName,
      productNameBold: product.productNameBold,
      productNumber: product.productNumber,
      producer: product.producerName,
      price: product.price,
    });
    finish(afterSelecting(registry, location, product.id));
  };

  const clear = () => {
    selectedProduct.set(null);
    navigate(afterClearing(registry, location));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const highlighted = showList && active >= 0 ? results[active] : undefined;
      if (highlighted) choose(highlighted);
      else if (typed) finish(productsPageFor(registry, typed));
    }
  };

  return (
    <div className="fx-search" data-testid={mobile ? "mobile-product-search" : "product-search"}>
      {selected && !text && (
        <span className="fx-search-selected" title={selected.productName}>
          <span className="fx-search-selected-name">{selected.productNameBold}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            onClick={clear}
            aria-label={t("search.remove", { name: selected.productNameBold })}
          />
        </span>
      )}
      <Input
        ref={input}
        value={text}
        autoFocus={autoFocus}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t("search.placeholder")}
        role="combobox"
        aria-label={t("search.label")}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div className="fx-search-results">
          <ul id={listId} role="listbox" aria-label={t("search.results")} aria-busy={waiting}>
            {results.map((product, index) => (
              <li
                key={product.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? "fx-search-option fx-search-option-active" : "fx-search-option"}
                // mousedown, not click: the input keeps focus until the choice is made
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(product);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <ProductResult product={product} />
              </li>
            ))}
          </ul>
          {waiting && results.length === 0 && (
            <div className="fx-search-status">
              <Spin size="small" /> {t("search.searching")}
            </div>
          )}
          {!waiting && results.length === 0 && (
            <div className="fx-search-status" role="status">
              <span>{t("search.noResults")}</span>{" "}
              <Link to={productsPageFor(registry, typed)} onMouseDown={(event) => event.preventDefault()} onClick={reset}>
                {t("search.onProductsPage")}
              </Link>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
