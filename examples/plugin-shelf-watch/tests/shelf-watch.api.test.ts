import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/rows";
import { MARKET_END, TEST_API_KEY, useTestApp } from "../../../tests/api/helpers/app";
import { signIn } from "../../../tests/api/helpers/auth";
import { testDatabases } from "../../../tests/api/helpers/databases";
import type { ShelfWatch } from "../contracts";
import { shelfWatchModule } from "../server";

interface Answer<T> {
  status: number;
  body: { data: T; code?: string };
}

describe.each(testDatabases)("the shelf watch module on $name", (database) => {
  // The product's app with the example's module added, as an integrator composes it.
  const t = useTestApp(database, {}, { market: true, modules: [shelfWatchModule] });
  let operator: Record<string, string>;
  let nordvikMember: Record<string, string>;
  let nordvik: string;
  let company: string;
  let fourStores: number;
  let oneStore: number;

  async function get<T = ShelfWatch>(url: string, headers = operator): Promise<Answer<T>> {
    const res = await t.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() };
  }
  const watch = (minStores: number, headers = operator, id = company) =>
    get(`/api/v1/shelf-watch/companies/${id}?minStores=${minStores}`, headers);

  beforeAll(async () => {
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    nordvikMember = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    [{ id: nordvik }] = (await get<{ id: string }[]>("/api/v1/companies", nordvikMember)).body.data as [{ id: string }];
    // The test market's demo companies have no open stock-out: a company for the supplier with the
    // most, and two more of its products out of stock (one in 4 stores, one in 1 and back in another).
    const [supplier] = await queryRows<{ name: string }>(
      t.db,
      sql`select p.supplier_name as name from stock_outs o join products p on p.id = o.product_id
          where o.until is null group by 1 order by count(*) desc, 1 limit 1`,
    );
    const [created] = await queryRows<{ id: string }>(t.db, sql`insert into companies (name) values ('Shelf watch test AB') returning id`);
    company = created!.id;
    await t.db.orm.execute(sql`insert into company_suppliers (company_id, supplier_name) values (${company}, ${supplier!.name})`);
    const products = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products where supplier_name = ${supplier!.name}
          and id not in (select product_id from stock_outs where until is null) order by id limit 2`,
    );
    [fourStores, oneStore] = products.map((p) => Number(p.id)) as [number, number];
    const stores = (await queryRows<{ id: number }>(t.db, sql`select id from stores order by id limit 5`)).map((s) => Number(s.id));
    for (const store of stores.slice(0, 4))
      await t.db.orm.execute(sql`insert into stock_outs values (${store}, ${fourStores}, ${MARKET_END}::date - 3, null)`);
    await t.db.orm.execute(sql`insert into stock_outs values (${stores[0]}, ${oneStore}, ${MARKET_END}, null)`);
    await t.db.orm.execute(
      sql`insert into stock_outs values (${stores[4]}, ${oneStore}, ${MARKET_END}::date - 20, ${MARKET_END}::date - 10)`,
    );
  });

  it("counts, per product, the stores of the dashboard's open stock-outs, the most stores first", async () => {
    const outs = (await get<{ asOf: string; items: { product: { id: number } }[] }>(`/api/v1/companies/${company}/stock-outs?limit=100`))
      .body.data;
    expect(outs.items.length).toBeGreaterThan(1);
    expect(outs.items.length).toBeLessThan(100); // every one of them, not a page
    const storesPerProduct = new Map<number, number>();
    for (const out of outs.items) storesPerProduct.set(out.product.id, (storesPerProduct.get(out.product.id) ?? 0) + 1);

    const all = await watch(1);
    expect(all.status).toBe(200);
    expect(all.body.data.asOf).toBe(outs.asOf);
    expect(new Map(all.body.data.items.map((gap) => [gap.product.id, gap.storesOut]))).toEqual(storesPerProduct);
    const counts = all.body.data.items.map((gap) => gap.storesOut);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("lists only the products out of stock in at least minStores stores", async () => {
    const ids = async (minStores: number) => (await watch(minStores)).body.data.items.map((gap) => gap.product.id);
    const all = (await watch(1)).body.data.items;
    const atLeast = (minStores: number) => all.filter((gap) => gap.storesOut >= minStores).map((gap) => gap.product.id);
    expect(all.find((gap) => gap.product.id === fourStores)?.storesOut).toBe(4);
    expect(all.find((gap) => gap.product.id === oneStore)?.storesOut).toBe(1);
    expect(await ids(2)).toEqual(atLeast(2));
    expect(await ids(2)).toContain(fourStores);
    expect(await ids(2)).not.toContain(oneStore);
    expect(await ids(5)).toEqual(atLeast(5));
    expect(await ids(5)).not.toContain(fourStores);
    const four = (await watch(4)).body.data;
    expect(four.minStores).toBe(4);
    expect(four.items.find((gap) => gap.product.id === fourStores)).toMatchObject({ storesOut: 4, since: "2026-11-17" });
  });

  it("is authenticated like the other market routes and shows only companies the caller may read", async () => {
    expect((await watch(1, nordvikMember, nordvik)).body.data.items).toEqual([]);
    expect((await watch(1, {})).status).toBe(401);
    const other = await watch(1, nordvikMember);
    expect([other.status, other.body.code]).toEqual([404, "COMPANY_NOT_FOUND"]);
    // The application key (in every page's HTML) reads no data at all.
    expect((await watch(1, { "x-api-key": TEST_API_KEY })).body.code).toBe("APP_KEY_NOT_ENOUGH");
    expect((await watch(0)).status).toBe(400);
    expect((await get("/api/v1/shelf-watch/companies/not-a-uuid")).status).toBe(400);
  });

  it("appears in the served OpenAPI document", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, { get?: { operationId?: string } }>;
    };
    expect(document.paths["/api/v1/shelf-watch/companies/{companyId}"]?.get?.operationId).toBe("getShelfWatch");
  });
});
