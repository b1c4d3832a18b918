/**
 * /api/v1/admin: the operators' area (super_admin only) — companies, supplier-name claims, personal
 * API keys across companies, invitations and the audit log; and /api/v1/setup, where a new
 * company claims the supplier names of the market data that are its own.
 */
import { Type, type Static } from "typebox";
import { LiteralUnion, Nullable, PaginationSchema } from "./common";
import { EXAMPLE_COMPANY_ID, EXAMPLE_SUPPLIER, EXAMPLE_USER } from "./examples";
import { AuditEntrySchema, EXAMPLE_AUDIT_ENTRY } from "./organizations";
import { PLAN_TIERS } from "./subscription";

const DateTime = Type.String({ format: "date-time" });
const Uuid = Type.String({ format: "uuid" });
const Cursor = Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page" });
const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
const SupplierName = Type.String({ minLength: 1, maxLength: 200 });
const Search = Type.String({ minLength: 1, maxLength: 100 });

const EXAMPLE_CLAIM = {
  id: "b7e5c3a1-9f8d-4c6b-a4e2-0c8a6e4c2a19",
  companyId: EXAMPLE_COMPANY_ID,
  companyName: "Nordvik Dryck AB",
  supplierName: EXAMPLE_SUPPLIER,
  products: 42,
  status: "approved",
  requestedBy: "Astrid Lindqvist",
  requestedAt: "2026-03-02T09:30:00.000Z",
  decidedBy: "Fenix Support",
  decidedAt: "2026-03-02T13:05:00.000Z",
  reason: null,
};
const EXAMPLE_KEY_OWNER = { id: EXAMPLE_USER.id, email: EXAMPLE_USER.email };
const EXAMPLE_COMPANY_REF = { id: EXAMPLE_COMPANY_ID, name: "Nordvik Dryck AB" };

export const COMPANY_STATUSES = ["active", "suspended"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const CompanyStatusSchema = LiteralUnion(COMPANY_STATUSES, { description: "A suspended company's members are refused" });
const PlanSchema = LiteralUnion(PLAN_TIERS, { description: "A plan's tier (see GET /subscription/plans)" });

/** The stable codes of the admin area's refusals (the client translates them). */
export const ADMIN_ERROR_CODES = [
  "ADMIN_ONLY",
  "OPERATOR_TWO_FACTOR_REQUIRED",
  "COMPANY_SUSPENDED",
  "COMPANY_NOT_EMPTY",
  "CASCADE_CONFIRMATION_MISMATCH",
  "UNKNOWN_SUPPLIER",
  "CLAIM_ALREADY_DECIDED",
  "CLAIM_PENDING",
  "SUPPLIER_ALREADY_LINKED",
  "NO_COMPANY",
  "INVOICE_ALREADY_PAID",
  "INVOICE_VOID",
] as const;

export const AdminCompanySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    status: CompanyStatusSchema,
    suppliers: Type.Array(Type.String()),
    products: Type.Integer({ description: "Catalogue products of its supplier names" }),
    members: Type.Integer(),
    plan: Nullable(PlanSchema),
    pendingClaims: Type.Integer(),
    createdAt: DateTime,
  },
  {
    examples: [
      {
        id: EXAMPLE_COMPANY_ID,
        name: "Nordvik Dryck AB",
        status: "active",
        suppliers: [EXAMPLE_SUPPLIER],
        products: 42,
        members: 4,
        plan: "professional",
        pendingClaims: 0,
        createdAt: "2026-03-02T09:12:44.000Z",
      },
    ],
  },
);
export type AdminCompany = Static<typeof AdminCompanySchema>;
export const AdminCompanyResponseSchema = Type.Object({ data: AdminCompanySchema });
export const AdminCompaniesResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminCompanySchema), pagination: PaginationSchema }),
});

export const AdminCompaniesQuerySchema = Type.Object(
  { search: Type.Optional(Search), status: Type.Optional(CompanyStatusSchema), limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type AdminCompaniesQuery = Static<typeof AdminCompaniesQuerySchema>;

export const CreateCompanyBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    suppliers: Type.Optional(Type.Array(SupplierName, { maxItems: 50 })),
    plan: Type.Optional(Nullable(PlanSchema)),
    status: Type.Optional(CompanyStatusSchema),
  },
  { additionalProperties: false, examples: [{ name: "Nordvik Dryck AB", suppliers: [EXAMPLE_SUPPLIER], plan: "professional" }] },
);
export type CreateCompanyBody = Static<typeof CreateCompanyBodySchema>;
export const UpdateCompanyBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    suppliers: Type.Optional(Type.Array(SupplierName, { maxItems: 50, description: "The whole list: names left out are unlinked" })),
    plan: Type.Optional(Nullable(PlanSchema)),
    status: Type.Optional(CompanyStatusSchema),
  },
  { additionalProperties: false, examples: [{ suppliers: [EXAMPLE_SUPPLIER, "Nordvik Import AB"], status: "active" }] },
);
export type UpdateCompanyBody = Static<typeof UpdateCompanyBodySchema>;

export const AdminCompanyParamsSchema = Type.Object({ id: Uuid });
export const DeleteCompanyQuerySchema = Type.Object(
  {
    cascade: Type.Optional(Type.Boolean({ default: false, description: "Delete its members' memberships, data and claims too" })),
    confirmName: Type.Optional(Type.String({ maxLength: 200, description: "With cascade: the company's name, exactly" })),
  },
  { additionalProperties: false },
);
export type DeleteCompanyQuery = Static<typeof DeleteCompanyQuerySchema>;

export const CLAIM_STATUSES = ["pending", "approved", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const SupplierClaimSchema = Type.Object(
  {
    id: Uuid,
    companyId: Uuid,
    companyName: Type.String(),
    supplierName: Type.String(),
    products: Type.Integer({ description: "Catalogue products of the name" }),
    status: LiteralUnion(CLAIM_STATUSES),
    requestedBy: Nullable(Type.String()),
    requestedAt: DateTime,
    decidedBy: Nullable(Type.String()),
    decidedAt: Nullable(DateTime),
    reason: Nullable(Type.String()),
  },
  { examples: [EXAMPLE_CLAIM] },
);
export type SupplierClaim = Static<typeof SupplierClaimSchema>;
export const SupplierClaimResponseSchema = Type.Object({ data: SupplierClaimSchema });
export const SupplierClaimsResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(SupplierClaimSchema), pagination: PaginationSchema }),
});
export const SupplierClaimsQuerySchema = Type.Object(
  {
    status: Type.Optional(LiteralUnion(CLAIM_STATUSES)),
    companyId: Type.Optional(Uuid),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type SupplierClaimsQuery = Static<typeof SupplierClaimsQuerySchema>;
export const DecideClaimBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500, description: "Told to the company in the mail" })) },
  { additionalProperties: false, examples: [{ reason: "The name is Nordvik's own on the monopoly's supplier list" }] },
);
export type DecideClaimBody = Static<typeof DecideClaimBodySchema>;

export const ClaimBodySchema = Type.Object(
  { supplierName: SupplierName },
  { additionalProperties: false, examples: [{ supplierName: EXAMPLE_SUPPLIER }] },
);
export type ClaimBody = Static<typeof ClaimBodySchema>;
export const SetupSuppliersQuerySchema = Type.Object(
  { q: Type.Optional(Search), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) },
  { additionalProperties: false },
);
export type SetupSuppliersQuery = Static<typeof SetupSuppliersQuerySchema>;
export const MarketSupplierSchema = Type.Object(
  {
    name: Type.String(),
    products: Type.Integer(),
    claimedBy: Type.Optional(
      Type.Integer({
        description: "Companies the name is linked to already: operators only (a company never learns which suppliers use Fenix)",
      }),
    ),
  },
  { examples: [{ name: EXAMPLE_SUPPLIER, products: 42, claimedBy: 0 }] },
);
export type MarketSupplier = Static<typeof MarketSupplierSchema>;
export const SetupSuppliersResponseSchema = Type.Object({ data: Type.Array(MarketSupplierSchema) });
export const SetupStatusResponseSchema = Type.Object({
  data: Type.Object({
    companyId: Type.String({ format: "uuid", examples: [EXAMPLE_COMPANY_ID] }),
    suppliers: Type.Array(Type.String(), { examples: [[EXAMPLE_SUPPLIER]] }),
    claims: Type.Array(SupplierClaimSchema),
  }),
});
export type SetupStatus = Static<typeof SetupStatusResponseSchema>["data"];

export const AdminApiKeySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    prefix: Type.String(),
    owner: Type.Object({ id: Uuid, email: Type.String() }),
    company: Nullable(Type.Object({ id: Uuid, name: Type.String() })),
    createdAt: DateTime,
    lastUsedAt: Nullable(DateTime),
    revokedAt: Nullable(DateTime),
    calls: Type.Integer(),
    errors: Type.Integer(),
  },
  {
    examples: [
      {
        id: "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23",
        name: "Power BI",
        prefix: "fnx_k3Vd",
        owner: EXAMPLE_KEY_OWNER,
        company: EXAMPLE_COMPANY_REF,
        createdAt: "2026-05-04T08:15:00.000Z",
        lastUsedAt: "2026-11-20T02:00:12.000Z",
        revokedAt: null,
        calls: 1520,
        errors: 3,
      },
    ],
  },
);
export type AdminApiKey = Static<typeof AdminApiKeySchema>;
export const AdminApiKeysResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminApiKeySchema), pagination: PaginationSchema }),
});
export const AdminApiKeyResponseSchema = Type.Object({ data: AdminApiKeySchema });
export const AdminApiKeysQuerySchema = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    status: Type.Optional(LiteralUnion(["live", "revoked"] as const)),
    search: Type.Optional(Search),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type AdminApiKeysQuery = Static<typeof AdminApiKeysQuerySchema>;
export const AdminUsageQuerySchema = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30 })), keyId: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type AdminUsageQuery = Static<typeof AdminUsageQuerySchema>;
export const AdminKeyUsageSchema = Type.Object({
  from: Type.String({ format: "date", examples: ["2026-10-22"] }),
  to: Type.String({ format: "date", examples: ["2026-11-20"] }),
  days: Type.Array(
    Type.Object({
      date: Type.String({ format: "date" }),
      keyId: Uuid,
      keyName: Type.String(),
      calls: Type.Integer(),
      errors: Type.Integer(),
    }),
    {
      description: "Days with calls, per key, oldest first",
      examples: [[{ date: "2026-11-20", keyId: "3f0c2a9e-8d4b-4c1e-9a57-2b6d0e4f1a23", keyName: "Power BI", calls: 14, errors: 0 }]],
    },
  ),
});
export type AdminKeyUsage = Static<typeof AdminKeyUsageSchema>;
export const AdminKeyUsageResponseSchema = Type.Object({ data: AdminKeyUsageSchema });
export const AdminEndpointUsageSchema = Type.Object(
  {
    endpoint: Type.String({ description: "METHOD and the route's path, as the OpenAPI document names it" }),
    calls: Type.Integer(),
    errors: Type.Integer(),
    keys: Type.Integer({ description: "Distinct keys that called it" }),
  },
  { examples: [{ endpoint: "GET /api/v1/products", calls: 8412, errors: 12, keys: 9 }] },
);
export type AdminEndpointUsage = Static<typeof AdminEndpointUsageSchema>;
export const AdminEndpointsResponseSchema = Type.Object({
  data: Type.Object({
    from: Type.String({ format: "date", examples: ["2026-10-22"] }),
    to: Type.String({ format: "date", examples: ["2026-11-20"] }),
    items: Type.Array(AdminEndpointUsageSchema),
  }),
});

export const AdminAuditQuerySchema = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    action: Type.Optional(
      Type.String({ pattern: "^[a-z_]+(\\.[a-z_]+)?$", maxLength: 60, description: "An action, or its prefix (company)" }),
    ),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type AdminAuditQuery = Static<typeof AdminAuditQuerySchema>;
export const AdminAuditEntrySchema = Type.Object(
  { ...AuditEntrySchema.properties, company: Nullable(Type.Object({ id: Uuid, name: Nullable(Type.String()) })) },
  { examples: [{ ...EXAMPLE_AUDIT_ENTRY, company: EXAMPLE_COMPANY_REF }] },
);
export type AdminAuditEntry = Static<typeof AdminAuditEntrySchema>;
export const AdminAuditResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminAuditEntrySchema), pagination: PaginationSchema }),
});
export const KeyAuditQuerySchema = Type.Object(
  { companyId: Type.Optional(Uuid), limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type KeyAuditQuery = Static<typeof KeyAuditQuerySchema>;

export const AdminInvitationSchema = Type.Object(
  {
    id: Uuid,
    email: Type.String(),
    role: Type.String(),
    status: Type.String(),
    company: Type.Object({ id: Uuid, name: Type.String() }),
    invitedBy: Nullable(Type.String()),
    createdAt: DateTime,
    expiresAt: DateTime,
    expired: Type.Boolean(),
  },
  {
    examples: [
      {
        id: "a3c9e1f7-2b4d-4e6a-9c8b-7d5f3e1a2c60",
        email: "erik.holm@nordvik.se",
        role: "company_user",
        status: "pending",
        company: EXAMPLE_COMPANY_REF,
        invitedBy: "Astrid Lindqvist",
        createdAt: "2026-11-18T10:02:00.000Z",
        expiresAt: "2026-11-25T10:02:00.000Z",
        expired: false,
      },
    ],
  },
);
export type AdminInvitation = Static<typeof AdminInvitationSchema>;
export const AdminInvitationsResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminInvitationSchema), pagination: PaginationSchema }),
});
export const AdminInvitationsQuerySchema = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    status: Type.Optional(LiteralUnion(["pending", "accepted", "cancelled", "replaced"] as const)),
    search: Type.Optional(Search),
    limit: Type.Optional(Limit),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type AdminInvitationsQuery = Static<typeof AdminInvitationsQuerySchema>;
