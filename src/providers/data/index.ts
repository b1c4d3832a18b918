export { createDataProvider } from "./data-provider";
