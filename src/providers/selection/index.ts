import { storedValue, useStoredValue } from "./stored-value";

/** The product chosen in the header search, remembered across pages and visits. */
export interface SelectedProduct {
  id: number;
  productName: string;
  productNameBold: string;
  productNumber: string;
  producer: string | null;
  price: number | null;
}

const isSelectedProduct = (value: unknown): value is SelectedProduct =>
  !!value &&
  typeof value === "object" &&
  typeof (value as SelectedProduct).id === "number" &&
  typeof (value as SelectedProduct).productNameBold === "string";

const isCompanyId = (value: unknown): value is string => typeof value === "string" && value.length > 0;

export const selectedProduct = storedValue("fenix-selected-product", isSelectedProduct);
export const selectedCompanyId = storedValue("fenix-selected-company", isCompanyId);

export const useSelectedProduct = () => useStoredValue(selectedProduct);
export const clearSelectedProduct = () => selectedProduct.set(null);
export const useSelectedCompanyId = () => useStoredValue(selectedCompanyId);

const PERIOD_PATTERN = /^\d{1,3}[dwm]$/;
const isPeriod = (value: unknown): value is string => typeof value === "string" && PERIOD_PATTERN.test(value);
/** The period last chosen in this tab: pages without one in their URL start from it. */
export const chosenPeriod = storedValue("fenix-period", isPeriod, () => window.sessionStorage);
export const useChosenPeriod = () => useStoredValue(chosenPeriod);

const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
/** The user asked for the developer debug panel on this browser (operators always have it). */
export const debugPanelWanted = storedValue("fenix-debug-panel", isBoolean);
export const useDebugPanelWanted = () => useStoredValue(debugPanelWanted) === true;
export const setDebugPanelWanted = (wanted: boolean) => debugPanelWanted.set(wanted);
