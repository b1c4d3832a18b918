import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  CitiesResponseSchema,
  ErrorResponseSchema,
  StoreRefParamsSchema,
  StoreFiltersResponseSchema,
  StoreListQuerySchema,
  StoreListResponseSchema,
  StoreLocationsQuerySchema,
  StoreLocationsResponseSchema,
  StoreResponseSchema,
  StoreStatisticsResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { storeDetails } from "./details-routes";
import { listStores, storeCities, storeFilterValues, storeLocations, storeStatistics, storeWithHours } from "./service";

const tags = ["stores"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const storeRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/",
    {
      preParsing: credentials,
      schema: {
        operationId: "listStores",
        tags,
        summary: "Stores and agents: search, filter, sort, page",
        querystring: StoreListQuerySchema,
        response: { 200: StoreListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listStores(db, request.query) }),
  );

  app.get(
    "/cities",
    {
      preParsing: credentials,
      schema: {
        operationId: "listStoreCities",
        tags,
        summary: "Cities with stores, and their county",
        response: { 200: CitiesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await storeCities(db) }),
  );

  app.get(
    "/filters",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStoreFilters",
        tags,
        summary: "The values the store filters take",
        response: { 200: StoreFiltersResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await storeFilterValues(db) }),
  );

  app.get(
    "/statistics",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStoreStatistics",
        tags,
        summary: "Store counts: stores, agents, active, per county and size class",
        response: { 200: StoreStatisticsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await storeStatistics(db) }),
  );

  app.get(
    "/locations",
    {
      preParsing: credentials,
      schema: {
        operationId: "listStoreLocations",
        tags,
        summary: "Where every site is, for maps",
        querystring: StoreLocationsQuerySchema,
        response: { 200: StoreLocationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeLocations(db, request.query.isActive) }),
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStore",
        errorCodes: { 404: ["STORE_NOT_FOUND"] },
        tags,
        summary: "One store, with its opening hours",
        params: StoreRefParamsSchema,
        response: { 200: StoreResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeWithHours(db, request.params.id) }),
  );

  await app.register(storeDetails, { ctx });
};
