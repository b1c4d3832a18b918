/** /api/v1/users/me/api-keys: personal API keys (the secret is shown once, at creation). */
import { Type, type Static } from "typebox";

const DateTime = Type.String({ format: "date-time" });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

const EXAMPLE_KEY = {
  id: "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
  name: "Power BI",
  description: "Nightly refresh of the sales dashboard",
  prefix: "fnx_k3Vd",
  createdAt: "2026-05-04T08:15:00.000Z",
  lastUsedAt: "2026-11-20T02:00:12.000Z",
  calls: 1520,
  errors: 3,
};

export const ApiKeySchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    name: Type.String(),
    description: Type.String(),
    prefix: Type.String({ description: "The secret's first characters, to recognise it" }),
    createdAt: DateTime,
    lastUsedAt: NullableDateTime,
    calls: Type.Integer({ description: "Calls so far (counted in batches, so a few seconds behind)" }),
    errors: Type.Integer({ description: "Calls answered with an error" }),
  },
  {
    examples: [EXAMPLE_KEY],
  },
);
export type ApiKey = Static<typeof ApiKeySchema>;
export const ApiKeysResponseSchema = Type.Object({ data: Type.Object({ items: Type.Array(ApiKeySchema) }) });
export const ApiKeyResponseSchema = Type.Object({ data: ApiKeySchema });

export const CreatedApiKeySchema = Type.Intersect(
  [ApiKeySchema, Type.Object({ secret: Type.String({ description: "Send as X-API-Key. Shown only now; Fenix keeps only its hash." }) })],
  { examples: [{ ...EXAMPLE_KEY, lastUsedAt: null, calls: 0, errors: 0, secret: "fnx_k3Vd9QmX2pL7wR4tZ8bN6cJ1hF5sY0aE" }] },
);
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;
export const CreatedApiKeyResponseSchema = Type.Object({ data: CreatedApiKeySchema });

export const ApiKeyBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false, examples: [{ name: EXAMPLE_KEY.name, description: EXAMPLE_KEY.description }] },
);
export type ApiKeyBody = Static<typeof ApiKeyBodySchema>;

export const ApiKeyParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });

export const ApiKeyStatsQuerySchema = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30 })) },
  { additionalProperties: false },
);

export const ApiKeyDaySchema = Type.Object({ date: Type.String({ format: "date" }), calls: Type.Integer(), errors: Type.Integer() });
export const ApiKeyStatsSchema = Type.Object(
  {
    from: Type.String({ format: "date" }),
    to: Type.String({ format: "date" }),
    keys: Type.Array(
      Type.Object({
        id: Type.String({ format: "uuid" }),
        name: Type.String(),
        lastUsedAt: NullableDateTime,
        calls: Type.Integer({ description: "In the period" }),
        errors: Type.Integer({ description: "In the period" }),
        daily: Type.Array(ApiKeyDaySchema, { description: "Every day of the period, oldest first" }),
      }),
    ),
  },
  {
    examples: [
      {
        from: "2026-10-22",
        to: "2026-11-20",
        keys: [
          {
            id: EXAMPLE_KEY.id,
            name: EXAMPLE_KEY.name,
            lastUsedAt: EXAMPLE_KEY.lastUsedAt,
            calls: 412,
            errors: 1,
            daily: [{ date: "2026-11-20", calls: 14, errors: 0 }],
          },
        ],
      },
    ],
  },
);
export type ApiKeyStats = Static<typeof ApiKeyStatsSchema>;
export const ApiKeyStatsResponseSchema = Type.Object({ data: ApiKeyStatsSchema });
