/** /api/v1/auth: sign-in (with two-factor), registration, tokens and password reset. */
import { Type, type Static } from "typebox";
import { EXAMPLE_USER } from "./examples";
import { PasswordSchema, UserSchema } from "./users";

const Email = Type.String({ format: "email", maxLength: 254, description: "Case-insensitive" });
const Code = Type.String({ minLength: 6, maxLength: 20, description: "A 6-digit TOTP code or a backup code" });
const Token = Type.String({ minLength: 10, maxLength: 200 });

const EXAMPLE_TOKENS = {
  accessToken: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNGE3ZTJiMSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
  refreshToken: "r1_Qm9yZGVhdXgtMjAyNi0xMS0yMFQwODozMDowMFo",
};
export const TokensSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() }, { examples: [EXAMPLE_TOKENS] });
export type Tokens = Static<typeof TokensSchema>;
export const SignedInSchema = Type.Object(
  { user: UserSchema, tokens: TokensSchema },
  { examples: [{ user: EXAMPLE_USER, tokens: EXAMPLE_TOKENS }] },
);
export type SignedIn = Static<typeof SignedInSchema>;

export const AuthOptionsSchema = Type.Object({ registrationOpen: Type.Boolean() }, { examples: [{ registrationOpen: true }] });
export type AuthOptions = Static<typeof AuthOptionsSchema>;

export const LoginBodySchema = Type.Object(
  { email: Email, password: PasswordSchema, twoFactorCode: Type.Optional(Code) },
  { additionalProperties: false, examples: [{ email: "astrid.lindqvist@nordvik.se", password: "correct horse battery staple" }] },
);
export type LoginBody = Static<typeof LoginBodySchema>;
export const TwoFactorRequiredSchema = Type.Object({ requiresTwoFactor: Type.Literal(true), tempToken: Type.String() });
export type TwoFactorRequired = Static<typeof TwoFactorRequiredSchema>;
export const LoginResponseSchema = Type.Union([SignedInSchema, TwoFactorRequiredSchema]);
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const VerifyTwoFactorBodySchema = Type.Object(
  { tempToken: Token, code: Code },
  { additionalProperties: false, examples: [{ tempToken: "2fa_8QwZk3JtV1mX7pLr", code: "492817" }] },
);
export type VerifyTwoFactorBody = Static<typeof VerifyTwoFactorBodySchema>;

export const RegisterBodySchema = Type.Object(
  {
    email: Email,
    password: PasswordSchema,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    companyName: Type.String({ minLength: 2, maxLength: 200 }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        email: EXAMPLE_USER.email,
        password: "correct horse battery staple",
        firstName: "Astrid",
        lastName: "Lindqvist",
        companyName: "Nordvik Dryck AB",
      },
    ],
  },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const RefreshTokenBodySchema = Type.Object(
  { refreshToken: Token },
  { additionalProperties: false, examples: [{ refreshToken: EXAMPLE_TOKENS.refreshToken }] },
);
export type RefreshTokenBody = Static<typeof RefreshTokenBodySchema>;
/** The user comes with the new tokens, so a client restoring its session needs no second call (GET /auth/me). */
export const RefreshResponseSchema = Type.Object(
  { tokens: TokensSchema, user: UserSchema },
  { examples: [{ tokens: EXAMPLE_TOKENS, user: EXAMPLE_USER }] },
);
export type RefreshResponse = Static<typeof RefreshResponseSchema>;
export const CurrentUserResponseSchema = Type.Object({ user: UserSchema });
export type CurrentUserResponse = Static<typeof CurrentUserResponseSchema>;
export const ForgotPasswordBodySchema = Type.Object(
  { email: Email },
  { additionalProperties: false, examples: [{ email: EXAMPLE_USER.email }] },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;
export const ResetPasswordBodySchema = Type.Object(
  { token: Token, newPassword: PasswordSchema },
  { additionalProperties: false, examples: [{ token: "rst_4mQ8vZ2kLp9xW3", newPassword: "tolv glada renar i snön" }] },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
export const ResetTokenBodySchema = Type.Object(
  { token: Token },
  { additionalProperties: false, examples: [{ token: "rst_4mQ8vZ2kLp9xW3" }] },
);
export type ResetTokenBody = Static<typeof ResetTokenBodySchema>;
export const ResetTokenResponseSchema = Type.Object(
  { valid: Type.Boolean(), expiresAt: Type.Optional(Type.String({ format: "date-time" })) },
  { examples: [{ valid: true, expiresAt: "2026-11-20T09:30:00.000Z" }] },
);
export type ResetTokenResponse = Static<typeof ResetTokenResponseSchema>;
