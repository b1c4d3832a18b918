/**
 * /api/v1/admin: the operators' area (super_admin only) — companies, supplier-name claims, personal
 * API keys across companies, invitations and the audit log; and /api/v1/setup, where a new
 * company claims the supplier names of the market data that are its own.
 */
import { Type, type Static } from "typebox";
import { LiteralUnion, Nullable, PaginationSchema } from "./common";
import { AuditEntrySchema } from "./organizations";
import { PLAN_TIERS } from "./subscription";

const DateTime = Type.String({ format: "date-time" });
const Uuid = Type.String({ format: "uuid" });
const Cursor = Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page" });
const Limit = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
const SupplierName = Type.String({ minLength: 1, maxLength: 200 });
const Search = Type.String({ minLength: 1, maxLength: 100 });

export const COMPANY_STATUSES = ["active", "suspended"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const CompanyStatusSchema = LiteralUnion(COMPANY_STATUSES, { description: "A suspended company's members are refused" });
const PlanSchema = LiteralUnion(PLAN_TIERS, { description: "A plan's tier (see GET /subscription/plans)" });

/** The stable codes of the admin area's refusals (the client translates them). */
export const ADMIN_ERROR_CODES = [
  "ADMIN_ONLY",
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

export const AdminCompanySchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  status: CompanyStatusSchema,
  suppliers: Type.Array(Type.String()),
  products: Type.Integer({ description: "Catalogue products of its supplier names" }),
  members: Type.Integer(),
  plan: Nullable(PlanSchema),
  pendingClaims: Type.Integer(),
  createdAt: DateTime,
});
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
  { additionalProperties: false },
);
export type CreateCompanyBody = Static<typeof CreateCompanyBodySchema>;
export const UpdateCompanyBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    suppliers: Type.Optional(Type.Array(SupplierName, { maxItems: 50, description: "The whole list: names left out are unlinked" })),
    plan: Type.Optional(Nullable(PlanSchema)),
    status: Type.Optional(CompanyStatusSchema),
  },
  { additionalProperties: false },
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
export const SupplierClaimSchema = Type.Object({
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
});
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
  { additionalProperties: false },
);
export type DecideClaimBody = Static<typeof DecideClaimBodySchema>;

export const ClaimBodySchema = Type.Object({ supplierName: SupplierName }, { additionalProperties: false });
export type ClaimBody = Static<typeof ClaimBodySchema>;
export const SetupSuppliersQuerySchema = Type.Object(
  { q: Type.Optional(Search), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) },
  { additionalProperties: false },
);
export type SetupSuppliersQuery = Static<typeof SetupSuppliersQuerySchema>;
export const MarketSupplierSchema = Type.Object({
  name: Type.String(),
  products: Type.Integer(),
  claimedBy: Type.Integer({ description: "Companies the name is linked to already" }),
});
export type MarketSupplier = Static<typeof MarketSupplierSchema>;
export const SetupSuppliersResponseSchema = Type.Object({ data: Type.Array(MarketSupplierSchema) });
export const SetupStatusResponseSchema = Type.Object({
  data: Type.Object({
    companyId: Uuid,
    suppliers: Type.Array(Type.String()),
    claims: Type.Array(SupplierClaimSchema),
  }),
});
export type SetupStatus = Static<typeof SetupStatusResponseSchema>["data"];

export const AdminApiKeySchema = Type.Object({
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
});
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
  from: Type.String({ format: "date" }),
  to: Type.String({ format: "date" }),
  days: Type.Array(
    Type.Object({
      date: Type.String({ format: "date" }),
      keyId: Uuid,
      keyName: Type.String(),
      calls: Type.Integer(),
      errors: Type.Integer(),
    }),
    { description: "Days with calls, per key, oldest first" },
  ),
});
export type AdminKeyUsage = Static<typeof AdminKeyUsageSchema>;
export const AdminKeyUsageResponseSchema = Type.Object({ data: AdminKeyUsageSchema });
export const AdminEndpointUsageSchema = Type.Object({
  endpoint: Type.String({ description: "METHOD and the route's path, as the OpenAPI document names it" }),
  calls: Type.Integer(),
  errors: Type.Integer(),
  keys: Type.Integer({ description: "Distinct keys that called it" }),
});
export type AdminEndpointUsage = Static<typeof AdminEndpointUsageSchema>;
export const AdminEndpointsResponseSchema = Type.Object({
  data: Type.Object({
    from: Type.String({ format: "date" }),
    to: Type.String({ format: "date" }),
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
export const AdminAuditEntrySchema = Type.Object({
  ...AuditEntrySchema.properties,
  company: Nullable(Type.Object({ id: Uuid, name: Nullable(Type.String()) })),
});
export type AdminAuditEntry = Static<typeof AdminAuditEntrySchema>;
export const AdminAuditResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminAuditEntrySchema), pagination: PaginationSchema }),
});
export const KeyAuditQuerySchema = Type.Object(
  { companyId: Type.Optional(Uuid), limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type KeyAuditQuery = Static<typeof KeyAuditQuerySchema>;

export const AdminInvitationSchema = Type.Object({
  id: Uuid,
  email: Type.String(),
  role: Type.String(),
  status: Type.String(),
  company: Type.Object({ id: Uuid, name: Type.String() }),
  invitedBy: Nullable(Type.String()),
  createdAt: DateTime,
  expiresAt: DateTime,
  expired: Type.Boolean(),
});
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
