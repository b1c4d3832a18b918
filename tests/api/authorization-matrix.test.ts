import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

async function send(t: TestApp, world: MatrixWorld, route: string, row: MatrixRow, caller: CallerKind, scope: Scope) {
  const [method, path] = route.split(" ") as [string, string];
  const values: Record<string, string> = {};
  for (const [name, kind] of Object.entries(row.uses ?? {})) values[name] = await world.fixture(kind, scope, caller);
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

  it("has a row for every route the app registers, and none for a route it does not", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(
      routes.filter((route) => !(route in AUTHORIZATION_MATRIX)),
      "routes missing from the table",
    ).toEqual([]);
    expect(
      Object.keys(AUTHORIZATION_MATRIX).filter((route) => !routes.includes(route)),
      "rows for no route",
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
    expect([...security].filter(([, schemes]) => schemes.includes("appKey")).map(([route]) => route)).toEqual([
      "GET /api/v1/health/status",
      "GET /api/v1/images/health",
    ]);
  });

  it("answers every cell as the table says", async () => {
    const world = await buildMatrixWorld(t);
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
});
