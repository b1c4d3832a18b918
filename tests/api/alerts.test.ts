import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../server/core/context";
import type { ServerModule } from "../../server/core/server-module";
import { stockholmDay } from "../../server/core/stockholm-day";
import { queryRows } from "../../server/db/rows";
import { evaluateAlertRules } from "../../server/modules/alerts/evaluate";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

/** Catches the app's context, as an integrator's module would have it, to say "new data" and run the jobs. */
function contextProbe(): { module: ServerModule; ctx: () => AppContext } {
  let captured: AppContext | null = null;
  return {
    module: { prefix: "/api/v1/alerts-probe", routes: async () => undefined, jobs: (ctx) => void (captured = ctx) },
    ctx: () => captured!,
  };
}

function call(t: TestApp, token: string, method: "GET" | "POST" | "DELETE", path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/alerts${path}`,
    remoteAddress: freshIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

type OpenOut = { product_id: number; store_id: number; since: string };

describe.each(testDatabases)("alerts on $name", (database) => {
  const probe = contextProbe();
  // An API-only instance runs no job worker: the tests run the jobs by hand (drain), never racing a worker.
  const t = useTestApp(database, { FENIX_ROLE: "api" }, { market: true, modules: [probe.module] });

  /** The day the rules are evaluated on (the newest stock observation's) and the stock-outs open then. */
  async function market() {
    const [newest] = await queryRows<{ at: Date }>(t.db, sql`select max(last_observed_at) as at from stock_ingest_state`);
    const day = stockholmDay(new Date(newest!.at).getTime());
    const open = await queryRows<OpenOut>(
      t.db,
      sql`select product_id, store_id, since::text as since from stock_outs where until is null order by product_id, store_id`,
    );
    return { day, open };
  }

  /** What a stock-out rule should find, worked out here from the rows: product → stores out at least `minDays` days. */
  function expected(open: readonly OpenOut[], day: string, products: ReadonlySet<number>, minStores: number, minDays: number) {
    const dayMs = Date.parse(`${day}T00:00:00Z`);
    const stores = new Map<number, number>();
    for (const out of open) {
      const daysOut = Math.round((dayMs - Date.parse(`${out.since}T00:00:00Z`)) / 86_400_000) + 1;
      if (products.has(out.product_id) && daysOut >= minDays) stores.set(out.product_id, (stores.get(out.product_id) ?? 0) + 1);
    }
    return new Map([...stores].filter(([, n]) => n >= minStores));
  }

  async function companyProducts(name: string): Promise<number[]> {
    return (
      await queryRows<{ id: number }>(
        t.db,
        sql`select p.id from products p join company_suppliers s on s.supplier_name = p.supplier_name
            join companies c on c.id = s.company_id where c.name like ${`${name}%`} order by p.id`,
      )
    ).map((r) => r.id);
  }

  /**
   * Puts the products given out of stock as `plan` says — per product, how many days ago each of
   * its out-of-stock stores ran out — replacing their open stock-outs (the mini market has almost none).
   */
  async function plantStockOuts(products: readonly number[], plan: readonly (readonly number[])[], day: string) {
    const stores = (await queryRows<{ id: number }>(t.db, sql`select id from stores order by id limit 8`)).map((r) => r.id);
    const ids = `{${products.join(",")}}`;
    await queryRows(t.db, sql`delete from stock_outs where product_id = any(${ids}::int[]) and until is null`);
    const rows = products.flatMap((product, i) =>
      (plan[i] ?? []).map((daysAgo, k) => `(${stores[k]!}, ${product}, '${day}'::date - ${daysAgo})`),
    );
    if (rows.length > 0) await queryRows(t.db, sql.raw(`insert into stock_outs (store_id, product_id, since) values ${rows.join(",")}`));
  }

  it("raises one alert per product entering a rule's condition, with its figures, and none when evaluated again (generated stock-outs)", async () => {
    const token = (await signIn(t, "admin@nordvik.example")).accessToken;
    const nordvik = await companyProducts("Nordvik");
    expect(nordvik.length).toBeGreaterThan(3);
    const { day } = await market();
    // Per product: 0–8 stores out, each since 0–5 days before the day evaluated.
    const plans = fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 8 }), {
      minLength: nordvik.length,
      maxLength: nordvik.length,
    });
    const thresholds = fc.record({ minStores: fc.integer({ min: 1, max: 4 }), minDays: fc.integer({ min: 1, max: 4 }) });
    let fired = 0;
    await fc.assert(
      fc.asyncProperty(plans, thresholds, async (plan, threshold) => {
        await plantStockOuts(nordvik, plan, day);
        const { open } = await market();
        const created = await call(t, token, "POST", "/rules", { name: "Slut i butiker", kind: "stock-out", ...threshold });
        const ruleId = created.json().data?.id as string | undefined;
        try {
          expect(created.statusCode, created.body).toBe(201);
          expect(created.json().data).toMatchObject({ ...threshold, productId: null, companyWide: false });
          const first = await evaluateAlertRules(t.db);
          expect(first.day).toBe(day);
          const listed = (await call(t, token, "GET", "?limit=200")).json().data as {
            items: {
              ruleId: string;
              productId: number;
              figures: { stores: number };
              day: string;
              read: boolean;
              productName: string;
              volumeMl: number;
            }[];
          };
          const raised = listed.items.filter((alert) => alert.ruleId === ruleId);
          const want = expected(open, day, new Set(nordvik), threshold.minStores, threshold.minDays);
          expect(new Map(raised.map((alert) => [alert.productId, alert.figures.stores]))).toEqual(want);
          fired += want.size;
          for (const alert of raised) {
            expect(alert).toMatchObject({ day, read: false });
            expect(alert.productName).toBeTruthy();
            expect(alert.volumeMl).toBeGreaterThan(0);
          }
          // Evaluated again on the same data: nothing new.
          await evaluateAlertRules(t.db);
          const again = (await call(t, token, "GET", "?limit=200"))
            .json()
            .data.items.filter((alert: { ruleId: string }) => alert.ruleId === ruleId);
          expect(again).toHaveLength(raised.length);
        } finally {
          if (ruleId) await call(t, token, "DELETE", `/rules/${ruleId}`);
        }
      }),
      { numRuns: 12, seed: 2026 },
    );
    // Not vacuous: the generated markets made the rules fire.
    expect(fired).toBeGreaterThan(0);
    await plantStockOuts(nordvik, [], day);
  });

  it("raises it again only after the product has recovered and run out anew, on a later day", async () => {
    const token = (await signIn(t, "user@nordvik.example")).accessToken;
    const { day } = await market();
    const [productId] = await companyProducts("Nordvik");
    const nextDay = stockholmDay(Date.parse(`${day}T12:00:00Z`) + 86_400_000);
    const created = await call(t, token, "POST", "/rules", { name: "En produkt", kind: "stock-out", productId, minStores: 2, minDays: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json().data.id as string;
    const ofRule = async () =>
      (
        (await call(t, token, "GET", "?limit=200")).json().data.items as { ruleId: string; day: string; figures: { stores: number } }[]
      ).filter((a) => a.ruleId === ruleId);
    try {
      await plantStockOuts([productId!], [[0, 0, 0]], day);
      expect((await evaluateAlertRules(t.db)).raised).toBe(1);
      expect((await ofRule()).map((a) => [a.day, a.figures.stores])).toEqual([[day, 3]]);
      // Back on the shelves: the rule's condition no longer holds, and nothing is raised.
      await plantStockOuts([productId!], [], day);
      expect((await evaluateAlertRules(t.db)).raised).toBe(0);
      // Out again the next day: a new occurrence.
      await queryRows(t.db, sql`update stock_ingest_state set last_observed_at = last_observed_at + interval '1 day'`);
      await plantStockOuts([productId!], [[0, 0]], nextDay);
      expect((await evaluateAlertRules(t.db)).raised).toBe(1);
      expect((await ofRule()).map((a) => a.day).sort()).toEqual([day, nextDay]);
    } finally {
      await plantStockOuts([productId!], [], day);
      await queryRows(t.db, sql`update stock_ingest_state set last_observed_at = last_observed_at - interval '1 day'`);
      await call(t, token, "DELETE", `/rules/${ruleId}`);
    }
  });

  it("is evaluated by a job once new stock data comes in", async () => {
    const token = (await signIn(t, "admin@bryggarhuset.example")).accessToken;
    const created = await call(t, token, "POST", "/rules", { name: "Allt", kind: "stock-out", minStores: 1, minDays: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const { day: today } = await market();
    const bryggarhuset = await companyProducts("Bryggarhuset");
    await plantStockOuts(bryggarhuset, [[0, 1, 2]], today);
    const ctx = probe.ctx();
    await ctx.jobs.drain();
    await ctx.ingests.ingested({ observedAt: new Date().toISOString() });
    await ctx.jobs.drain();
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from alert_events where rule_id = ${created.json().data.id}`,
    );
    const { day, open } = await market();
    expect(row!.n).toBe(expected(open, day, new Set(bryggarhuset), 1, 1).size);
    expect(row!.n).toBeGreaterThan(0);
    await plantStockOuts(bryggarhuset, [], day);
    await call(t, token, "DELETE", `/rules/${created.json().data.id}`);
  });

  it("shares a company-wide rule's alerts with every member, each reading them for themselves", async () => {
    const admin = (await signIn(t, "admin@nordvik.example")).accessToken;
    const user = (await signIn(t, "user@nordvik.example")).accessToken;
    const refused = await call(t, user, "POST", "/rules", { name: "Alla", kind: "stock-out", minStores: 1, minDays: 1, companyWide: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN_ROLE");
    const shared = await call(t, admin, "POST", "/rules", { name: "Alla", kind: "stock-out", minStores: 1, minDays: 1, companyWide: true });
    expect(shared.statusCode, shared.body).toBe(201);
    const ruleId = shared.json().data.id as string;
    const { day } = await market();
    await plantStockOuts(await companyProducts("Nordvik"), [[0], [1, 2]], day);
    expect(((await call(t, user, "GET", "/rules")).json().data.items as { id: string }[]).map((r) => r.id)).toContain(ruleId);
    await evaluateAlertRules(t.db);
    const mine = async (token: string) =>
      (await call(t, token, "GET", "?limit=200")).json().data.items.filter((a: { ruleId: string }) => a.ruleId === ruleId) as {
        id: number;
        read: boolean;
      }[];
    const forUser = await mine(user);
    expect(forUser.length).toBeGreaterThan(0);
    expect((await mine(admin)).map((a) => a.id)).toEqual(forUser.map((a) => a.id));

    const before = (await call(t, user, "GET", "")).json().data.unread as number;
    const read = await call(t, user, "POST", "/read", { ids: [forUser[0]!.id] });
    expect(read.json().data.unread).toBe(before - 1);
    expect((await mine(user))[0]!.read).toBe(true);
    expect((await mine(admin))[0]!.read).toBe(false);
    expect((await call(t, user, "POST", "/read", {})).json().data.unread).toBe(0);
    expect((await call(t, user, "GET", "?unread=true")).json().data.items).toEqual([]);

    // Only an admin removes it; another company does not see it at all.
    expect((await call(t, user, "DELETE", `/rules/${ruleId}`)).json().code).toBe("FORBIDDEN_ROLE");
    const other = (await signIn(t, "admin@bryggarhuset.example")).accessToken;
    expect((await call(t, other, "DELETE", `/rules/${ruleId}`)).json().code).toBe("ALERT_RULE_NOT_FOUND");
    expect(((await call(t, other, "GET", "/rules")).json().data.items as { id: string }[]).map((r) => r.id)).not.toContain(ruleId);
    expect((await call(t, admin, "DELETE", `/rules/${ruleId}`)).statusCode).toBe(200);
    expect(await mine(user)).toEqual([]);
    await plantStockOuts(await companyProducts("Nordvik"), [], day);
  });

  it("refuses a rule it cannot keep, with the field and a stable code, and writes nothing", async () => {
    const fresh = (await registerUser(t)).tokens.accessToken;
    const bad = [
      [{ name: "", kind: "stock-out", minStores: 1, minDays: 1 }, 400, "VALIDATION_FAILED"],
      [{ name: "x", kind: "weather", minStores: 1, minDays: 1 }, 400, "VALIDATION_FAILED"],
      [{ name: "x", kind: "stock-out", minStores: 0, minDays: 1 }, 400, "VALIDATION_FAILED"],
      [{ name: "x", kind: "stock-out", minStores: 1, minDays: 91 }, 400, "VALIDATION_FAILED"],
      [{ name: "x", kind: "stock-out", minStores: 1, minDays: 1, colour: "red" }, 400, "VALIDATION_FAILED"],
      [{ name: "x", kind: "stock-out", productId: 99_999_999, minStores: 1, minDays: 1 }, 404, "PRODUCT_NOT_FOUND"],
    ] as const;
    for (const [body, status, code] of bad) {
      const res = await call(t, fresh, "POST", "/rules", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await call(t, fresh, "GET", "/rules")).json().data.items).toEqual([]);
    expect((await call(t, fresh, "POST", "/read", { ids: [1e21] })).json().code).toBe("VALIDATION_FAILED");
    // A company registered a minute ago has no alerts, and says so plainly.
    const none = await call(t, fresh, "GET", "");
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ items: [], unread: 0 });

    for (let i = 0; i < 50; i++)
      expect((await call(t, fresh, "POST", "/rules", { name: `r${i}`, kind: "stock-out", minStores: 1, minDays: 1 })).statusCode).toBe(201);
    const over = await call(t, fresh, "POST", "/rules", { name: "one more", kind: "stock-out", minStores: 1, minDays: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("TOO_MANY_ALERT_RULES");

    const operator = (await signIn(t, "operator@fenix.example")).accessToken;
    expect((await call(t, operator, "GET", "")).json().code).toBe("NO_ORGANISATION");
  });
});
