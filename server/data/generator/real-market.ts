import { segmentOf } from "../../market/segments";
import type { ProductRow } from "../importers/catalogue";
import { marketDays, seasonOf } from "./calendar";
import { assignSizeClasses, type Listing, type Market, type MarketProduct, type MarketStore } from "./market";
import { Random } from "./random";
import type { MarketFiles } from "./real-files";
import type { Scale } from "./scales";

/**
 * The demo companies are fictional; each takes over the in-store portfolio of one real supplier
 * of the 2020 export (a spirits house, a wine importer, a brewery) under its own name.
 */
export const DEMO_TAKEOVERS = [
  { company: "Nordvik Vin & Sprit AB", supplier: "Nordvik Vin & Sprit AB", takesOver: "Arcus Sweden AB" },
  { company: "Nordvik Vin & Sprit AB", supplier: "Nordvik Fine Wines AB", takesOver: "Oenoforos AB" },
  { company: "Bryggarhuset Norrland AB", supplier: "Bryggarhuset Norrland AB", takesOver: "Åbro Bryggeri" },
] as const;

/**
 * What the demo keeps of the 10,274 listed products, so that the first start stays within a
 * minute: the companies' portfolios, the best sellers of each segment they compete in, the
 * best sellers of every category (by the official litres of the sales year), and the long tail of
 * the companies' segments — the products only a few stores list, which fill a segment's ranking
 * (about 1,000 products, but only about 2,300 store listings).
 */
export const DEMO_SUBSET = { competitorsPerSegment: 2, bestSellersPerCategory: 1, longTailMaxStores: 10 } as const;

/**
 * A long-tail product joins the demo only when its official litres fit its few stores: at most
 * this quantile of its category's litres per listing store. (The litres are 2018's and the
 * listings 2022's; a product sold everywhere in 2018 and in two stores now would sell thousands of
 * bottles a month in each.)
 */
const LONG_TAIL_FIT_QUANTILE = 0.9;

/**
 * The files' yearly litres are 2018's; nothing later is public in them, so they stand for the
 * present as they are (the monopoly's yearly volume has stayed near 500 M litres).
 */
const PRESENT_FACTOR = 1;

/** A store's traffic grows faster than its range: a store listing twice as many products sells about 2.6 times as much. */
const TRAFFIC_EXPONENT = 1.4;

const ASSORTMENT_CODES: Record<string, string> = {
  "Fast sortiment": "FS",
  Ordervaror: "BS",
  "Lokalt & Småskaligt": "TSLS",
  "Tillfälligt sortiment": "TSE",
  Säsong: "TSS",
};

/** Units in a delivery case by top category. */
const CASE_SIZES: Record<string, number> = { Öl: 24, "Cider & blanddrycker": 24, Alkoholfritt: 12, Vin: 6, Sprit: 6 };

/**
 * The demo market from the monopoly's own files: the real stores with their opening hours, the
 * real products of a subset of the catalogue, which store lists what from the 2022 presence
 * matrix, and each product's yearly litres from the official sales per article, spread over the
 * stores listing it by their size. Only the days are simulated (calendar.ts, simulate.ts).
 */
export function buildRealMarket(files: MarketFiles, scale: Scale, seed: number): Market {
  const random = new Random(seed);
  const listed = listingsBySite(files);
  const stores = realStores(files, listed, random);
  const chosen = chooseProducts(files, listed);
  const litres = yearlyLitres(files, chosen, listed);
  const openDays = marketDays("2026-01-01", "2026-12-31").filter((d) => d.open).length;
  const renamed = new Map<string, string>(DEMO_TAKEOVERS.map((t) => [t.takesOver, t.supplier]));
  const toProduct = (row: ProductRow, yearly: number): MarketProduct => {
    const supplier = files.suppliers.get(row.productNumber) ?? null;
    const fictional = supplier ? renamed.get(supplier) : undefined;
    return {
      productNumber: row.productNumber,
      productId: row.productId,
      nameBold: row.nameBold,
      nameThin: row.nameThin,
      // A supplier that is also the producer (its own wine, its own beer) goes by the fictional name there too.
      producerName: fictional && row.producerName === supplier ? fictional : (row.producerName ?? ""),
      supplierName: fictional ?? supplier ?? "",
      country: row.country,
      categoryLevel1: row.categoryLevel1!,
      categoryLevel2: row.categoryLevel2!,
      categoryLevel3: row.categoryLevel3,
      price: row.price!,
      volumeMl: row.volumeMl!,
      alcoholPercentage: row.alcoholPercentage,
      assortmentCode: ASSORTMENT_CODES[row.assortmentText ?? ""] ?? null,
      assortmentText: row.assortmentText ?? "Fast sortiment",
      inStore: true,
      launchDate: row.launchDate,
      discontinued: row.discontinued,
      caseSize: CASE_SIZES[row.categoryLevel1!] ?? 6,
      packaging: row.packaging,
      season: seasonOf(row.categoryLevel2, `${row.nameBold} ${row.nameThin ?? ""}`),
      litresPerDay: (yearly * PRESENT_FACTOR) / openDays,
    };
  };
  const products = chosen.map((row, i) => toProduct(row, litres[i]!));
  const listings = realListings(stores, products, listed);
  const index = new Set(products.map((p) => p.productNumber));
  // The rest of the range that today's stores list (a product only closed stores listed is gone).
  const others = eligibleProducts(files, listed).filter((p) => !index.has(p.productNumber));
  const othersStores = rangeStores(stores, others, listed);
  const rest = others.filter((_, i) => othersStores[i]!.length > 0);
  const restLitres = yearlyLitres(files, rest, listed);
  const range = {
    products: rest.map((row, i) => toProduct(row, restLitres[i]!)),
    stores: othersStores.filter((list) => list.length > 0),
  };
  return {
    scale,
    stores,
    products,
    listings,
    range,
    companySuppliers: Object.fromEntries(
      [...new Set(DEMO_TAKEOVERS.map((t) => t.company))].map((company) => [
        company,
        DEMO_TAKEOVERS.filter((t) => t.company === company).map((t) => t.supplier),
      ]),
    ),
    source: {
      assortment: {
        observedOn: files.assortment.observedOn,
        pairs: stores.flatMap((s) =>
          (listed.get(s.siteId) ?? []).filter((n) => index.has(n)).map((n) => [s.siteId, n] as [string, string]),
        ),
      },
      yearlySales: files.yearlySales,
    },
  };
}

/**
 * Each store's product numbers in the presence matrix. A store the matrix lacks (opened since
 * 2022) or lists empty takes the list of the nearest store that has one.
 */
function listingsBySite(files: MarketFiles): Map<string, string[]> {
  const bySite = new Map<string, string[]>();
  for (const row of files.assortment.rows) {
    let list = bySite.get(row.siteId);
    if (!list) bySite.set(row.siteId, (list = []));
    list.push(row.productNumber);
  }
  const known = files.stores.filter((s) => !s.isAgent && (bySite.get(s.siteId)?.length ?? 0) > 0 && s.latitude !== null);
  for (const store of files.stores) {
    if (store.isAgent || (bySite.get(store.siteId)?.length ?? 0) > 0) continue;
    let nearest = known[0]!;
    let best = Infinity;
    for (const other of known) {
      const d = ((other.latitude ?? 0) - (store.latitude ?? 0)) ** 2 + ((other.longitude ?? 0) - (store.longitude ?? 0)) ** 2;
      if (d < best) [best, nearest] = [d, other];
    }
    bySite.set(store.siteId, bySite.get(nearest.siteId)!);
  }
  return bySite;
}

/** The real sites; size classes by how much each store lists (the importer's rule), traffic by the same. */
function realStores(files: MarketFiles, listed: Map<string, string[]>, random: Random): MarketStore[] {
  const counts = files.stores.filter((s) => !s.isAgent).map((s) => listed.get(s.siteId)?.length ?? 0);
  const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)] || 1;
  const stores: MarketStore[] = files.stores.map((s) => ({
    siteId: s.siteId,
    displayName: s.displayName,
    alias: s.alias ?? s.displayName,
    address: s.address ?? "",
    city: s.city ?? "",
    county: s.county ?? "",
    latitude: s.latitude ?? 0,
    longitude: s.longitude ?? 0,
    isAgent: s.isAgent,
    sizeClass: null,
    traffic: s.isAgent ? 0 : ((listed.get(s.siteId)?.length ?? 0) / median) ** TRAFFIC_EXPONENT,
    deliveryDays: [],
    openingHours: s.openingHours,
  }));
  assignSizeClasses(
    stores
      .filter((s) => !s.isAgent)
      .sort((a, b) => (listed.get(b.siteId)?.length ?? 0) - (listed.get(a.siteId)?.length ?? 0) || a.siteId.localeCompare(b.siteId)),
    random,
  );
  return stores;
}

/** Official litres of the sales year by product number (an article number reused within the year counts its best-named row). */
function litresByNumber(files: MarketFiles, names: Map<string, string>): Map<string, number> {
  const rows = new Map<string, { litres: number; named: boolean }>();
  for (const row of files.yearlySales) {
    const name = names.get(row.productNumber);
    if (name === undefined) continue;
    const named = !!row.name && row.name.toLowerCase().startsWith(name.toLowerCase().slice(0, 6));
    const previous = rows.get(row.productNumber);
    if (!previous || (named && !previous.named) || (named === previous.named && row.litres > previous.litres)) {
      rows.set(row.productNumber, { litres: row.litres, named });
    }
  }
  return new Map([...rows].filter(([, r]) => r.litres > 0).map(([n, r]) => [n, r.litres]));
}

/** The range: the catalogue's products with a category, a price and a volume that some store lists. */
function eligibleProducts(files: MarketFiles, listed: Map<string, string[]>): ProductRow[] {
  const storesListing = listingCounts(listed);
  return files.catalogue.filter(
    (p) => p.categoryLevel1 && p.categoryLevel2 && p.price && p.volumeMl && (storesListing.get(p.productNumber) ?? 0) > 0,
  );
}

/** The stores (indexes) listing each product. */
function rangeStores(stores: MarketStore[], products: ProductRow[], listed: Map<string, string[]>): Int32Array[] {
  const indexOf = new Map(products.map((p, i) => [p.productNumber, i]));
  const lists: number[][] = products.map(() => []);
  stores.forEach((s, k) => {
    if (s.isAgent) return;
    for (const n of listed.get(s.siteId) ?? []) {
      const i = indexOf.get(n);
      if (i !== undefined) lists[i]!.push(k);
    }
  });
  return lists.map((l) => Int32Array.from(l));
}

function chooseProducts(files: MarketFiles, listed: Map<string, string[]>): ProductRow[] {
  const storesListing = listingCounts(listed);
  const eligible = eligibleProducts(files, listed);
  const litres = litresByNumber(files, new Map(eligible.map((p) => [p.productNumber, p.nameBold])));
  const rank = (a: ProductRow, b: ProductRow) =>
    (litres.get(b.productNumber) ?? 0) - (litres.get(a.productNumber) ?? 0) ||
    (storesListing.get(b.productNumber) ?? 0) - (storesListing.get(a.productNumber) ?? 0) ||
    a.productNumber.localeCompare(b.productNumber);
  const takenOver = new Set<string>(DEMO_TAKEOVERS.map((t) => t.takesOver));
  const chosen = new Set(eligible.filter((p) => takenOver.has(files.suppliers.get(p.productNumber) ?? "")));
  const segmentKey = (p: ProductRow) => {
    const key = segmentOf(p);
    return key ? `${key.category}~${key.band}` : "";
  };
  const portfolioSegments = new Set([...chosen].map(segmentKey));
  const groups = new Map<string, ProductRow[]>();
  for (const p of [...eligible].sort(rank)) {
    for (const key of [`segment:${segmentKey(p)}`, `category:${p.categoryLevel2}`]) {
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(p);
    }
  }
  for (const [key, group] of groups) {
    const isSegment = key.startsWith("segment:");
    if (isSegment && !portfolioSegments.has(key.slice("segment:".length))) continue;
    const wanted = isSegment ? DEMO_SUBSET.competitorsPerSegment : DEMO_SUBSET.bestSellersPerCategory;
    group
      .filter((p) => !takenOver.has(files.suppliers.get(p.productNumber) ?? ""))
      .slice(0, wanted)
      .forEach((p) => chosen.add(p));
  }
  const perStore = litresPerListingStore(files, litres, storesListing);
  for (const p of eligible) {
    const stores = storesListing.get(p.productNumber) ?? 0;
    const known = litres.get(p.productNumber);
    if (stores > DEMO_SUBSET.longTailMaxStores || !known || !portfolioSegments.has(segmentKey(p))) continue;
    const peers = perStore.get(p.categoryLevel2!) ?? [];
    if (known / stores <= (peers[Math.floor(LONG_TAIL_FIT_QUANTILE * (peers.length - 1))] ?? 0)) chosen.add(p);
  }
  return [...chosen].sort((a, b) => a.productNumber.localeCompare(b.productNumber));
}

/**
 * Each product's yearly litres: the official figure; for a product without one (launched after
 * the sales year) its number of stores times the median litres per store of its peers with a
 * figure (same category and assortment, else same category), so that a local newcomer sells like
 * local products, not like the fixed range's best, and the market keeps about its size (the
 * newcomers took the place of articles the range no longer holds).
 */
function yearlyLitres(files: MarketFiles, products: ProductRow[], listed: Map<string, string[]>): number[] {
  const storesListing = listingCounts(listed);
  const litres = litresByNumber(files, new Map(files.catalogue.map((p) => [p.productNumber, p.nameBold])));
  const peers = new Map<string, number[]>();
  for (const p of eligibleProducts(files, listed)) {
    const l = litres.get(p.productNumber);
    const n = storesListing.get(p.productNumber) ?? 0;
    if (!l || !n) continue;
    for (const key of [`${p.categoryLevel2}|${p.assortmentText}`, p.categoryLevel2!, ""]) {
      const list = peers.get(key);
      if (list) list.push(l / n);
      else peers.set(key, [l / n]);
    }
  }
  // A median of at least five peers.
  const medians = new Map(
    [...peers].filter(([, list]) => list.length >= 5).map(([key, list]) => [key, list.sort((a, b) => a - b)[list.length >> 1]!]),
  );
  const perStore = (p: ProductRow) =>
    medians.get(`${p.categoryLevel2}|${p.assortmentText}`) ?? medians.get(p.categoryLevel2!) ?? medians.get("")!;
  return products.map((p) => litres.get(p.productNumber) ?? perStore(p) * (storesListing.get(p.productNumber) ?? 0));
}

function listingCounts(listed: Map<string, string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of listed.values()) for (const n of list) counts.set(n, (counts.get(n) ?? 0) + 1);
  return counts;
}

/** Per category (level 2), each product's yearly litres per listing store, ascending. */
function litresPerListingStore(files: MarketFiles, litres: Map<string, number>, storesListing: Map<string, number>) {
  const perStore = new Map<string, number[]>();
  for (const p of files.catalogue) {
    const l = litres.get(p.productNumber);
    const n = storesListing.get(p.productNumber) ?? 0;
    if (!l || !n || !p.categoryLevel2) continue;
    let list = perStore.get(p.categoryLevel2);
    if (!list) perStore.set(p.categoryLevel2, (list = []));
    list.push(l / n);
  }
  for (const list of perStore.values()) list.sort((a, b) => a - b);
  return perStore;
}

/** Which chosen products each store lists (the matrix), and its share of each product's sales by traffic. */
function realListings(stores: MarketStore[], products: MarketProduct[], listed: Map<string, string[]>): Listing[] {
  const indexOf = new Map(products.map((p, i) => [p.productNumber, i]));
  const chosen = stores.map((s) =>
    s.isAgent
      ? []
      : (listed.get(s.siteId) ?? [])
          .map((n) => indexOf.get(n))
          .filter((i): i is number => i !== undefined)
          .sort((a, b) => a - b),
  );
  const listingTraffic = new Float64Array(products.length);
  chosen.forEach((indexes, s) => indexes.forEach((i) => (listingTraffic[i]! += stores[s]!.traffic)));
  return chosen.map((indexes, s) => {
    const meanUnits = Float64Array.from(indexes, (i) => {
      const p = products[i]!;
      return (p.litresPerDay * stores[s]!.traffic) / listingTraffic[i]! / (p.volumeMl / 1000);
    });
    return { products: Int32Array.from(indexes), meanUnits };
  });
}
