export { createDataProvider, type FenixMeta } from "./data-provider";
