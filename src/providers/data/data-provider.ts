import type { BaseRecord, DataProvider, MetaQuery } from "@refinedev/core";
import type { HttpClient, RequestOptions } from "../http/client";
import type { Query } from "../http/query-string";
import { unwrap, unwrapList } from "./envelope";
import { filterQuery, pageQuery, sortQuery } from "./list-query";
import { resourcePath } from "./resource-path";

export const API_URL = "/api/v1";

/**
 * What a hook may add in `meta` besides path placeholders: `query` (more parameters, e.g. the
 * period) and `method` (an update that the API takes as PATCH instead of PUT).
 */
export interface FenixMeta extends MetaQuery {
  query?: Query;
  method?: "put" | "patch";
  /** A call that must go without the session (the password-reset links). */
  sessionless?: boolean;
}

const options = (meta: MetaQuery | undefined, extra: RequestOptions = {}): RequestOptions => {
  const { query, sessionless, signal } = (meta ?? {}) as FenixMeta & { signal?: AbortSignal };
  return {
    ...extra,
    query: { ...query, ...extra.query },
    ...(sessionless ? { sessionless: true } : {}),
    ...(signal ? { signal } : {}),
  };
};

/**
 * refine's data provider over the kernel's http client, so every hook's call carries the session
 * (bearer or application key), the one 401 renewal, the timeout and the debug panel's log. Errors
 * are the client's: an ApiError is a refine HttpError (statusCode and the server's message).
 */
export function createDataProvider(client: HttpClient): DataProvider {
  return {
    getApiUrl: () => API_URL,

    async getList<T extends BaseRecord>({ resource, pagination, filters, sorters, meta }: Parameters<DataProvider["getList"]>[0]) {
      const query = { ...filterQuery(filters), ...sortQuery(sorters), ...pageQuery(pagination) };
      const body = await client.request("GET", resourcePath(resource, meta), options(meta, { query }));
      const list = unwrapList<T>(body);
      return { data: list.items, total: list.total, ...(list.nextCursor ? { cursor: { next: list.nextCursor } } : {}) };
    },

    async getOne<T extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider["getOne"]>[0]) {
      return { data: unwrap<T>(await client.request("GET", resourcePath(resource, meta, id), options(meta))) };
    },

    async getMany<T extends BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider["getMany"]>>[0]) {
      const data = await Promise.all(
        ids.map(async (id) => unwrap<T>(await client.request("GET", resourcePath(resource, meta, id), options(meta)))),
      );
      return { data };
    },

    async create<T extends BaseRecord, V>({ resource, variables, meta }: { resource: string; variables: V; meta?: MetaQuery }) {
      return { data: unwrap<T>(await client.request("POST", resourcePath(resource, meta), options(meta, { body: variables }))) };
    },

    async update<T extends BaseRecord, V>({
      resource,
      id,
      variables,
      meta,
    }: {
      resource: string;
      id: string | number;
      variables: V;
      meta?: MetaQuery;
    }) {
      const method = (meta as FenixMeta | undefined)?.method === "patch" ? "PATCH" : "PUT";
      return { data: unwrap<T>(await client.request(method, resourcePath(resource, meta, id), options(meta, { body: variables }))) };
    },

    async deleteOne<T extends BaseRecord, V>({
      resource,
      id,
      variables,
      meta,
    }: {
      resource: string;
      id: string | number;
      variables?: V;
      meta?: MetaQuery;
    }) {
      return {
        data: unwrap<T>(
          await client.request(
            "DELETE",
            resourcePath(resource, meta, id),
            options(meta, variables === undefined ? {} : { body: variables }),
          ),
        ),
      };
    },

    // `url` is an API path below /api/v1, with or without its leading slash.
    async custom<T extends BaseRecord>({ url, method, payload, query, meta }: Parameters<NonNullable<DataProvider["custom"]>>[0]) {
      const request = options(meta, { query: query as Query | undefined, ...(payload === undefined ? {} : { body: payload }) });
      return { data: unwrap<T>(await client.request(method.toUpperCase(), `/${url.replace(/^\/+/, "")}`, request)) };
    },
  };
}
