import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { marketDays } from "../../server/data/generator/calendar";
import { queryRows } from "../../server/db/rows";
import { useTestApp, type TestApp } from "./helpers/app";
import { signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function data<T>(t: TestApp, url: string, headers: Record<string, string> = key): Promise<T> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
}

type Echo = { from: string; to: string; dataFrom: string | null; dataTo: string | null; daysWithData: number };
type Totals = { units: number; litres: number; revenue: number };
type StoreRow = { siteId: string; units: number; litres: number; revenue: number };

/**
 * A market with four months of sales: two whole months of history per product and store before
 * movements that start on the first of October (the test market ends on 2026-11-20).
 */
describe.each(testDatabases)("months of history before the days of movements, on $name", (database) => {
  const t = useTestApp(database, {}, { market: "mini-history" });
  useMarketReader(t, key);
  let company: string;
  let operator: Record<string, string>;

  beforeAll(async () => {
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    const [row] = await queryRows<{ id: string }>(t.db, sql`select id from companies where name like 'Nordvik%'`);
    company = row!.id;
  });

  const periods = [
    "period=7d",
    "period=30d",
    "period=3m",
    "period=12m",
    "from=2026-08-15&to=2026-11-20",
    "from=2026-08-01&to=2026-09-30",
    "from=2026-09-01&to=2026-10-12",
    // Its data ends with August: September's first half is history kept whole, so none of it counts.
    "from=2026-08-01&to=2026-09-15",
  ];

  it.each(periods)("sums the stores to the products' totals for %s", async (period) => {
    const market = await data<{ period: Echo; totals: Totals }>(t, `/api/v1/sales/summary?${period}`);
    const stores = await data<{ items: StoreRow[] }>(t, `/api/v1/sales/top-stores?${period}&limit=100`);
    expect(stores.items.length).toBeLessThan(100);
    expect(stores.items.reduce((n, s) => n + s.units, 0)).toBe(market.totals.units);
    expect(stores.items.reduce((n, s) => n + s.revenue, 0)).toBeCloseTo(market.totals.revenue, 0);

    const ours = await data<{ period: Echo; totals: Totals }>(t, `/api/v1/companies/${company}/sales?${period}`, operator);
    const ourStores = await data<{ items: StoreRow[] }>(t, `/api/v1/sales/top-stores?companyId=${company}&${period}&limit=100`, operator);
    expect(ourStores.items.reduce((n, s) => n + s.units, 0)).toBe(ours.totals.units);

    const best = stores.items[0]!;
    const page = await data<{ totals: Totals }>(t, `/api/v1/stores/${best.siteId}/performance?${period}`);
    expect(page.totals.units).toBe(best.units);
  });

  // PRODUCT.md §12: a series answers every day (or, for a long period, every month) that has
  // data, says which, and sums to the period's totals.
  it.each(periods)("every series of %s covers the period and sums to its totals", async (period) => {
    type Series = { period: Echo; granularity: "day" | "month"; items: (Totals & { date: string })[] };
    const checkSeries = (series: Series, totals: Totals, label: string) => {
      const { dataFrom, dataTo } = series.period;
      const to = dataTo!;
      const first = series.granularity === "month" ? `${dataFrom!.slice(0, 7)}-01` : series.period.from;
      const expected: string[] = [];
      for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= to;) {
        expected.push(day.toISOString().slice(0, 10));
        if (series.granularity === "month") day.setUTCMonth(day.getUTCMonth() + 1);
        else day.setUTCDate(day.getUTCDate() + 1);
      }
      expect(
        series.items.map((i) => i.date),
        label,
      ).toEqual(expected);
      expect(
        series.items.reduce((n, i) => n + i.units, 0),
        label,
      ).toBe(totals.units);
      expect(
        series.items.reduce((n, i) => n + i.revenue, 0),
        label,
      ).toBeCloseTo(totals.revenue, 0);
    };
    const market = await data<{ period: Echo; totals: Totals }>(t, `/api/v1/sales/summary?${period}`);
    const daily = await data<Series>(t, `/api/v1/sales/total/daily?${period}`);
    // By day only where every day of the data was kept day by day (movements from 2026-10-01).
    expect(daily.granularity).toBe(market.period.dataFrom! >= "2026-10-01" ? "day" : "month");
    checkSeries(daily, market.totals, "the market");

    const ours = await data<{ period: Echo; totals: Totals; granularity: "day" | "month"; daily: Series["items"] }>(
      t,
      `/api/v1/companies/${company}/sales?${period}`,
      operator,
    );
    checkSeries({ period: ours.period, granularity: ours.granularity, items: ours.daily }, ours.totals, "the company");

    const [best] = (await data<{ items: StoreRow[] }>(t, `/api/v1/sales/top-stores?${period}&limit=1`)).items;
    const store = await data<{ totals: Totals }>(t, `/api/v1/stores/${best!.siteId}/performance?${period}`);
    const storeSeries = await data<Series>(t, `/api/v1/stores/${best!.siteId}/sales?${period}`);
    expect(storeSeries.granularity).toBe(daily.granularity);
    checkSeries(storeSeries, store.totals, "the store");
  });

  it("compares with the same days a year earlier on ?compare=year, on every answer that compares", async () => {
    type Compared = { period: Echo; previousPeriod: Echo; totals: Totals; previous: Totals };
    const yearEarlier = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    const query = "from=2026-10-01&to=2026-11-20";
    const [best] = (await data<{ items: StoreRow[] }>(t, `/api/v1/sales/top-stores?${query}&limit=1`)).items;
    const [product] = await queryRows<{ id: number }>(t.db, sql`select id from products order by id limit 1`);
    const answers: [string, Record<string, string>][] = [
      [`/api/v1/sales/summary`, key],
      [`/api/v1/companies/${company}/sales`, operator],
      [`/api/v1/products/${product!.id}/sales`, key],
      [`/api/v1/stores/${best!.siteId}/performance`, key],
    ];
    for (const [url, headers] of answers) {
      const year = await data<Compared>(t, `${url}?${query}&compare=year`, headers);
      expect(year.previousPeriod, url).toMatchObject({ from: "2025-10-01", to: "2025-11-20" });
      expect(year.previousPeriod.from).toBe(yearEarlier(year.period.from));
      // The figures of that period, as the period itself answers them.
      // This market begins in the summer of 2026: a year earlier has no data, and the answer says so
      // (the browser tests compare a year with data, on the demo market's two years).
      const direct = await data<Compared>(t, `${url}?from=2025-10-01&to=2025-11-20`, headers);
      expect(year.previous, url).toEqual(direct.totals);
      expect(year.previousPeriod.daysWithData).toBe(0);
      expect(direct.period.daysWithData).toBe(0);
      // Without it, the period just before.
      const previous = await data<Compared>(t, `${url}?${query}`, headers);
      expect(previous.previousPeriod.to, url).toBe("2026-09-30");
    }
    const wrong = await t.app.inject({ url: `/api/v1/sales/summary?period=30d&compare=decade`, headers: key });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("says where data begins: whole months before the days of movements, any day after", async () => {
    const year = await data<{ period: Echo }>(t, `/api/v1/sales/summary?period=12m`);
    expect(year.period.dataFrom).toBe("2026-08-01");
    const cut = await data<{ period: Echo }>(t, `/api/v1/sales/summary?from=2026-08-15&to=2026-11-20`);
    expect(cut.period.dataFrom).toBe("2026-09-01");
    expect(cut.period.daysWithData).toBe(30 + 31 + 20);
    const days = await data<{ period: Echo }>(t, `/api/v1/sales/summary?from=2026-10-05&to=2026-11-20`);
    expect(days.period.dataFrom).toBe("2026-10-05");
  });

  it("runs on smoothly from the months of history into the months of movements", async () => {
    const months = await queryRows<{ month: string; units: string }>(
      t.db,
      sql`select month::text as month, sum(units) as units from product_sales_monthly where month in ('2026-09-01', '2026-10-01') group by month order by month`,
    );
    const demand = (from: string, to: string) => marketDays(from, to).reduce((n, d) => n + d.demand, 0);
    const september = Number(months[0]!.units) / demand("2026-09-01", "2026-09-30");
    const october = Number(months[1]!.units) / demand("2026-10-01", "2026-10-31");
    expect(october / september).toBeGreaterThan(0.85);
    expect(october / september).toBeLessThan(1.1);
  });
});
