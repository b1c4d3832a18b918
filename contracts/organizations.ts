/** /api/v1/organizations: the caller's own organization (company). */
import { Type, type Static } from "typebox";
import { PaginationSchema } from "./common";
import { EXAMPLE_COMPANY_ID, EXAMPLE_USER, EXAMPLE_USER_ID } from "./examples";

export const OrganizationSchema = Type.Object(
  { id: Type.String({ format: "uuid" }), name: Type.String() },
  { examples: [{ id: EXAMPLE_COMPANY_ID, name: "Nordvik Dryck AB" }] },
);
export type Organization = Static<typeof OrganizationSchema>;
export const OrganizationResponseSchema = Type.Object({ data: OrganizationSchema });

export const UpdateOrganizationBodySchema = Type.Object(
  { name: Type.String({ minLength: 2, maxLength: 200 }) },
  { additionalProperties: false, examples: [{ name: "Nordvik Dryck AB" }] },
);
export type UpdateOrganizationBody = Static<typeof UpdateOrganizationBodySchema>;

/** Operators (super_admin) name the company they act on; everyone else acts on their own. */
export const CompanyScopeQuery = {
  companyId: Type.Optional(Type.String({ format: "uuid", description: "super_admin only: the company to act on (default: your own)" })),
};
export const CompanyScopeQuerySchema = Type.Object(CompanyScopeQuery, { additionalProperties: false });
export type CompanyScopeQuery = Static<typeof CompanyScopeQuerySchema>;

const Role = Type.Union([Type.Literal("company_user"), Type.Literal("company_admin"), Type.Literal("super_admin")]);
const DateTime = Type.String({ format: "date-time" });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const MemberSchema = Type.Object(
  {
    id: Type.String({ format: "uuid", description: "The user's id" }),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Role,
    joinedAt: DateTime,
    twoFactorEnabled: Type.Boolean(),
    lastActiveAt: NullableDateTime,
  },
  {
    examples: [
      {
        id: EXAMPLE_USER_ID,
        email: EXAMPLE_USER.email,
        firstName: "Astrid",
        lastName: "Lindqvist",
        role: "company_admin",
        joinedAt: "2026-03-02T09:12:44.000Z",
        twoFactorEnabled: true,
        lastActiveAt: "2026-11-20T08:29:02.000Z",
      },
    ],
  },
);
export type Member = Static<typeof MemberSchema>;
export const MembersResponseSchema = Type.Object({ data: Type.Object({ items: Type.Array(MemberSchema) }) });
export const MemberResponseSchema = Type.Object({ data: MemberSchema });

export const MemberParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
export const ChangeRoleBodySchema = Type.Object({ role: Role }, { additionalProperties: false, examples: [{ role: "company_admin" }] });
export type ChangeRoleBody = Static<typeof ChangeRoleBodySchema>;

export const InviteBodySchema = Type.Object(
  {
    email: Type.String({ format: "email", maxLength: 254 }),
    role: Role,
    language: Type.Optional(Type.Union([Type.Literal("sv"), Type.Literal("en")], { description: "The mail's language (default: yours)" })),
  },
  { additionalProperties: false, examples: [{ email: "erik.holm@nordvik.se", role: "company_user", language: "sv" }] },
);
export type InviteBody = Static<typeof InviteBodySchema>;

export const InvitationSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    email: Type.String(),
    role: Role,
    invitedBy: Type.Union([Type.Object({ id: Type.String({ format: "uuid" }), name: Type.String(), email: Type.String() }), Type.Null()]),
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
        invitedBy: { id: EXAMPLE_USER_ID, name: "Astrid Lindqvist", email: EXAMPLE_USER.email },
        createdAt: "2026-11-18T10:02:00.000Z",
        expiresAt: "2026-11-25T10:02:00.000Z",
        expired: false,
      },
    ],
  },
);
export type Invitation = Static<typeof InvitationSchema>;
export const InvitationResponseSchema = Type.Object({ data: InvitationSchema });
export const InvitationsResponseSchema = Type.Object({ data: Type.Object({ items: Type.Array(InvitationSchema) }) });

export const InvitationTokenParamsSchema = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 200, pattern: "^[A-Za-z0-9_-]+$" }),
});

/** What the holder of an invitation link sees before accepting. */
export const InvitationPreviewSchema = Type.Object(
  {
    company: Type.Object({ name: Type.String() }),
    inviter: Type.Union([Type.Object({ name: Type.String(), email: Type.String() }), Type.Null()]),
    email: Type.String(),
    role: Role,
    expiresAt: DateTime,
    accountExists: Type.Boolean({ description: "The address already has an account: accept by signing in with its password" }),
  },
  {
    examples: [
      {
        company: { name: "Nordvik Dryck AB" },
        inviter: { name: "Astrid Lindqvist", email: EXAMPLE_USER.email },
        email: "erik.holm@nordvik.se",
        role: "company_user",
        expiresAt: "2026-11-25T10:02:00.000Z",
        accountExists: false,
      },
    ],
  },
);
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = Type.Object({ data: InvitationPreviewSchema });

export const AcceptInvitationBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 20, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: 512 }),
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    twoFactorCode: Type.Optional(Type.String({ minLength: 6, maxLength: 20, description: "An existing account with two-factor sign-in" })),
  },
  {
    additionalProperties: false,
    examples: [{ token: "inv_Xq7Lm2Vt9Rk4Pz8Wn3Jd", password: "tolv glada renar i snön", firstName: "Erik", lastName: "Holm" }],
  },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;

export const AUDIT_OBJECT_TYPES = ["user", "invitation", "api_key", "organization", "subscription", "module", "credits"] as const;

/** Also the start of the operators' audit entries' example (contracts/admin.ts). */
export const EXAMPLE_AUDIT_ENTRY = {
  id: 30412,
  at: "2026-11-18T10:02:00.000Z",
  action: "member.invited",
  objectType: "invitation",
  objectId: "a3c9e1f7-2b4d-4e6a-9c8b-7d5f3e1a2c60",
  actor: { id: EXAMPLE_USER_ID, email: EXAMPLE_USER.email, name: "Astrid Lindqvist" },
  details: { email: "erik.holm@nordvik.se", role: "company_user" },
  ip: "81.230.14.22",
};
export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime,
    action: Type.String({
      description: "member.invited, member.joined, member.removed, member.role_changed, invitation.cancelled, api_key.created…",
    }),
    objectType: Type.String(),
    objectId: Type.Union([Type.String(), Type.Null()]),
    actor: Type.Union([
      Type.Object({ id: Type.String(), email: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
      Type.Null(),
    ]),
    details: Type.Record(Type.String(), Type.Unknown()),
    ip: Type.Union([Type.String(), Type.Null()]),
  },
  { examples: [EXAMPLE_AUDIT_ENTRY] },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditQuerySchema = Type.Object(
  {
    ...CompanyScopeQuery,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page" })),
    action: Type.Optional(
      Type.String({ pattern: "^[a-z_]+(\\.[a-z_]+)?$", maxLength: 60, description: "An action, or its prefix (member)" }),
    ),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;
export const AuditPageResponseSchema = Type.Object({
  data: Type.Object({
    items: Type.Array(AuditEntrySchema),
    pagination: PaginationSchema,
  }),
});
