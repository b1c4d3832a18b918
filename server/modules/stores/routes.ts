import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql } from "drizzle-orm";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { page, pagination } from "../../market/api-schemas";
import {
  CitiesResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  StoreFiltersResponseSchema,
  StoreListQuerySchema,
  StoreListResponseSchema,
  StoreLocationsQuerySchema,
  StoreLocationsResponseSchema,
  StoreResponseSchema,
  StoreStatisticsResponseSchema,
  type OpeningHours,
} from "../../../contracts";
import { queryRows } from "../../market/rows";
import { findStore, STORE_COLUMNS, toStoreDto } from "../../market/stores";
import { storeDetails } from "./details";

const security = BEARER_OR_API_KEY;
const tags = ["stores"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const SORTS = { name: "s.display_name", city: "s.city", county: "s.county", siteId: "s.site_id" } as const;
export const storeRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/",
    { preHandler: credentials, schema: { tags, security, summary: "Stores and agents: search, filter, sort, page", querystring: StoreListQuerySchema, response: { 200: StoreListResponseSchema, ...errors } } },
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
    { preHandler: credentials, schema: { tags, security, summary: "Cities with stores, and their county", response: { 200: CitiesResponseSchema, 401: ErrorResponseSchema } } },
    async () => {
      const rows = await queryRows<{ city: string; county: string | null; n: string }>(db, sql`select city, min(county) as county, count(*) as n from stores where city is not null and not is_agent group by city order by city`);
      return { data: rows.map((r) => ({ city: r.city, county: r.county, stores: Number(r.n) })) };
    },
  );

  app.get(
    "/filters",
    { preHandler: credentials, schema: { tags, security, summary: "The values the store filters take", response: { 200: StoreFiltersResponseSchema, 401: ErrorResponseSchema } } },
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
        response: { 200: StoreStatisticsResponseSchema, 401: ErrorResponseSchema },
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
        querystring: StoreLocationsQuerySchema,
        response: { 200: StoreLocationsResponseSchema, ...errors },
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
        params: IdParamsSchema,
        response: { 200: StoreResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await findStore(db, request.params.id);
      if (!store) return fail(reply, 404, `No store with id ${request.params.id}`);
      const [hours] = await queryRows<{ opening_hours: OpeningHours[] | null }>(db, sql`select opening_hours from stores where id = ${store.id}`);
      return { data: { ...store, openingHours: hours?.opening_hours ?? [] } };
    },
  );

  await app.register(storeDetails, { ctx });
};
