import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/rows";
import { AUTHORIZATION_MATRIX, CALLER_KINDS, SCOPED_FIXTURES, type CallerKind, type MatrixRow } from "./authorization-matrix";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";
import { buildMatrixWorld, type MatrixWorld, type Scope } from "./helpers/matrix-world";

/** Every route Fastify registered, as "METHOD /path" in the table's spelling (HEAD, the automatic twin of GET, left out). */
function registeredRoutes(app: TestApp["app"]): string[] {
  const routes = new Set<string>();
  const trail: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    trail.length = depth;
    trail.push(match[2]!);
    const full = trail
      .join("")
      .replace(/:(\w+)/g, "{$1}")
      .replace(/(.)\/$/, "$1");
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD") routes.add(`${method} ${full}`);
  }
  return [...routes].sort();
}

interface Operation {
  security?: Record<string, string[]>[];
}

const COMPANY_CALLERS: CallerKind[] = ["personalKey", "user", "admin"];
const scoped = (row: MatrixRow) => Object.values(row.uses ?? {}).some((kind) => (SCOPED_FIXTURES as readonly string[]).includes(kind));

async function fixturesOf(world: MatrixWorld, row: MatrixRow, caller: CallerKind, scope: Scope) {
  const values: Record<string, string> = {};
  for (const [name, kind] of Object.entries(row.uses ?? {})) values[name] = await world.fixture(kind, scope, caller);
  return values;
}

async function send(
  t: TestApp,
  world: MatrixWorld,
  route: string,
  row: MatrixRow,
  caller: CallerKind,
  scope: Scope,
  made?: Record<string, string>,
) {
  const [method, path] = route.split(" ") as [string, string];
  const values = made ?? (await fixturesOf(world, row, caller, scope));
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const url = row.url ? fill(row.url) : `${fill(path)}${row.query ? `?${fill(row.query)}` : ""}`;
  const payload =
    row.raw !== undefined ? "position;name\n1;Something\n" : row.body === undefined ? undefined : fill(JSON.stringify(row.body));
  const res = await t.app.inject({
    method: method as "GET",
    url,
    remoteAddress: freshIp(),
    headers: {
      ...world.headers[caller],
      ...(row.raw !== undefined ? { "content-type": row.raw } : payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return res;
}

describe.each(testDatabases)("authorization matrix on $name", (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-matrix-"));
  const t = useTestApp(database, { DATA_DIR: dataDir }, { market: "mini-history" });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // One world for the cells and the gates: a second would find the companies the cells renamed.
  let world: Promise<MatrixWorld> | undefined;
  const matrixWorld = () => (world ??= buildMatrixWorld(t));

  it("has a row for every route the app registers, and none for a route it does not", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(
      routes.filter((route) => !(route in AUTHORIZATION_MATRIX)),
      "routes missing from AUTHORIZATION_MATRIX (tests/api/authorization-matrix.ts): add a row for each, the status each kind of caller gets",
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_MATRIX).filter((route) => !routes.includes(route)),
      "rows of AUTHORIZATION_MATRIX for no route the app registers: take them off",
    ).toEqual([]);
  });

  it("keeps the house rules in the table itself", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
    const security = new Map<string, string[]>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        security.set(`${method.toUpperCase()} ${path.replace(/(.)\/$/, "$1")}`, (operation.security ?? []).flatMap(Object.keys));
    const broken: string[] = [];
    for (const [route, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      const cells = Object.fromEntries(CALLER_KINDS.map((caller, index) => [caller, row.expect[index]!]));
      const statuses = (caller: CallerKind) => [cells[caller]!].flat();
      const schemes = security.get(route) ?? [];
      if (
        Object.values(cells)
          .flat()
          .some((status) => status >= 500)
      )
        broken.push(`${route}: a 5xx is never expected`);
      if (schemes.length > 0 && cells.anonymous !== 401) broken.push(`${route}: needs credentials, so anonymous is 401`);
      // The application key is in every page's HTML: alone it reads nothing but what a signed-out page shows.
      if (schemes.length > 0 && !schemes.includes("appKey") && !route.includes(" /api/v1/admin/") && cells.appKey !== 401)
        broken.push(`${route}: the application key alone is no credential here, so it is 401`);
      if (schemes.length > 0 && !schemes.includes("apiKey")) {
        // The operators' area refuses the app key outright (403), as it does every credential but a super_admin's.
        const appKeyStatus = route.includes(" /api/v1/admin/") ? 403 : 401;
        if (cells.appKey !== appKeyStatus) broken.push(`${route}: bearer only, so the app key is ${appKeyStatus}`);
        if (statuses("personalKey").some((status) => status !== 403)) broken.push(`${route}: bearer only, so a personal key is 403`);
      }
      if (scoped(row) && schemes.length > 0) {
        for (const caller of COMPANY_CALLERS) {
          const cell = cells[caller]!;
          if (typeof cell === "number") broken.push(`${route}: names a company's object, so ${caller} needs [own, other]`);
          else if (![403, 404].includes(cell[1])) broken.push(`${route}: another company's object is 403 or 404 for ${caller}`);
        }
      }
    }
    expect(security.size).toBeGreaterThan(100);
    expect(broken).toEqual([]);
    // The application key is in every page's HTML: the routes that take it alone are what a signed-out page reads, no more.
    expect(
      [...security]
        .filter(([, schemes]) => schemes.includes("appKey"))
        .map(([route]) => route)
        .sort(),
    ).toEqual(["GET /api/v1/health/status", "GET /api/v1/images/health"]);
  });

  it("answers every cell as the table says", async () => {
    const world = await matrixWorld();
    const mismatches: string[] = [];
    let cells = 0;
    for (const [route, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      for (const [index, caller] of CALLER_KINDS.entries()) {
        const cell = row.expect[index]!;
        const scopes: Scope[] = scoped(row) && COMPANY_CALLERS.includes(caller) ? ["own", "other"] : ["other"];
        for (const scope of scopes) {
          const res = await send(t, world, route, row, caller, scope);
          cells++;
          const want = typeof cell === "number" ? cell : cell[scope === "own" ? 0 : 1];
          if (res.statusCode !== want)
            mismatches.push(`${route} as ${caller} (${scope}): ${res.statusCode}, table says ${want} — ${res.body.slice(0, 160)}`);
        }
      }
    }
    console.info(
      `authorization matrix on ${database.name}: ${Object.keys(AUTHORIZATION_MATRIX).length} routes, ${cells} cells, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  }, 180_000);

  it("refuses a company without the module on every gated route, for every caller of that company, naming the module", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { "x-module-required"?: string }>>;
    };
    const gated = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation["x-module-required"])
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation["x-module-required"]!] as const),
    );
    // What contracts/features.ts gates; a new gated route joins this list.
    expect(Object.fromEntries(gated)).toEqual({
      "GET /api/v1/artdisk/export": "api-access",
      "GET /api/v1/products/export": "api-access",
      "GET /api/v1/products/{id}/competitive": "store-optimization",
      "GET /api/v1/rankings/competitive-analysis/{id}": "store-optimization",
      "GET /api/v1/rankings/store-optimization": "store-optimization",
      "GET /api/v1/stores/{id}/assortment-optimization": "store-optimization",
      "GET /api/v1/stores/{id}/assortment/optimization": "store-optimization",
      "GET /api/v1/weekly-rankings/export/{id}": "api-access",
      "POST /api/v1/weekly-rankings/process": "weekly-rankings",
    });
    const world = await matrixWorld();
    const callers = [...COMPANY_CALLERS, "superAdmin"] as const;
    // The objects the requests name, made while company A still has what making them needs.
    const made = new Map<string, Record<string, string>>();
    for (const [route] of gated)
      for (const caller of callers) made.set(`${route} ${caller}`, await fixturesOf(world, AUTHORIZATION_MATRIX[route]!, caller, "own"));
    // Company A (the callers' company) loses its plan and modules.
    // By the signed-in user's membership: the cells above may have renamed the company.
    const [company] = await queryRows<{ id: string }>(
      t.db,
      sql`select m.company_id as id from memberships m join users u on u.id = m.user_id where u.email = 'user@nordvik.example'`,
    );
    await t.db.orm.execute(sql`delete from subscription_modules where company_id = ${company!.id}`);
    await t.db.orm.execute(sql`delete from subscriptions where company_id = ${company!.id}`);
    const wrong: string[] = [];
    let checked = 0;
    for (const [route, module] of gated) {
      const row = AUTHORIZATION_MATRIX[route]!;
      for (const caller of callers) {
        const res = await send(t, world, route, row, caller, "own", made.get(`${route} ${caller}`));
        const body = (res.headers["content-type"]?.toString().startsWith("application/json") ? res.json() : {}) as {
          code?: string;
          module?: string;
        };
        if (caller === "superAdmin") {
          if (body.code === "MODULE_REQUIRED") wrong.push(`${route} as ${caller}: an operator is never gated`);
          continue;
        }
        // A route the caller may not use at all (a personal key on a bearer-only route) refuses before the gate.
        const refusedBefore = [row.expect[CALLER_KINDS.indexOf(caller)]!].flat().every((status) => status === 401 || status === 403);
        if (refusedBefore) continue;
        checked++;
        if (res.statusCode !== 403 || body.code !== "MODULE_REQUIRED" || body.module !== module)
          wrong.push(`${route} as ${caller}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked, "user and admin at least, on every gated route").toBeGreaterThanOrEqual(2 * gated.length);
  }, 120_000);
});
