import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_COMPARED_SEGMENTS, type CompanySegments, type Segment } from "../../contracts";
import { queryRows } from "../../server/db/rows";
import { useTestApp, type TestApp } from "./helpers/app";
import { registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

async function call(t: TestApp, method: "GET" | "PUT", url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

const ids = (segments: Segment[]) => segments.map((s) => s.id).sort();
const revenue = (days: { revenue: number }[]) => days.reduce((sum, d) => sum + d.revenue, 0);

describe.each(testDatabases)("the segments a company compares against on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  let admin: string;
  let user: string;
  let nordvik: string;
  let others: Segment[];

  beforeAll(async () => {
    admin = (await signIn(t, "admin@nordvik.example")).accessToken;
    user = (await signIn(t, "user@nordvik.example")).accessToken;
    const companies = await queryRows<{ id: string; name: string }>(t.db, sql`select id, name from companies`);
    nordvik = companies.find((c) => c.name.startsWith("Nordvik"))!.id;
    const own = (await call(t, "GET", `/api/v1/companies/${nordvik}/segments`, admin)).body.data as CompanySegments;
    const all = (await call(t, "GET", "/api/v1/segments", admin)).body.data as Segment[];
    // Two busy segments none of Nordvik's products are in.
    others = all
      .filter((s) => !own.fromProducts.some((o) => o.id === s.id))
      .sort((a, b) => b.products - a.products)
      .slice(0, 2);
  });

  it("without a choice, the dashboard compares with the segments of the company's own products", async () => {
    const segments = (await call(t, "GET", `/api/v1/companies/${nordvik}/segments`, user)).body.data as CompanySegments;
    expect(segments.chosen).toEqual([]);
    expect(segments.fromProducts.length).toBeGreaterThan(0);
    const sales = (await call(t, "GET", `/api/v1/companies/${nordvik}/sales?period=30d`, user)).body.data;
    expect(sales.comparison.chosen).toBe(false);
    expect(ids(sales.comparison.segments)).toEqual(ids(segments.fromProducts));
    expect(revenue(sales.segmentDaily)).toBeGreaterThan(revenue(sales.daily));
  });

  it("an admin chooses segments; the dashboard's comparison sums exactly those segments' sales, and the choice is audited", async () => {
    const chosen = await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: others.map((s) => s.id) });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(ids(chosen.body.data.chosen)).toEqual(ids(others));

    const sales = (await call(t, "GET", `/api/v1/companies/${nordvik}/sales?period=30d`, user)).body.data;
    expect(sales.comparison.chosen).toBe(true);
    expect(ids(sales.comparison.segments)).toEqual(ids(others));
    let expected = 0;
    for (const segment of others) {
      const one = await call(t, "GET", `/api/v1/segments/${encodeURIComponent(segment.id)}?period=30d`, user);
      expected += one.body.data.totals.revenue;
    }
    expect(revenue(sales.segmentDaily)).toBeCloseTo(expected, 0);

    const audit = (await call(t, "GET", "/api/v1/organizations/me/audit", admin)).body.data.items;
    const entry = audit.find((e: { action: string }) => e.action === "company.segments_chosen");
    expect(entry.details.segments.sort()).toEqual(ids(others));

    const back = await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: [] });
    expect(back.body.data.chosen).toEqual([]);
    expect((await call(t, "GET", `/api/v1/companies/${nordvik}/sales?period=30d`, user)).body.data.comparison.chosen).toBe(false);
  });

  it("refuses a member, an unknown segment, too many and a malformed id, and keeps the earlier choice", async () => {
    await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: [others[0]!.id] });
    const byUser = await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, user, { segments: [] });
    expect(byUser).toMatchObject({ status: 403, body: { code: "FORBIDDEN_ROLE" } });
    const unknown = await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: [others[1]!.id, "Ingen sådan~1"] });
    expect(unknown).toMatchObject({ status: 422, body: { code: "SEGMENT_NOT_FOUND", field: "segments" } });
    const tooMany = Array.from({ length: MAX_COMPARED_SEGMENTS + 1 }, (_, i) => `Rött vin ${i}~1`);
    expect((await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: tooMany })).body).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_FAILED",
    });
    expect((await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: ["no band"] })).status).toBe(400);
    const kept = (await call(t, "GET", `/api/v1/companies/${nordvik}/segments`, admin)).body.data as CompanySegments;
    expect(ids(kept.chosen)).toEqual([others[0]!.id]);
    await call(t, "PUT", `/api/v1/companies/${nordvik}/segments`, admin, { segments: [] });
  });

  it("a company registered just now has nothing of its own to compare, until it chooses segments", async () => {
    const { tokens } = await registerUser(t);
    const [company] = (await call(t, "GET", "/api/v1/companies", tokens.accessToken)).body.data;
    const before = (await call(t, "GET", `/api/v1/companies/${company.id}/sales?period=30d`, tokens.accessToken)).body.data;
    expect(before.comparison).toEqual({ chosen: false, segments: [] });
    expect(revenue(before.segmentDaily)).toBe(0);
    await call(t, "PUT", `/api/v1/companies/${company.id}/segments`, tokens.accessToken, { segments: [others[0]!.id] });
    const after = (await call(t, "GET", `/api/v1/companies/${company.id}/sales?period=30d`, tokens.accessToken)).body.data;
    expect(after.comparison.chosen).toBe(true);
    expect(revenue(after.segmentDaily)).toBeGreaterThan(0);
    expect(revenue(after.daily)).toBe(0);
  });
});
