import { stockholmDay } from "../../../core/stockholm-day";
import { addDays, marketDays, stockholmTime } from "../../generator/calendar";
import type { Market } from "../../generator/market";
import { movementStartDate } from "../../generator/seed-market";
import type { Snapshot } from "../../pipeline/movement-batch";
import { MarketSimulation, seedObservation, type ClockEvent, type SimulationEvent, type StoreStock } from "../../generator/simulate";
import { monthStartsBetween, productAfter, type CatalogueState } from "../../generator/catalogue-changes";
import { launchesOf } from "../../generator/launches";
import type { NewListing } from "../../generator/simulate";

export interface SimulatedMarketOptions {
  market: Market;
  seed: number;
  /** The last day the demo's seed wrote: the simulation replays the seed's days, then lives on. */
  seededThrough: string;
  /** The simulator's clock (epoch ms); the wall clock by default. */
  now?: () => number;
  /**
   * List the market's range (sold nationally, without store detail) in the catalogue: for the demo
   * whose database sells it nationally (its collector asks no stock of it). A Fenix collecting from
   * the simulator as from the monopoly would ask the stock of every product listed, which the
   * simulator has only for the products it simulates.
   */
  listRange?: boolean;
}

/** Days before a product leaves the range from which its stores get no more of it. */
const LAST_LOT_DAYS = 21;

interface Shelf {
  stock: StoreStock;
  k: number;
}

/**
 * The demo market as the monopoly's API would show it at the simulator's clock: the seed's
 * simulation replayed up to its last day (the same market, draw for draw), then lived through hour
 * by hour as the clock passes — sales in opening hours, deliveries in the morning, shortages,
 * stock-takes. Only the simulator's clock moves it; reading it changes nothing.
 */
export class SimulatedMarket {
  readonly market: Market;
  private readonly simulation: MarketSimulation;
  private readonly shelves = new Map<string, Shelf[]>();
  private readonly known: Set<string>;
  private readonly clock: () => number;
  /** Moves the simulator's clock ahead of the wall clock (tests; a demo shown "tomorrow"). */
  offsetMs = 0;
  private day: Iterator<SimulationEvent | ClockEvent> | null = null;
  private waiting: ClockEvent | null = null;
  private readonly seededThrough: string;
  /** The seed's first day of movements: its price changes count from there. */
  private readonly movementStart: string;
  private shown: { day: string; catalogue: CatalogueState[] } | null = null;
  private readonly listRange: boolean;

  /** With `replay` false, `start` replays the seed's days (new SimulatedMarket replays them at once). */
  constructor(options: SimulatedMarketOptions, replay = true) {
    const { seed, seededThrough } = options;
    // Its own list of products: launches join it, the seeded market stays as it was.
    const market = { ...options.market, products: [...options.market.products] };
    this.market = market;
    this.seededMarket = options.market;
    this.seededThrough = seededThrough;
    this.listRange = options.listRange ?? false;
    this.clock = options.now ?? Date.now;
    this.known = new Set(market.products.map((product) => product.productId));
    this.taken = new Set([...market.products, ...(market.range?.products ?? [])].flatMap((p) => [p.productNumber, p.productId]));
    // The simulator's ids are market indexes (launches are numbered on from the seeded products).
    const ids = { storeIds: market.stores.map((_, i) => i), productIds: market.products.map((_, i) => i) };
    const start = movementStartDate(market.scale, seededThrough);
    this.movementStart = start;
    this.simulation = new MarketSimulation(market, ids, seed, start, {
      hasLeft: (product, date) => this.hasLeft(product, date),
      // A product about to leave gets no more deliveries after the seed: its last lot sells out.
      lastLotOut: (product, date) => date > seededThrough && this.hasLeft(product, addDays(date, LAST_LOT_DAYS)),
      launchesOn: (date) => this.launchesOn(date),
    });
    this.simulation.onShelf = (product, stock, k) => this.shelvesOf(this.market.products[product]!.productId).push({ stock, k });
    if (!replay) return;
    for (const _ of this.replaySeed());
    this.shelveSeeded();
  }

  /**
   * The market as the seed left it, built without holding the event loop for long: the replay of
   * the seed's days (seconds on a slow machine) gives way to other work between days.
   */
  static async start(options: SimulatedMarketOptions): Promise<SimulatedMarket> {
    const simulated = new SimulatedMarket(options, false);
    for (const _ of simulated.replaySeed()) await new Promise((resolve) => setImmediate(resolve));
    simulated.shelveSeeded();
    return simulated;
  }

  /** Lives through the seed's days as the seed did, one day per step. */
  private *replaySeed(): Generator<string> {
    const days = marketDays(this.movementStart, this.seededThrough);
    for (let d = 0; d < days.length; d++) {
      drain(this.simulation.nextDay(days[d]!, seedObservation(d, days.length, this.market.scale.hourlyDays)));
      yield days[d]!.date;
    }
  }

  private shelveSeeded(): void {
    for (const stock of this.simulation.stocks) {
      stock.products.forEach((product, k) => this.shelvesOf(this.market.products[product]!.productId).push({ stock, k }));
    }
  }

  private shelvesOf(productId: string): Shelf[] {
    let shelves = this.shelves.get(productId);
    if (!shelves) this.shelves.set(productId, (shelves = []));
    return shelves;
  }

  private readonly seededMarket: Market;
  /** Product numbers and source ids in use: a launch never takes one. */
  private readonly taken: Set<string>;
  /** Launches by month start, with the month's first day they reach shelves on; registered up to `launchedThrough`. */
  private readonly launches = new Map<string, NewListing[]>();
  private launchedThrough = "";

  /**
   * Registers the launches of every month after the seed up to `day`: their products join the
   * market (the catalogue shows them from their month's first day) and wait for the simulation
   * to put them on the shelves that day.
   */
  private launchUntil(day: string): void {
    if (day <= this.launchedThrough) return;
    for (const month of monthStartsBetween(this.launchedThrough || this.seededThrough, day)) {
      const listings: NewListing[] = [];
      for (const launch of launchesOf(this.seededMarket, month, this.taken)) {
        listings.push({ product: this.market.products.length, stores: launch.stores, meanUnits: launch.meanUnits });
        this.market.products.push(launch.product);
        this.known.add(launch.product.productId);
      }
      this.launches.set(month, listings);
    }
    this.launchedThrough = day;
  }

  private launchesOn(date: string): readonly NewListing[] {
    if (date <= this.seededThrough || !date.endsWith("-01")) return [];
    this.launchUntil(date);
    return this.launches.get(date) ?? [];
  }

  now(): Date {
    return new Date(this.clock() + this.offsetMs);
  }

  /**
   * Every product as the catalogue shows it at the simulator's clock: each month's prices since the
   * seed's first day of movements (the seed wrote those of its days), its delistings and moves
   * since the seed's end (catalogue-changes.ts): with `listRange`, the range sold without store
   * detail first (its national sales follow the same catalogue), then the simulated products in the
   * market's order, launches last (a month's launches shift no product's place in the search pages).
   */
  catalogue(): CatalogueState[] {
    const day = stockholmDay(this.now().getTime());
    if (this.shown?.day !== day) {
      this.launchUntil(day);
      const months = monthStartsBetween(this.movementStart, day);
      const products = [...(this.listRange ? (this.market.range?.products ?? []) : []), ...this.market.products];
      this.shown = { day, catalogue: products.map((product) => productAfter(product, months, this.seededThrough)) };
    }
    return this.shown.catalogue;
  }

  /** The last day the simulation has lived through entirely. */
  get lastDay(): string {
    return this.simulation.lastDay;
  }

  /** The product's stock in each store that lists it, at the simulator's clock; undefined for an unknown product. */
  stockOf(productId: string): { siteId: string; stock: number }[] | undefined {
    this.advanceTo(this.now());
    const shelves = this.shelves.get(productId) ?? (this.known.has(productId) ? [] : undefined);
    return shelves
      ?.filter(({ stock, k }) => stock.listed[k] === 1)
      .map(({ stock, k }) => ({ siteId: this.market.stores[stock.store]!.siteId, stock: stock.quantity[k]! }));
  }

  /** Per product, per month (YYYY-MM): whether it has left the range by then. */
  private readonly leaving = new Map<number, Map<string, boolean>>();

  /**
   * Whether the product has left the range by `date`: the catalogue's changes after the seed say
   * so, month by month (within the seed's days nothing leaves). Asked for many stores and days,
   * it is worked out once per product and month.
   */
  private hasLeft(product: number, date: string): boolean {
    if (date <= this.seededThrough) return false;
    let months = this.leaving.get(product);
    if (!months) this.leaving.set(product, (months = new Map()));
    const month = date.slice(0, 7);
    let left = months.get(month);
    if (left === undefined) {
      const changes = monthStartsBetween(this.seededThrough, date);
      left = productAfter(this.market.products[product]!, changes, this.seededThrough).product.discontinued;
      months.set(month, left);
    }
    return left;
  }

  /**
   * Lives through every change of the market up to `at`, and none after, handing each store's
   * hourly observation on the way to `onSnapshot` (market indexes for ids).
   */
  liveUntil(at: Date, onSnapshot?: (snapshot: Snapshot) => void): void {
    this.advanceTo(at, onSnapshot);
  }

  private advanceTo(at: Date, onSnapshot?: (snapshot: Snapshot) => void): void {
    for (;;) {
      if (this.waiting) {
        if (this.waiting.at.getTime() > at.getTime()) return;
        this.waiting = null;
      }
      if (!this.day) {
        const next = addDays(this.simulation.lastDay, 1);
        // A day starts before its first change (nine o'clock); an hour after midnight is early enough.
        if (stockholmTime(next, 1).getTime() > at.getTime()) return;
        this.day = this.simulation.nextDay(marketDays(next, next)[0]!, "hourly");
      }
      const event = this.day.next();
      if (event.done) this.day = null;
      else if (event.value.type === "clock") this.waiting = event.value;
      else if (event.value.type === "snapshot") onSnapshot?.(event.value.snapshot);
    }
  }
}

function drain(events: Iterator<unknown>): void {
  while (!events.next().done);
}
