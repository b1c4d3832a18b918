import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEMO_MARKET_SEED } from "../../server/data/seed";
import { buildMarket } from "../../server/data/generator/market";
import { SCALES } from "../../server/data/generator/scales";
import { addDays, stockholmTime } from "../../server/data/generator/calendar";
import { collectStock } from "../../server/data/collector/collect-stock";
import { collectCatalogue } from "../../server/data/collector/collect-catalogue";
import { httpMarketSource } from "../../server/data/source/http-source";
import { SourceDriftError } from "../../server/data/source/source-shapes";
import { monthStartsBetween, productAfter } from "../../server/data/generator/catalogue-changes";
import { addDemoWeeks } from "../../server/data/weekly-lists/demo";
import { stockholmDay } from "../../server/core/stockholm-day";
import { movementStartDate } from "../../server/data/generator/seed-market";
import { SimulatedMarket } from "../../server/data/source/simulator/simulated-market";
import { startSimulator, type RunningSimulator } from "../../server/data/source/simulator/simulator-server";
import type { Database } from "../../server/db/client";
import { queryRows } from "../../server/db/rows";
import { testDatabases } from "./helpers/databases";
import { MARKET_END } from "./helpers/templates";

/** The simulator's clock: the morning after the test market's last seeded day, before any store opens. */
const MORNING_AFTER = stockholmTime("2026-11-21", 8).getTime();

async function post(simulator: RunningSimulator, path: string, body: unknown) {
  const response = await fetch(`${simulator.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

async function totals(db: Database) {
  const [row] = await queryRows<{ snapshots: string; sold: string; stock: string; changes: string; last: string }>(
    db,
    sql`select (select count(*) from stock_snapshots) as snapshots, (select coalesce(sum(sold), 0) from stock_daily) as sold,
               (select coalesce(sum(quantity), 0) from stock_levels) as stock, (select count(*) from stock_changes) as changes,
               (select max(last_observed_at)::text from stock_ingest_state) as last`,
  );
  return row!;
}

describe.each(testDatabases)("the stock collector against the simulator over HTTP ($name)", (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  let simulator: RunningSimulator;
  let simulated: SimulatedMarket;
  const source = (options: Partial<Parameters<typeof httpMarketSource>[0]> = {}) =>
    httpMarketSource({ baseUrl: simulator.url, key: "test-key", requestsPerSecond: 1_000, backoffMs: 10, ...options });

  beforeAll(async () => {
    ({ db, drop } = await database.create("mini"));
    simulated = new SimulatedMarket({
      market: buildMarket(SCALES.mini, DEMO_MARKET_SEED),
      seed: DEMO_MARKET_SEED,
      seededThrough: MARKET_END,
      now: () => MORNING_AFTER,
    });
    simulator = await startSimulator({ market: simulated, key: "test-key", faults: true });
  });
  afterAll(async () => {
    await simulator.close();
    await drop();
  });

  it("continues the seeded market exactly: at the seed's end the source shows the stock the database holds", async () => {
    const [level] = await queryRows<{ product_id: string; site_id: string; quantity: number }>(
      db,
      sql`select p.product_id, s.site_id, l.quantity from stock_levels l join products p on p.id = l.product_id
          join stores s on s.id = l.store_id order by l.quantity desc limit 1`,
    );
    const answer = await source().productStock(level!.product_id);
    expect(answer.storeStocks.find((line) => line.store.siteId === level!.site_id)?.stockBalance?.stock).toBe(level!.quantity);
    expect(answer.observedAt.getTime()).toBe(MORNING_AFTER);
    // Every pair, not only that one: the simulator's replay of the seed's days is the seed, draw for draw.
    const levels = await queryRows<{ product_id: string; site_id: string; quantity: number }>(
      db,
      sql`select p.product_id, s.site_id, l.quantity from stock_levels l join products p on p.id = l.product_id join stores s on s.id = l.store_id`,
    );
    const shown = new Map(
      [...new Set(levels.map((l) => l.product_id))].flatMap((productId) =>
        simulated.stockOf(productId)!.map((line) => [`${productId}|${line.siteId}`, line.stock] as const),
      ),
    );
    expect(shown.size).toBe(levels.length);
    expect(levels.filter((l) => shown.get(`${l.product_id}|${l.site_id}`) !== l.quantity)).toEqual([]);
  });

  it("shows the catalogue the seed wrote: a catalogue round right after it records no price change and no event", async () => {
    const [before] = await queryRows<{ prices: string; events: string }>(
      db,
      sql`select (select count(*) from price_history) as prices, (select count(*) from article_events) as events`,
    );
    // The seed's own month-start price changes are there (the mini market's days hold 1 November).
    const [changed] = await queryRows<{ n: string }>(db, sql`select count(*) as n from price_history where valid_from = '2026-11-01'`);
    expect(Number(changed!.n)).toBeGreaterThan(0);
    const report = await collectCatalogue(db, source());
    expect(report.events).toBe(0);
    const [after] = await queryRows<{ prices: string; events: string }>(
      db,
      sql`select (select count(*) from price_history) as prices, (select count(*) from article_events) as events`,
    );
    expect(after).toEqual(before);
  });

  it("collects every listed product's stock as one snapshot per store, dated by the source's clock; the same round again changes nothing", async () => {
    await post(simulator, "/simulator/clock", { advanceHours: 6 }); // 14:00: four hours of sales
    const before = await totals(db);
    const report = await collectStock(db, source());
    const [{ listed }] = (await queryRows<{ listed: string }>(db, sql`select count(distinct product_id) as listed from stock_levels`)) as [
      { listed: string },
    ];
    expect(report.products).toBeGreaterThanOrEqual(Number(listed));
    expect(report.notFound).toBe(0);
    expect(report.stores).toBe(SCALES.mini.stores);
    expect(report.unknownSites).toBe(0);
    expect(report.observedAt).toBe(new Date(MORNING_AFTER + 6 * 3_600_000).toISOString());
    const after = await totals(db);
    const [{ count }] = (await queryRows<{ count: string }>(
      db,
      sql`select count(*) from stock_snapshots where observed_at = ${report.observedAt}::timestamptz`,
    )) as [{ count: string }];
    expect(Number(count)).toBe(SCALES.mini.stores);
    expect(Number(after.sold)).toBeGreaterThan(Number(before.sold));
    expect(new Date(after.last).toISOString()).toBe(report.observedAt);

    const again = await collectStock(db, source());
    expect(again.stores).toBe(0);
    expect(await totals(db)).toEqual(after);
  });

  it("retries throttling and server errors, and a round whose source keeps failing writes nothing", async () => {
    await post(simulator, "/simulator/clock", { advanceHours: 1 });
    await post(simulator, "/simulator/faults", { count: 3, status: 429 });
    const retried = source();
    const [product] = await queryRows<{ product_id: string }>(
      db,
      sql`select p.product_id from products p join stock_levels l on l.product_id = p.id limit 1`,
    );
    await retried.productStock(product!.product_id);
    expect(retried.counters.retries).toBe(3);

    const before = await totals(db);
    await post(simulator, "/simulator/faults", { count: 1_000, status: 503 });
    const failing = source({ maxAttempts: 2, breakerAfter: 3, breakerOpenMs: 60_000, concurrency: 4 });
    await expect(collectStock(db, failing)).rejects.toThrow();
    // Three failures open the breaker: the rest of the round's hundreds of products fail at once
    // instead of asking again. Requests already on their way when it opens (at most the other three
    // of the four at a time) still reach the source.
    expect(failing.counters.requests).toBeLessThanOrEqual(3 + 3);
    expect(await totals(db)).toEqual(before);
    await post(simulator, "/simulator/faults", { count: 0 });
  });

  it("stops on schema drift naming the field, and writes nothing", async () => {
    const before = await totals(db);
    await post(simulator, "/simulator/faults", { count: 0, dropStockField: "stock" });
    const error = await collectStock(db, source()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceDriftError);
    expect((error as SourceDriftError).field).toMatch(/^\/storeStocks\/\d+\/stockBalance/);
    expect(await totals(db)).toEqual(before);
    await post(simulator, "/simulator/faults", { count: 0, dropStockField: null });
  });

  it("a failing round ends for all its workers: none goes on asking the source after the failure is reported", async () => {
    // No kept answers: the round's first request is a worker's, not a probe of the clock.
    await db.bulk((session) => session.query("delete from stock_round_answers"));
    const live = source();
    let calls = 0;
    const failingOnce = {
      ...live,
      counters: live.counters,
      productStock: async (id: string) => {
        if (++calls === 1) throw new Error("the source went away");
        await new Promise((resolve) => setTimeout(resolve, 20));
        return live.productStock(id);
      },
    } as typeof live;
    await expect(collectStock(db, failingOnce)).rejects.toThrow("the source went away");
    const reported = calls;
    // The three other workers finish the request they had under way; none takes another.
    expect(reported).toBeGreaterThan(1);
    expect(reported).toBeLessThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(reported);
  });

  it("a round stopped in the middle writes nothing; the round that runs instead goes on from it and takes every store's stock, once", async () => {
    await post(simulator, "/simulator/clock", { advanceHours: 2 });
    const before = await totals(db);
    // The worker's process stops after 20 answers: its requests never come back (the job's lease
    // then runs out and another worker claims the round).
    const live = source();
    let answered = 0;
    let stopped!: () => void;
    const halfway = new Promise<void>((resolve) => (stopped = resolve));
    const hanging: ((error: Error) => void)[] = [];
    const dying = {
      ...live,
      counters: live.counters,
      productStock: (id: string) => {
        if (++answered > 20) {
          stopped();
          return new Promise<never>((_, reject) => hanging.push(reject));
        }
        return live.productStock(id);
      },
    } as typeof live;
    const abandoned = collectStock(db, dying).catch((error: unknown) => error);
    await halfway;
    expect(await totals(db)).toEqual(before);
    // The 20 answers it had are kept (ten at a time, as they come: the last writes may still be on their way).
    await expect
      .poll(async () => Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from stock_round_answers`))[0]!.n), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(20);

    const [{ n: fresh }] = (await queryRows<{ n: string }>(db, sql`select count(*) as n from stock_round_answers`)) as [{ n: string }];
    // A stopped round's answer an hour older than the others is too stale to take up: that product is asked again.
    await db.bulk((session) =>
      session.query(
        `insert into stock_round_answers (product_id, answered_at, store_ids, quantities)
         select (select max(id) from products where product_id is not null and id not in (select product_id from national_products)),
                max(answered_at) - interval '1 hour', '{}', '{}'
         from stock_round_answers
         on conflict (product_id) do update set answered_at = excluded.answered_at`,
      ),
    );

    const round = await collectStock(db, source());
    expect(round.stores).toBe(SCALES.mini.stores);
    // It went on from where the stopped one was: what that one had read (its 20 answers, and those of
    // the failed rounds before it) is not asked again; every other product is asked once.
    expect(round.resumed).toBe(Number(fresh));
    expect(round.requests).toBe(round.products - round.resumed);
    const [{ count }] = (await queryRows<{ count: string }>(
      db,
      sql`select count(*) from stock_snapshots where observed_at = ${round.observedAt}::timestamptz`,
    )) as [{ count: string }];
    expect(Number(count)).toBe(SCALES.mini.stores);
    // No gap: what the database holds is what the source shows now, pair by pair.
    const levels = await queryRows<{ product_id: string; site_id: string; quantity: number }>(
      db,
      sql`select p.product_id, s.site_id, l.quantity from stock_levels l join products p on p.id = l.product_id
          join stores s on s.id = l.store_id order by p.product_id limit 40`,
    );
    for (const level of levels) {
      const answer = await source().productStock(level.product_id);
      expect(answer.storeStocks.find((line) => line.store.siteId === level.site_id)?.stockBalance?.stock ?? 0).toBe(level.quantity);
    }
    // The stopped worker's requests end now; its round still writes nothing.
    const round2 = await totals(db);
    for (const reject of hanging) reject(new Error("the worker's process stopped"));
    expect(await abandoned).toBeInstanceOf(Error);
    expect(await totals(db)).toEqual(round2);
    // Whatever the stopped worker kept after the round was written is older than it: never taken up.
    expect((await collectStock(db, source())).resumed).toBe(0);
  });

  it("a demo that lives on gets each whole week's list once the week is over, once", async () => {
    const newestList = async () =>
      (await queryRows<{ week: string }>(db, sql`select max(week) as week from weekly_ranking_lists where simulated`))[0]!.week;
    // The seed's last whole week ended on Sunday 15 November (2026-W46).
    expect(await newestList()).toBe("2026-W46");
    await post(simulator, "/simulator/clock", { advanceHours: 7 * 24 });
    const round = await collectStock(db, source());
    const day = stockholmDay(Date.parse(round.observedAt));
    expect(day >= "2026-11-23").toBe(true);
    expect(await addDemoWeeks(db, day)).toBe(1);
    expect(await newestList()).toBe("2026-W47");
    const [list] = await queryRows<{ row_count: number; matched: number; simulated: boolean; title: string }>(
      db,
      sql`select row_count, matched, simulated, title from weekly_ranking_lists where week = '2026-W47'`,
    );
    expect(list).toMatchObject({ simulated: true, title: "Topplista vecka 47" });
    expect(list!.row_count).toBeGreaterThan(0);
    expect(list!.matched).toBe(list!.row_count);
    expect(await addDemoWeeks(db, day)).toBe(0);
  });

  it("refuses a request without the subscription key (401), as the monopoly's API does", async () => {
    const response = await fetch(`${simulator.url}/sb-api-ecommerce/v1/product`);
    expect(response.status).toBe(401);
    await expect(source({ key: "wrong" }).catalogue()).rejects.toThrow(/MARKET_SOURCE_KEY/);
  });
});

describe.each(testDatabases)("a new install collecting from the source ($name)", (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  let simulator: RunningSimulator;
  let simulated: SimulatedMarket;
  const market = buildMarket(SCALES.mini, DEMO_MARKET_SEED);

  beforeAll(async () => {
    ({ db, drop } = await database.create("migrated"));
    simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: MARKET_END, now: () => MORNING_AFTER });
    simulator = await startSimulator({ market: simulated, key: "k" });
  });
  afterAll(async () => {
    await simulator.close();
    await drop();
  });

  it("gets its stores and catalogue from the source, then every store's stock: the market starts from nothing", async () => {
    const source = httpMarketSource({ baseUrl: simulator.url, key: "k", requestsPerSecond: 1_000 });
    const catalogue = await collectCatalogue(db, source);
    expect(catalogue.sites).toBe(market.stores.length);
    expect(catalogue.products).toBe(market.products.filter((p) => p.inStore).length);
    expect(catalogue.unreached).toBe(0);
    const [counts] = await queryRows<{ stores: string; products: string; named: string }>(
      db,
      sql`select (select count(*) from stores where not is_agent) as stores, (select count(*) from products) as products,
                 (select count(*) from products where product_id is not null and supplier_name is not null) as named`,
    );
    expect(Number(counts!.stores)).toBe(SCALES.mini.stores);
    expect(Number(counts!.products)).toBe(catalogue.products);
    expect(Number(counts!.named)).toBe(catalogue.products);

    const stock = await collectStock(db, source);
    expect(stock.stores).toBe(SCALES.mini.stores);
    expect(stock.notFound).toBe(0);
    const [levels] = await queryRows<{ pairs: string }>(db, sql`select count(*) as pairs from stock_levels`);
    expect(Number(levels!.pairs)).toBe(market.listings.reduce((sum, listing) => sum + listing.products.length, 0));
  });

  it("a new month's catalogue: its price changes become price history from the first, the temporary range's leavers delistings", async () => {
    const source = httpMarketSource({ baseUrl: simulator.url, key: "k", requestsPerSecond: 1_000 });
    // From the morning of 21 November to the morning of 1 January: two months' changes.
    await fetch(`${simulator.url}/simulator/clock`, { method: "POST", body: JSON.stringify({ advanceHours: 41 * 24 + 1 }) });
    // The catalogue the first round read (the morning of 21 November) and the one of 1 January.
    const start = movementStartDate(SCALES.mini, MARKET_END);
    const expected = market.products
      .filter((p) => p.inStore)
      .map((p) => ({
        before: productAfter(p, monthStartsBetween(start, "2026-11-21"), MARKET_END).product,
        after: productAfter(p, monthStartsBetween(start, "2027-01-01"), MARKET_END),
      }));
    const repriced = expected.filter((e) => e.after.product.price !== e.before.price);
    const leavers = expected.filter((e) => e.after.product.discontinued && !e.before.discontinued);
    expect(repriced.length).toBeGreaterThan(0);
    expect(leavers.length).toBeGreaterThan(0);
    expect(leavers.every((e) => e.before.assortmentText === "Tillfälligt sortiment")).toBe(true);

    await collectCatalogue(db, source);
    const prices = await queryRows<{ product_number: string; price: string; valid_from: string }>(
      db,
      sql`select product_number, price::text, valid_from::text from price_history where valid_from = '2027-01-01' order by product_number`,
    );
    // The month's launches come with their first price (tested below).
    const launched = new Set(simulated.catalogue().flatMap((state) => (state.product.launched ? [state.product.productNumber] : [])));
    expect(prices.filter((p) => !launched.has(p.product_number)).map((p) => [p.product_number, Number(p.price)])).toEqual(
      repriced.map((e) => [e.before.productNumber, e.after.product.price]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // Whole kronor stay whole kronor.
    for (const e of repriced) if (Number.isInteger(e.before.price)) expect(Number.isInteger(e.after.product.price)).toBe(true);
    const delisted = await queryRows<{ product_number: string }>(
      db,
      sql`select product_number from article_events where kind = 'delisting' and event_date = '2027-01-01' order by product_number`,
    );
    expect(delisted.map((d) => d.product_number)).toEqual(leavers.map((e) => e.before.productNumber).sort());
  });

  it("a leaver sold out in a store leaves that store's list: its pair and any stock-out with it", async () => {
    const source = httpMarketSource({ baseUrl: simulator.url, key: "k", requestsPerSecond: 1_000 });
    const december = market.products.filter((p) => p.inStore && productAfter(p, ["2026-12-01"], MARKET_END).product.discontinued);
    expect(december.length).toBeGreaterThan(0);
    await collectStock(db, source);
    const pairs = await queryRows<{ product_id: string; site_id: string; quantity: number }>(
      db,
      sql`select p.product_id, s.site_id, l.quantity from stock_levels l join products p on p.id = l.product_id
          join stores s on s.id = l.store_id where p.product_id = any(${`{${december.map((p) => p.productId).join(",")}}`}::text[])`,
    );
    const shown = december.flatMap((p) => simulated.stockOf(p.productId)!.map((line) => ({ product_id: p.productId, ...line })));
    // A month without deliveries: stores sold some out and took them off their lists.
    const listedAtStart = december.reduce(
      (n, p) => n + market.listings.filter((l) => l.products.includes(market.products.indexOf(p))).length,
      0,
    );
    expect(shown.length).toBeLessThan(listedAtStart);
    expect(pairs.map((p) => [p.product_id, p.site_id, p.quantity]).sort()).toEqual(
      shown.map((p) => [p.product_id, p.siteId, p.stock]).sort(),
    );
    const [open] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from stock_outs o where o.until is null
          and not exists (select 1 from stock_levels l where l.store_id = o.store_id and l.product_id = o.product_id)`,
    );
    expect(Number(open!.n)).toBe(0);
  });

  it("launches: each month's new articles come as launches in the register, on part of their model's shelves, and sell", async () => {
    const source = httpMarketSource({ baseUrl: simulator.url, key: "k", requestsPerSecond: 1_000 });
    const launched = simulated.catalogue().filter((state) => state.product.launched);
    // December's and January's (the clock is on the morning of 1 January).
    expect(new Set(launched.map((state) => state.product.launched))).toEqual(new Set(["2026-12-01", "2027-01-01"]));
    const events = await queryRows<{ product_number: string; event_date: string; assortment_to: string }>(
      db,
      // (The first catalogue round wrote every product's own launch: those are before the seed's end.)
      sql`select product_number, event_date::text, assortment_to from article_events where kind = 'launch' and event_date > ${MARKET_END}::date
          order by product_number`,
    );
    expect(events.map((e) => [e.product_number, e.event_date])).toEqual(
      launched.map((state) => [state.product.productNumber, state.product.launched]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    const levels = async () =>
      queryRows<{ product_number: string; stores: string; units: string }>(
        db,
        sql`select p.product_number, count(*) as stores, sum(l.quantity) as units from stock_levels l join products p on p.id = l.product_id
            where p.product_number = any(${`{${launched.map((state) => state.product.productNumber).join(",")}}`}::text[])
            group by 1 order by 1`,
      );
    const onShelves = await levels();
    expect(onShelves.length).toBe(launched.length);
    for (const row of onShelves) {
      const model = launched.find((state) => state.product.productNumber === row.product_number)!.product;
      expect(Number(row.stores)).toBe(simulated.stockOf(model.productId)!.length);
      expect(Number(row.units)).toBeGreaterThan(0);
    }
    // Three days on, the next round reads their first sales.
    await fetch(`${simulator.url}/simulator/clock`, { method: "POST", body: JSON.stringify({ advanceHours: 3 * 24 }) });
    await collectCatalogue(db, source);
    await collectStock(db, source);
    const [sold] = await queryRows<{ units: string }>(
      db,
      sql`select coalesce(sum(d.sold), 0) as units from stock_daily d join products p on p.id = d.product_id
          where p.product_number = any(${`{${launched.map((state) => state.product.productNumber).join(",")}}`}::text[])`,
    );
    expect(Number(sold!.units)).toBeGreaterThan(0);
  });
});

describe("the simulated market", () => {
  it("lets the temporary range's leavers sell out: no delivery in their last three weeks, then off the stores' lists", () => {
    const market = buildMarket(SCALES.mini, DEMO_MARKET_SEED);
    const simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: MARKET_END, now: () => MORNING_AFTER });
    const leaves = new Map<number, string>();
    market.products.forEach((product, i) => {
      const month = ["2026-12-01", "2027-01-01", "2027-02-01"].find(
        (m) => productAfter(product, monthStartsBetween(MARKET_END, m), MARKET_END).product.discontinued,
      );
      if (month) leaves.set(i, month);
    });
    expect(leaves.size).toBeGreaterThan(3);
    const last = new Map<string, number>();
    let lateDeliveries = 0;
    let delivered = 0;
    simulated.liveUntil(stockholmTime("2027-02-20", 8), (snapshot) => {
      const day = stockholmDay(snapshot.observedAt.getTime());
      for (let i = 0; i < snapshot.productIds.length; i++) {
        const product = snapshot.productIds[i]!;
        const key = `${snapshot.storeId}|${product}`;
        const before = last.get(key);
        const quantity = snapshot.quantities[i]!;
        last.set(key, quantity);
        const leaving = leaves.get(product);
        if (leaving === undefined || before === undefined || quantity <= before) continue;
        // Stock-takes only ever lower a count: a rise is a delivery.
        if (day >= addDays(leaving, -21)) lateDeliveries++;
        else delivered++;
      }
    });
    expect(lateDeliveries).toBe(0);
    expect(delivered).toBeGreaterThan(0);
    // Those that left on 1 December: what stores still list has bottles on the shelf (a day at
    // nothing, and the store takes it off its list), and some stores have sold out.
    const december = [...leaves].filter(([, month]) => month === "2026-12-01").map(([i]) => market.products[i]!);
    const lines = december.flatMap((p) => simulated.stockOf(p.productId)!);
    expect(lines.every((line) => line.stock > 0)).toBe(true);
    const listedAtStart = december.reduce(
      (n, p) => n + market.listings.filter((l) => l.products.includes(market.products.indexOf(p))).length,
      0,
    );
    expect(lines.length).toBeLessThan(listedAtStart * 0.8);
  });

  it("never holds less than nothing: no store's stock goes below zero, stock-takes included", () => {
    const market = buildMarket(SCALES.mini, DEMO_MARKET_SEED);
    const simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: MARKET_END, now: () => MORNING_AFTER });
    let negative = 0;
    let snapshots = 0;
    simulated.liveUntil(new Date(MORNING_AFTER + 30 * 86_400_000), (snapshot) => {
      snapshots++;
      for (const quantity of snapshot.quantities) if (quantity < 0) negative++;
    });
    expect(snapshots).toBeGreaterThan(SCALES.mini.stores * 20);
    expect(negative).toBe(0);
  });
});
