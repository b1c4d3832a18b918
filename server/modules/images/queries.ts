import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { ProductLook } from "./render";

/** The packaging, volume and category of a product number; a number the catalogue lacks draws as an unknown bottle. */
export async function productLook(db: Database, productNumber: string): Promise<ProductLook> {
  const [row] = await queryRows<{
    packaging: string | null;
    volume_ml: number | null;
    category_level1: string | null;
    category_level2: string | null;
  }>(db, sql`select packaging, volume_ml, category_level1, category_level2 from products where product_number = ${productNumber}`);
  return {
    productNumber,
    packaging: row?.packaging ?? null,
    volumeMl: row?.volume_ml ?? null,
    categoryLevel1: row?.category_level1 ?? null,
    categoryLevel2: row?.category_level2 ?? null,
  };
}
