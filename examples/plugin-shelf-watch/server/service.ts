import { SHELF_WATCH_DEFAULT_MIN_STORES, type ShelfWatch, type ShelfWatchQuery } from "../contracts";
import type { Caller } from "../../../server/core/authenticate";
import { RequestError } from "../../../server/core/errors";
import type { Database } from "../../../server/db/client";
import { readableCompanies } from "../../../server/market/company-access";
import { latestDataDay } from "../../../server/market/latest-day";
import { findProducts } from "../../../server/market/products";
import { companyProducts } from "../../../server/market/sales";
import { productsOutInStores } from "./queries";

/** The company's products out of stock today in at least `minStores` stores; 404 for a company the caller may not read. */
export async function shelfWatch(db: Database, caller: Caller | undefined, companyId: string, query: ShelfWatchQuery): Promise<ShelfWatch> {
  const [company] = await readableCompanies(db, caller, 1, companyId);
  if (!company) throw new RequestError(404, `No company with id ${companyId} that you may read`, "COMPANY_NOT_FOUND");
  const minStores = query.minStores ?? SHELF_WATCH_DEFAULT_MIN_STORES;
  const asOf = await latestDataDay(db);
  const gaps = await productsOutInStores(db, await companyProducts(db, company.id), asOf, minStores, query.limit ?? 50);
  const ids = gaps.map((gap) => gap.productId);
  const details = await findProducts(db, ids);
  return { asOf, minStores, items: gaps.map(({ productId, ...gap }) => ({ product: details.get(productId)!, ...gap })) };
}
