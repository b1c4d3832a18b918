import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "./app";
import { freshIp } from "./auth";

export { bearer, operator } from "./auth";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export async function call(t: TestApp, method: Method, url: string, headers: Record<string, string> = {}, payload?: object) {
  return t.app.inject({ method, url, remoteAddress: freshIp(), headers, ...(payload ? { payload } : {}) });
}

/** Calls as the operator and expects success; the answer's data. */
export async function asOperator<T = Record<string, unknown>>(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
) {
  const res = await call(t, method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data as T;
}

/** Supplier names of the catalogue that no company holds, most products first. */
export async function freeSuppliers(t: TestApp): Promise<{ name: string; products: number }[]> {
  const result = await t.db.orm.execute(sql`
    select supplier_name as name, count(*)::int as products from products
    where supplier_name is not null and supplier_name <> '' and supplier_name not in (select supplier_name from company_suppliers)
    group by supplier_name order by count(*) desc, supplier_name limit 5`);
  return ((result as { rows?: unknown[] }).rows ?? result) as { name: string; products: number }[];
}
