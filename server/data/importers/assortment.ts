import { Type, type Static } from "typebox";
import { checkRecord, ImportRefused } from "./refusal";

const StoreList = Type.Object({
  siteId: Type.String({ pattern: "^[0-9A-Za-z-]{1,20}$" }),
  productNumbers: Type.Array(Type.String({ pattern: "^[0-9]{1,12}$" })),
  temporaryOutOfStock: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
});

const Snapshot = Type.Object({
  snapshotDate: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}" }),
  stores: Type.Array(Type.Unknown()),
});

export interface AssortmentRow {
  siteId: string;
  productNumber: string;
  observedOn: string;
  temporarilyOutOfStock: boolean;
}

/** { snapshotDate, stores: [{ siteId, productNumbers, temporaryOutOfStock }] } → store × product pairs. */
export function parseAssortment(json: unknown): { observedOn: string; stores: number; rows: AssortmentRow[] } {
  const snapshot = checkRecord<Static<typeof Snapshot>>(Snapshot, json, 0);
  const observedOn = snapshot.snapshotDate.slice(0, 10);
  const seenStores = new Set<string>();
  const rows: AssortmentRow[] = [];
  snapshot.stores.forEach((value, index) => {
    const store = checkRecord<Static<typeof StoreList>>(StoreList, value, index + 1);
    if (seenStores.has(store.siteId)) throw new ImportRefused(`siteId ${store.siteId} appears twice`, index + 1);
    seenStores.add(store.siteId);
    const outOfStock = new Set(store.temporaryOutOfStock ?? []);
    for (const productNumber of new Set(store.productNumbers)) {
      rows.push({ siteId: store.siteId, productNumber, observedOn, temporarilyOutOfStock: outOfStock.has(productNumber) });
    }
  });
  return { observedOn, stores: seenStores.size, rows };
}
