/** The user as every answer shows it, and /api/v1/users: profile, preferences, two-factor, activity. */
import { Type, type Static, type TProperties } from "typebox";
import { EXAMPLE_USER } from "./examples";
import { ROLES } from "./roles";

export { ROLES };

/** The longest password accepted (characters); the schemas allow 4 bytes per character. */
export const PASSWORD_MAX_LENGTH = 128;
export const PasswordSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 });

export const RoleSchema = Type.Union([Type.Literal("company_user"), Type.Literal("company_admin"), Type.Literal("super_admin")]);
export type Role = Static<typeof RoleSchema>;

export const UserSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    email: Type.String(),
    role: RoleSchema,
    companyId: Type.Union([Type.String({ format: "uuid" }), Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
    twoFactorEnabled: Type.Boolean(),
    twoFactorEnabledAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  },
  { $id: "User", examples: [EXAMPLE_USER] },
);
export type User = Static<typeof UserSchema>;

/** `{ data: { …properties } }`, the data shown by `example`. */
const data = <T extends TProperties>(properties: T, example: Record<string, unknown>) =>
  Type.Object({ data: Type.Object(properties, { examples: [example] }) });
const Code = Type.String({ minLength: 6, maxLength: 20 });

export const UserResponseSchema = Type.Object({ data: UserSchema });
export const UpdateProfileBodySchema = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ firstName: "Astrid", lastName: "Lindqvist" }] },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBodySchema>;

export const PreferencesSchema = Type.Object(
  {
    language: Type.Optional(Type.Union([Type.Literal("sv"), Type.Literal("en")])),
    defaultPeriod: Type.Optional(Type.Union([Type.Literal("7d"), Type.Literal("30d"), Type.Literal("90d"), Type.Literal("12m")])),
    compactTables: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, examples: [{ language: "sv", defaultPeriod: "30d", compactTables: true }] },
);
export type Preferences = Static<typeof PreferencesSchema>;
export const PreferencesResponseSchema = Type.Object({ data: PreferencesSchema });

export const TwoFactorStatusResponseSchema = data(
  {
    enabled: Type.Boolean(),
    enabledAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    backupCodesRemaining: Type.Integer(),
  },
  { enabled: true, enabledAt: EXAMPLE_USER.twoFactorEnabledAt, backupCodesRemaining: 8 },
);
export type TwoFactorStatus = Static<typeof TwoFactorStatusResponseSchema>["data"];
export const TwoFactorSetupResponseSchema = data(
  { secret: Type.String(), otpauthUri: Type.String() },
  {
    secret: "JBSWY3DPEHPK3PXP",
    otpauthUri: "otpauth://totp/Fenix:astrid.lindqvist%40nordvik.se?secret=JBSWY3DPEHPK3PXP&issuer=Fenix",
  },
);
export type TwoFactorSetup = Static<typeof TwoFactorSetupResponseSchema>["data"];
export const CodeBodySchema = Type.Object({ code: Code }, { additionalProperties: false, examples: [{ code: "492817" }] });
export type CodeBody = Static<typeof CodeBodySchema>;
export const BackupCodeBodySchema = Type.Object(
  { backupCode: Code },
  { additionalProperties: false, examples: [{ backupCode: "7f3k-9q2m" }] },
);
export type BackupCodeBody = Static<typeof BackupCodeBodySchema>;
export const BackupCodesResponseSchema = data(
  {
    enabled: Type.Boolean(),
    enabledAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    backupCodes: Type.Array(Type.String()),
  },
  { enabled: true, enabledAt: EXAMPLE_USER.twoFactorEnabledAt, backupCodes: ["7f3k-9q2m", "p4x8-2wz6", "m9c2-h7t5"] },
);
export type BackupCodes = Static<typeof BackupCodesResponseSchema>["data"];
export const BackupUsedResponseSchema = data(
  { valid: Type.Literal(true), backupCodesRemaining: Type.Integer() },
  { valid: true, backupCodesRemaining: 7 },
);
export type BackupUsed = Static<typeof BackupUsedResponseSchema>["data"];
export const DisableTwoFactorBodySchema = Type.Object(
  { password: PasswordSchema, code: Code },
  { additionalProperties: false, examples: [{ password: "correct horse battery staple", code: "492817" }] },
);
export type DisableTwoFactorBody = Static<typeof DisableTwoFactorBodySchema>;
export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: PasswordSchema, newPassword: PasswordSchema },
  {
    additionalProperties: false,
    examples: [{ currentPassword: "correct horse battery staple", newPassword: "tolv glada renar i snön" }],
  },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

const Client = {
  ip: Type.Union([Type.String(), Type.Null()]),
  browser: Type.String({ description: "Browser and operating system, from the User-Agent" }),
};
export const ActivityResponseSchema = data(
  {
    signIns: Type.Array(Type.Object({ at: Type.String({ format: "date-time" }), success: Type.Boolean(), ...Client })),
    sessions: Type.Array(
      Type.Object({
        id: Type.String({ format: "uuid" }),
        createdAt: Type.String({ format: "date-time" }),
        lastSeenAt: Type.String({ format: "date-time" }),
        current: Type.Boolean(),
        ...Client,
      }),
    ),
  },
  {
    signIns: [{ at: "2026-11-20T07:58:31.000Z", success: true, ip: "81.230.14.22", browser: "Firefox 145 on Windows" }],
    sessions: [
      {
        id: "0e6b3f2a-8c4d-4b1e-9f7a-5d2c1b0a9e84",
        createdAt: "2026-11-20T07:58:31.000Z",
        lastSeenAt: "2026-11-20T08:29:02.000Z",
        current: true,
        ip: "81.230.14.22",
        browser: "Firefox 145 on Windows",
      },
    ],
  },
);
export type Activity = Static<typeof ActivityResponseSchema>["data"];
