export { API_URL, createDataProvider, type FenixMeta } from "./data-provider";
export { resourcePath } from "./resource-path";
export { filterQuery, pageQuery, sortQuery } from "./list-query";
