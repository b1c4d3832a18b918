import { setParamValues, useSearchParamsState, type ParamChanges } from "../../kernel";
import type { ProductQuery } from "./api";

export const PAGE_SIZES = [20, 50, 100] as const;
const SORTS = ["name", "price", "number", "alcohol", "volume", "launched"];

const positive = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== "" && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The products list's state lives in the URL: filters, sort, page and page size. */
export function useProductQuery() {
  const [params, change] = useSearchParamsState();
  const text = (name: string) => params.get(name) || undefined;
  const sortBy = text("sortBy");
  const query: ProductQuery = {
    search: text("search"),
    category: text("category"),
    country: text("country"),
    minPrice: positive(params.get("minPrice")),
    maxPrice: positive(params.get("maxPrice")),
    assortment: text("assortment"),
    sortBy: sortBy && SORTS.includes(sortBy) ? sortBy : undefined,
    sortOrder: params.get("sortOrder") === "desc" ? "desc" : undefined,
  };
  const ours = params.get("ours") === "1";
  const size = Number(params.get("pageSize"));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));

  /** Sets some parameters (undefined removes one); any change but the page goes back to page 1. */
  const update = (changes: ParamChanges) => change(setParamValues(changes));
  return { query, ours, page, pageSize, update };
}
