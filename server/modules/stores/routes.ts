import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { IdParams, page, PageQuery, Pagination, pagination, Store } from "../../market/api-schemas";
import { queryRows } from "../../market/rows";
import { findStore, STORE_COLUMNS, toStoreDto } from "../../market/stores";
import { storeDetails } from "./details";

const security = BEARER_OR_API_KEY;
const tags = ["stores"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const SORTS = { name: "s.display_name", city: "s.city", county: "s.county", siteId: "s.site_id" } as const;
const Count = Type.Object({ name: Type.String(), stores: Type.Integer() });

const ListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    county: Type.Optional(Type.String({ maxLength: 100 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    sizeClass: Type.Optional(Type.String({ maxLength: 10 })),
    isAgent: Type.Optional(Type.Boolean({ description: "true for agents (ombud), false for stores; both without it" })),
    isActive: Type.Optional(Type.Boolean()),
    sortBy: Type.Optional(Type.Union(Object.keys(SORTS).map((k) => Type.Literal(k)), { default: "name" })),
    sortOrder: Type.Optional(Type.Union([Type.Literal("asc"), Type.Literal("desc")], { default: "asc" })),
    ...PageQuery,
  },
  { additionalProperties: false },
);

export const storeRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/",
    { preHandler: credentials, schema: { tags, security, summary: "Stores and agents: search, filter, sort, page", querystring: ListQuery, response: { 200: Type.Object({ data: Type.Object({ items: Type.Array(Store), pagination: Pagination }) }), ...errors } } },
    async (request) => {
      const { limit, offset } = page(request.query);
      const q = request.query;
      const text = q.search?.trim().toLowerCase();
      const conditions = [
        text ? sql`(s.site_id = ${text} or lower(s.display_name || ' ' || coalesce(s.alias, '') || ' ' || coalesce(s.city, '') || ' ' || s.site_id) like ${`%${text}%`})` : null,
        q.county ? sql`s.county = ${q.county}` : null,
        q.city ? sql`s.city = ${q.city}` : null,
        q.sizeClass ? sql`s.size_class = ${q.sizeClass}` : null,
        q.isAgent !== undefined ? sql`s.is_agent = ${q.isAgent}` : null,
        q.isActive !== undefined ? sql`s.is_active = ${q.isActive}` : null,
      ].filter((c) => c !== null);
      const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
      const order = sql.raw(`${SORTS[(q.sortBy ?? "name") as keyof typeof SORTS]} ${q.sortOrder === "desc" ? "desc" : "asc"} nulls last, s.id`);
      const rows = await queryRows(db, sql`select ${STORE_COLUMNS}, count(*) over () as total from stores s where ${where} order by ${order} limit ${limit} offset ${offset}`);
      const total = rows.length ? Number(rows[0]!.total) : Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from stores s where ${where}`))[0]?.n ?? 0);
      return { data: { items: rows.map(toStoreDto), pagination: pagination(total, offset, limit) } };
    },
  );

  app.get(
    "/cities",
    { preHandler: credentials, schema: { tags, security, summary: "Cities with stores, and their county", response: { 200: Type.Object({ data: Type.Array(Type.Object({ city: Type.String(), county: Type.Union([Type.String(), Type.Null()]), stores: Type.Integer() })) }), 401: ErrorResponse } } },
    async () => {
      const rows = await queryRows<{ city: string; county: string | null; n: string }>(db, sql`select city, min(county) as county, count(*) as n from stores where city is not null and not is_agent group by city order by city`);
      return { data: rows.map((r) => ({ city: r.city, county: r.county, stores: Number(r.n) })) };
    },
  );

  app.get(
    "/filters",
    { preHandler: credentials, schema: { tags, security, summary: "The values the store filters take", response: { 200: Type.Object({ data: Type.Object({ counties: Type.Array(Type.String()), cities: Type.Array(Type.String()), sizeClasses: Type.Array(Type.String()) }) }), 401: ErrorResponse } } },
    async () => {
      const distinct = async (column: string) =>
        (await queryRows<{ v: string }>(db, sql`select distinct ${sql.raw(column)} as v from stores where ${sql.raw(column)} is not null order by 1`)).map((r) => r.v);
      const [counties, cities, sizeClasses] = await Promise.all([distinct("county"), distinct("city"), distinct("size_class")]);
      return { data: { counties, cities, sizeClasses } };
    },
  );

  app.get(
    "/statistics",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Store counts: stores, agents, active, per county and size class",
        response: { 200: Type.Object({ data: Type.Object({ stores: Type.Integer(), agents: Type.Integer(), active: Type.Integer(), byCounty: Type.Array(Count), bySizeClass: Type.Array(Count) }) }), 401: ErrorResponse },
      },
    },
    async () => {
      const [[totals], byCounty, bySize] = await Promise.all([
        queryRows<Record<string, string>>(db, sql`select count(*) filter (where not is_agent) as stores, count(*) filter (where is_agent) as agents, count(*) filter (where is_active) as active from stores`),
        queryRows<{ name: string; n: string }>(db, sql`select county as name, count(*) as n from stores where not is_agent and county is not null group by 1 order by 2 desc, 1`),
        queryRows<{ name: string; n: string }>(db, sql`select size_class as name, count(*) as n from stores where size_class is not null group by 1 order by 1`),
      ]);
      const counts = (rows: { name: string; n: string }[]) => rows.map((r) => ({ name: r.name, stores: Number(r.n) }));
      return { data: { stores: Number(totals?.stores ?? 0), agents: Number(totals?.agents ?? 0), active: Number(totals?.active ?? 0), byCounty: counts(byCounty), bySizeClass: counts(bySize) } };
    },
  );

  app.get(
    "/locations",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Where every site is, for maps",
        querystring: Type.Object({ isActive: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), siteId: Type.String(), displayName: Type.String(), latitude: Type.Number(), longitude: Type.Number(), isAgent: Type.Boolean(), isActive: Type.Boolean() })) }), ...errors },
      },
    },
    async (request) => {
      const active = request.query.isActive === undefined ? sql`true` : sql`is_active = ${request.query.isActive}`;
      const rows = await queryRows<Record<string, string | number | boolean>>(db, sql`select id, site_id, display_name, latitude, longitude, is_agent, is_active from stores where latitude is not null and longitude is not null and ${active} order by id`);
      return { data: rows.map((r) => ({ id: Number(r.id), siteId: String(r.site_id), displayName: String(r.display_name), latitude: Number(r.latitude), longitude: Number(r.longitude), isAgent: Boolean(r.is_agent), isActive: Boolean(r.is_active) })) };
    },
  );

  app.get(
    "/:id",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "One store, with its opening hours",
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Intersect([Store, Type.Object({ openingHours: Type.Array(Type.Object({ date: Type.String(), openFrom: Type.String(), openTo: Type.String(), reason: Type.String() })) })]) }), ...errors },
      },
    },
    async (request, reply) => {
      const store = await findStore(db, request.params.id);
      if (!store) return fail(reply, 404, `No store with id ${request.params.id}`);
      const [hours] = await queryRows<{ opening_hours: { date: string; openFrom: string; openTo: string; reason: string }[] | null }>(db, sql`select opening_hours from stores where id = ${store.id}`);
      return { data: { ...store, openingHours: hours?.opening_hours ?? [] } };
    },
  );

  await app.register(storeDetails, { ctx });
};
