import { Type } from "typebox";
import { PASSWORD_MAX_LENGTH } from "../../core/passwords";
import { SignedInSchema, TokensSchema } from "../../core/users";

const Email = Type.String({ format: "email", maxLength: 254, description: "Case-insensitive" });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 });
const Code = Type.String({ minLength: 6, maxLength: 20, description: "A 6-digit TOTP code or a backup code" });
const Token = Type.String({ minLength: 10, maxLength: 200 });

export const LoginBody = Type.Object(
  { email: Email, password: Password, twoFactorCode: Type.Optional(Code) },
  { additionalProperties: false },
);

export const TwoFactorRequired = Type.Object({ requiresTwoFactor: Type.Literal(true), tempToken: Type.String() });
export const LoginResponse = Type.Union([SignedInSchema, TwoFactorRequired]);

export const VerifyTwoFactorBody = Type.Object({ tempToken: Token, code: Code }, { additionalProperties: false });

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Password,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    companyName: Type.String({ minLength: 2, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const RefreshTokenBody = Type.Object({ refreshToken: Token }, { additionalProperties: false });
export const RefreshResponse = Type.Object({ tokens: TokensSchema });
export const SuccessResponse = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export const ResetPasswordBody = Type.Object({ token: Token, newPassword: Password }, { additionalProperties: false });
export const ResetTokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export const ResetTokenResponse = Type.Object({
  valid: Type.Boolean(),
  expiresAt: Type.Optional(Type.String({ format: "date-time" })),
});
