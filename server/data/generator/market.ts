import { COUNTIES } from "./geography";
import { producerName, storePlace, streetAddress, supplierName, word } from "./names";
import type { YearlySalesRow } from "../importers/yearly-sales";
import { Random } from "./random";
import { FLAT_SEASON } from "./calendar";
import type { Scale } from "./scales";
import { SIZE_CLASSES } from "./size-classes";
import { ASSORTMENTS, CATEGORIES, LITRES_SHARE, NATIONAL_LITRES_PER_YEAR, REFERENCE_CATALOGUE_SIZE } from "./taxonomy";

export interface MarketStore {
  siteId: string;
  displayName: string;
  alias: string;
  address: string;
  city: string;
  county: string;
  latitude: number;
  longitude: number;
  isAgent: boolean;
  sizeClass: string | null;
  /** Relative customer traffic; 0 for agents, which hold no stock. */
  traffic: number;
  /** Weekdays (1 = Monday) on which deliveries arrive. */
  deliveryDays: readonly number[];
  /** The site's published opening hours, when known. */
  openingHours?: { date: string; openFrom: string; openTo: string; reason: string }[] | null;
}

export interface MarketProduct {
  productNumber: string;
  productId: string;
  nameBold: string;
  nameThin: string | null;
  producerName: string;
  supplierName: string;
  country: string | null;
  categoryLevel1: string;
  categoryLevel2: string;
  categoryLevel3: string | null;
  price: number;
  volumeMl: number;
  alcoholPercentage: number | null;
  assortmentCode: string | null;
  assortmentText: string;
  /** On store shelves (order goods are not). */
  inStore: boolean;
  launchDate: string | null;
  discontinued: boolean;
  /** Units in a delivery case. */
  caseSize: number;
  /** PACKAGING_KINDS (importers/packaging.ts). */
  packaging: string | null;
  /** Demand per calendar month (January first) relative to the year's average. */
  season: readonly number[];
  /** Litres sold nationally per average open day. */
  litresPerDay: number;
  /** County of a generated local product: only stores there list it. */
  homeCounty?: string | null;
  /** The month's first day a product the simulator launched after the seed came on the market (launches.ts). */
  launched?: string;
}

export interface Listing {
  /** Indexes into products. */
  products: Int32Array;
  /** Mean units sold per average open day. */
  meanUnits: Float64Array;
}

export interface Market {
  scale: Scale;
  stores: MarketStore[];
  products: MarketProduct[];
  /** Per store (same order as stores); agents list nothing. */
  listings: Listing[];
  /** Company name → the supplier names whose products are the company's. */
  companySuppliers: Record<string, string[]>;
  /**
   * The rest of the range, sold without store detail: each product's national sales by day and
   * month (national-sales.ts), with the stores that list it (indexes into stores).
   */
  range?: { products: MarketProduct[]; stores: Int32Array[] };
  /** Built from the monopoly's files: their store × product presence and official yearly sales, written beside the market. */
  source?: { assortment: { observedOn: string; pairs: [siteId: string, productNumber: string][] }; yearlySales: YearlySalesRow[] };
}

/** Demo companies and the part of the catalogue their suppliers hold. */
const DEMO_PORTFOLIOS = [
  {
    company: "Nordvik Vin & Sprit AB",
    suppliers: ["Nordvik Vin & Sprit AB", "Nordvik Fine Wines AB"],
    level1: ["Vin", "Sprit"],
    share: 0.03,
  },
  { company: "Bryggarhuset Norrland AB", suppliers: ["Bryggarhuset Norrland AB"], level1: ["Öl", "Cider & blanddrycker"], share: 0.04 },
];

/** Popularity spread: calibrated so that the top 1 % of articles sell about 70 % of the litres, as in 2018. */
const POPULARITY_SPREAD = 16;

export function buildMarket(scale: Scale, seed: number): Market {
  const random = new Random(seed);
  const stores = buildStores(scale, random);
  const products = buildProducts(scale, random);
  const listings = buildListings(scale, stores, products, random);
  return {
    scale,
    stores,
    products,
    listings,
    companySuppliers: Object.fromEntries(DEMO_PORTFOLIOS.map((p) => [p.company, [...p.suppliers]])),
  };
}

function buildStores(scale: Scale, random: Random): MarketStore[] {
  const weights = COUNTIES.map((c) => c.population ** 0.8);
  const stores: MarketStore[] = [];
  const perCounty = new Map<string, number>();
  for (let i = 0; i < scale.stores + scale.agents; i++) {
    const isAgent = i >= scale.stores;
    const countyIndex = i < COUNTIES.length && !isAgent ? i : random.weighted(weights);
    const county = COUNTIES[countyIndex]!;
    const townIndex = Math.min(county.towns.length - 1, Math.floor(random.next() ** 1.8 * county.towns.length));
    const [city, lat, lng] = county.towns[townIndex]!;
    const seq = (perCounty.get(county.name) ?? 0) + 1;
    perCounty.set(county.name, seq);
    const countyNo = String(countyIndex + 1).padStart(2, "0");
    const place = storePlace(random);
    stores.push({
      siteId: isAgent ? `${countyNo}${String(500 + seq).padStart(3, "0")}` : `${countyNo}${String(seq).padStart(2, "0")}`,
      displayName: isAgent ? `${city} ${word(random)} (ombud)` : `${city} ${place}`,
      alias: isAgent ? `Ombud ${city}` : place,
      address: streetAddress(random),
      city,
      county: county.name,
      latitude: lat + random.between(-0.08, 0.08),
      longitude: lng + random.between(-0.12, 0.12),
      isAgent,
      sizeClass: null,
      traffic: isAgent ? 0 : random.logNormal(1, 2.2) * (1 + 0.6 / (townIndex + 1)),
      deliveryDays: [],
    });
  }
  assignSizeClasses(
    stores.filter((s) => !s.isAgent).sort((a, b) => b.traffic - a.traffic),
    random,
  );
  return stores;
}

/**
 * Size classes by rank (largest first), cut by SIZE_CLASSES' shares, and each store's delivery
 * days: large stores every weekday, middle ones twice a week, small ones once.
 */
export function assignSizeClasses(ranked: readonly MarketStore[], random: Random): void {
  let start = 0;
  for (const sizeClass of SIZE_CLASSES) {
    const end = sizeClass === SIZE_CLASSES.at(-1) ? ranked.length : start + Math.round(sizeClass.share * ranked.length);
    for (const store of ranked.slice(start, end)) {
      store.sizeClass = sizeClass.name;
      store.deliveryDays =
        sizeClass.name === "XL" || sizeClass.name === "L" ? [1, 2, 3, 4, 5] : sizeClass.name === "M" ? [2, 4] : [random.pick([2, 3, 4])];
    }
    start = end;
  }
}

function buildProducts(scale: Scale, random: Random): MarketProduct[] {
  const categoryWeights = CATEGORIES.map((c) => c.count);
  const assortmentWeights = ASSORTMENTS.map((a) => a.share);
  const usedNumbers = new Set<string>();
  const suppliers = Array.from({ length: Math.max(8, Math.round(scale.products / 25)) }, () => supplierName(random));
  const products: MarketProduct[] = [];
  const popularity: number[] = [];
  for (let i = 0; i < scale.products; i++) {
    const category = CATEGORIES[random.weighted(categoryWeights)]!;
    const assortment = ASSORTMENTS[random.weighted(assortmentWeights)]!;
    let productNumber: string;
    do productNumber = `${1000 + random.int(89_000)}${random.chance(0.85) ? "01" : "02"}`;
    while (usedNumbers.has(productNumber));
    usedNumbers.add(productNumber);
    const volumeMl = category.volumes[random.weighted(category.volumes.map(([, w]) => w))]![0];
    const price = roundPrice(
      random.logNormal(category.priceMedian, category.priceP90 / category.priceMedian) *
        (volumeMl / 750) ** (category.level1 === "Vin" ? 0.8 : 0),
    );
    products.push({
      productNumber,
      productId: String(100_000 + i * 7 + random.int(7)),
      nameBold: word(random, 1 + random.int(2)),
      nameThin: random.chance(0.7) ? word(random, 2) : null,
      producerName: producerName(random, category.level1),
      supplierName: random.pick(suppliers),
      country: random.pick(category.countries),
      categoryLevel1: category.level1,
      categoryLevel2: category.level2,
      categoryLevel3: random.pick(category.level3),
      price,
      volumeMl,
      alcoholPercentage: Math.max(0, Math.round((category.alcohol + random.normal() * category.alcohol * 0.08) * 10) / 10),
      assortmentCode: assortment.code,
      assortmentText: assortment.text,
      inStore: assortment.inStore,
      caseSize: category.caseSize,
      // From the number, not the random stream, so that the rest of the market stays as it was.
      packaging: volumeMl >= 2000 ? "box" : category.caseSize >= 24 && volumeMl <= 500 && Number(productNumber) % 5 < 3 ? "can" : "bottle",
      season: FLAT_SEASON,
      launchDate: `${2008 + random.int(17)}-${String(1 + random.int(12)).padStart(2, "0")}-01`,
      discontinued: assortment.inStore ? false : random.chance(0.04),
      litresPerDay: 0,
      homeCounty: assortment.code === "TSLS" ? random.pick(COUNTIES).name : null,
    });
    popularity.push(assortment.demand * random.logNormal(1, POPULARITY_SPREAD) * (volumeMl >= 3000 ? 4 : 1));
  }
  assignDemoPortfolios(products, random);
  const openDaysPerYear = 300;
  const litresPerDay = (NATIONAL_LITRES_PER_YEAR * Math.min(1, scale.products / REFERENCE_CATALOGUE_SIZE) * scale.volume) / openDaysPerYear;
  for (const [level1, share] of Object.entries(LITRES_SHARE)) {
    const members = products.map((p, i) => [p, popularity[i]!] as const).filter(([p]) => p.categoryLevel1 === level1);
    const total = members.reduce((sum, [, w]) => sum + w, 0);
    for (const [product, weight] of members) product.litresPerDay = total > 0 ? (litresPerDay * share * weight) / total : 0;
  }
  return products;
}

function assignDemoPortfolios(products: MarketProduct[], random: Random): void {
  for (const portfolio of DEMO_PORTFOLIOS) {
    const candidates = products.filter((p) => portfolio.level1.includes(p.categoryLevel1) && p.inStore);
    const wanted = Math.max(12, Math.round(portfolio.share * candidates.length));
    for (let i = 0; i < wanted && candidates.length > 0; i++) {
      const [product] = candidates.splice(random.int(candidates.length), 1);
      product!.supplierName = random.pick(portfolio.suppliers);
    }
  }
}

function roundPrice(price: number): number {
  if (price < 50) return Math.max(9.9, Math.round(price) - 0.1);
  return Math.max(49, Math.round(price / 10) * 10 - 1);
}

/**
 * Which products each store lists: a weighted draw without replacement (Efraimidis–Spirakis),
 * popular products in most stores, local products only in their county; each store's share of a
 * product's national sales follows its traffic.
 */
function buildListings(scale: Scale, stores: MarketStore[], products: MarketProduct[], random: Random): Listing[] {
  const eligible = products.map((p, i) => [p, i] as const).filter(([p]) => p.inStore && p.litresPerDay > 0);
  const chosen: number[][] = stores.map((store) => {
    if (store.isAgent) return [];
    const sizeClass = SIZE_CLASSES.find((c) => c.name === store.sizeClass)!;
    const wanted = Math.round(
      random.between(sizeClass.listed[0], sizeClass.listed[1]) * Math.min(products.length, REFERENCE_CATALOGUE_SIZE) * scale.listing,
    );
    const keyed: [number, number][] = [];
    for (const [product, index] of eligible) {
      if (product.homeCounty && product.homeCounty !== store.county) continue;
      const breadth = Math.sqrt(product.litresPerDay) * (product.homeCounty ? 4 : 1);
      keyed.push([Math.log(random.next() + 1e-12) / breadth, index]);
    }
    keyed.sort((a, b) => b[0] - a[0]);
    return keyed.slice(0, wanted).map(([, index]) => index);
  });
  const listingTraffic = new Float64Array(products.length);
  chosen.forEach((indexes, s) => indexes.forEach((i) => (listingTraffic[i]! += stores[s]!.traffic)));
  return chosen.map((indexes, s) => {
    const meanUnits = new Float64Array(indexes.length);
    indexes.forEach((i, k) => {
      const product = products[i]!;
      meanUnits[k] = (product.litresPerDay * stores[s]!.traffic) / listingTraffic[i]! / (product.volumeMl / 1000);
    });
    return { products: Int32Array.from(indexes), meanUnits };
  });
}
