import type { Database } from "../../db/client";
import { productLook } from "./queries";
import { renderProductImage } from "./render";

/** A product's drawing (SVG) by its number. */
export async function productImage(db: Database, productNumber: string): Promise<string> {
  return renderProductImage(await productLook(db, productNumber));
}

/** Renders a drawing and says how long it took, for the health check. */
export function renderCheck(): number {
  const started = performance.now();
  renderProductImage({ productNumber: "health-check", packaging: "bottle", volumeMl: 750, categoryLevel1: "Vin", categoryLevel2: "Rött" });
  return Math.round((performance.now() - started) * 1000) / 1000;
}
