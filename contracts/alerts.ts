/** /api/v1/alerts: alert rules (a user's own, or company-wide ones a company admin sets) and the alerts they raise. */
import { Type, type Static } from "typebox";
import { DataEnvelope, Nullable } from "./common";

/** The rule kinds Fenix evaluates: a product out of stock in at least N stores for at least D days. */
export const ALERT_RULE_KINDS = ["stock-out"] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
/** An enum, not anyOf: one kind so far would make a one-member anyOf. */
const Kind = () =>
  Type.Enum([...ALERT_RULE_KINDS], { description: "stock-out: out of stock in at least minStores stores for at least minDays days" });
/** Rules a user may hold (company-wide ones count for the admin who set them). */
export const MAX_ALERT_RULES_PER_USER = 50;

const EXAMPLE_RULE = {
  id: "5b1e4c2a-7d3f-4e8a-9c61-0f2b3a4d5e6f",
  name: "Slut i många butiker",
  kind: "stock-out" as const,
  productId: null,
  minStores: 10,
  minDays: 2,
  companyWide: false,
  createdAt: "2026-11-20T07:45:00.000Z",
};

export const AlertRuleSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    name: Type.String(),
    kind: Kind(),
    productId: Nullable(Type.Integer({ description: "The one product the rule watches; null: the company's own products" })),
    minStores: Type.Integer({ description: "Out of stock in at least this many stores" }),
    minDays: Type.Integer({ description: "Each of them out for at least this many days, the day it ran out counted" }),
    companyWide: Type.Boolean({ description: "Set by a company admin for every member" }),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [EXAMPLE_RULE] },
);
export type AlertRule = Static<typeof AlertRuleSchema>;
export const AlertRulesResponseSchema = DataEnvelope(Type.Object({ items: Type.Array(AlertRuleSchema) }));
export const AlertRuleResponseSchema = DataEnvelope(AlertRuleSchema);

export const AlertRuleBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    kind: Kind(),
    productId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    minStores: Type.Integer({ minimum: 1, maximum: 1000 }),
    minDays: Type.Integer({ minimum: 1, maximum: 90 }),
    companyWide: Type.Optional(Type.Boolean({ description: "Company admins only: a rule for every member" })),
  },
  {
    additionalProperties: false,
    examples: [{ name: EXAMPLE_RULE.name, kind: "stock-out", productId: null, minStores: 10, minDays: 2 }],
  },
);
export type AlertRuleBody = Static<typeof AlertRuleBodySchema>;
export const AlertRuleParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });

const EXAMPLE_ALERT = {
  id: 1842,
  ruleId: EXAMPLE_RULE.id,
  ruleName: EXAMPLE_RULE.name,
  kind: "stock-out" as const,
  productId: 4211,
  productName: "Nordvik Rött",
  volumeMl: 750,
  day: "2026-11-20",
  figures: { stores: 14 },
  createdAt: "2026-11-20T08:16:04.000Z",
  read: false,
};

export const AlertSchema = Type.Object(
  {
    id: Type.Integer(),
    ruleId: Type.String({ format: "uuid" }),
    ruleName: Type.String(),
    kind: Kind(),
    productId: Nullable(Type.Integer()),
    productName: Nullable(Type.String({ description: "As the products list names it" })),
    volumeMl: Nullable(Type.Integer({ description: "The bottle size: one name often comes in several" })),
    day: Type.String({ format: "date", description: "The day of market data on which the condition began to hold" }),
    figures: Type.Record(Type.String(), Type.Number(), { description: "What triggered it: for a stock-out, the stores out (stores)" }),
    createdAt: Type.String({ format: "date-time" }),
    read: Type.Boolean(),
  },
  { examples: [EXAMPLE_ALERT] },
);
export type Alert = Static<typeof AlertSchema>;

export const AlertsQuerySchema = Type.Object(
  {
    unread: Type.Optional(Type.Boolean({ description: "Only the ones you have not read" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export const AlertsSchema = Type.Object(
  {
    items: Type.Array(AlertSchema, { description: "Newest first" }),
    unread: Type.Integer({ description: "All your unread alerts, not only those listed" }),
  },
  { examples: [{ items: [EXAMPLE_ALERT], unread: 3 }] },
);
export type Alerts = Static<typeof AlertsSchema>;
export const AlertsResponseSchema = DataEnvelope(AlertsSchema);

export const ReadAlertsBodySchema = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
        maxItems: 500,
        description: "None given: every alert you have",
      }),
    ),
  },
  { additionalProperties: false, examples: [{ ids: [1842] }] },
);
export const UnreadResponseSchema = DataEnvelope(Type.Object({ unread: Type.Integer() }, { examples: [{ unread: 0 }] }));
