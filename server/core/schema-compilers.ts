import { AjvCompiler } from "@fastify/ajv-compiler";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
type BuildSerializer = NonNullable<CompilersFactory["buildSerializer"]>;
type SerializerRoute = Parameters<ReturnType<BuildSerializer>>[0];

/**
 * Fastify's own schema compilers, kept for the life of the process instead of per app.
 *
 * Building an app compiles a validator for every route's input and a serializer for every answer
 * (~2 s of CPU, most of an app's build). A server builds one app, but the API tests build one per
 * suite and database (about 130 a run): the same route schemas, compiled again each time. Here the
 * validators come from one Ajv per configuration (Ajv keeps what it compiled, keyed by the schema
 * object, and routes declare their schemas once, at module level), and serializers are kept per
 * configuration and schema object. The functions are pure, so apps can share them.
 */
const validatorPool = AjvCompiler();
const serializerSelector = SerializerSelector();
type Serializer = ReturnType<ReturnType<BuildSerializer>>;
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = serializerSelector(externalSchemas, options);
  const poolKey = `${JSON.stringify(externalSchemas)}${JSON.stringify(options ?? {})}`;
  let pool = serializerPools.get(poolKey);
  if (!pool) serializerPools.set(poolKey, (pool = new WeakMap()));
  return (route: SerializerRoute) => {
    let serializer = pool.get(route.schema as object);
    if (!serializer) pool.set(route.schema as object, (serializer = compile(route)));
    return serializer;
  };
};

/** The pool tells configurations apart by external schemas and plain custom options alone. */
type ValidatorOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[]; onCreate?: unknown; mode?: string };
const buildValidator = ((externalSchemas: unknown, options?: ValidatorOptions) => {
  const custom = Object.values(options?.customOptions ?? {});
  if (options?.plugins?.length || options?.onCreate || options?.mode || custom.some((value) => typeof value === "function"))
    throw new Error(
      "The shared schema compilers pool Ajv by plain custom options: Ajv plugins, onCreate, JTD mode and functions are not supported",
    );
  return (validatorPool as (...args: unknown[]) => unknown)(externalSchemas, options);
}) as CompilersFactory["buildValidator"];

export const sharedSchemaCompilers: CompilersFactory = {
  buildValidator,
  buildSerializer,
};
