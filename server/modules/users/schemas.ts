import { Type } from "typebox";
import { PASSWORD_MAX_LENGTH } from "../../core/passwords";
import { UserSchema } from "../../core/users";

const Code = Type.String({ minLength: 6, maxLength: 20 });
const data = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object({ data: Type.Object(properties) });

export const UserResponse = Type.Object({ data: UserSchema });
export const UpdateProfileBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const Preferences = Type.Object(
  {
    language: Type.Optional(Type.Union([Type.Literal("sv"), Type.Literal("en")])),
    defaultPeriod: Type.Optional(
      Type.Union([Type.Literal("7d"), Type.Literal("30d"), Type.Literal("90d"), Type.Literal("12m")]),
    ),
    compactTables: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const PreferencesResponse = Type.Object({ data: Preferences });

export const TwoFactorStatus = data({
  enabled: Type.Boolean(),
  enabledAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  backupCodesRemaining: Type.Integer(),
});
export const TwoFactorSetup = data({ secret: Type.String(), otpauthUri: Type.String() });
export const CodeBody = Type.Object({ code: Code }, { additionalProperties: false });
export const BackupCodeBody = Type.Object({ backupCode: Code }, { additionalProperties: false });
export const BackupCodesResponse = data({
  enabled: Type.Boolean(),
  enabledAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  backupCodes: Type.Array(Type.String()),
});
export const BackupUsedResponse = data({ valid: Type.Literal(true), backupCodesRemaining: Type.Integer() });
export const DisableTwoFactorBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 }), code: Code },
  { additionalProperties: false },
);
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 }),
    newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 }),
  },
  { additionalProperties: false },
);
export const SuccessResponse = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });

const Client = {
  ip: Type.Union([Type.String(), Type.Null()]),
  browser: Type.String({ description: "Browser and operating system, from the User-Agent" }),
};
export const ActivityResponse = data({
  signIns: Type.Array(
    Type.Object({ at: Type.String({ format: "date-time" }), success: Type.Boolean(), ...Client }),
  ),
  sessions: Type.Array(
    Type.Object({
      id: Type.String({ format: "uuid" }),
      createdAt: Type.String({ format: "date-time" }),
      lastSeenAt: Type.String({ format: "date-time" }),
      current: Type.Boolean(),
      ...Client,
    }),
  ),
});
