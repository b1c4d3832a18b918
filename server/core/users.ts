import { eq, sql } from "drizzle-orm";
import { Type, type Static } from "typebox";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export const RoleSchema = Type.Union([
  Type.Literal("company_user"),
  Type.Literal("company_admin"),
  Type.Literal("super_admin"),
]);

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
  { $id: "User" },
);
export type UserDto = Static<typeof UserSchema>;

export type UserRow = typeof users.$inferSelect;

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: user.companyId,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorEnabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.orm.select().from(users).where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.orm.select().from(users).where(eq(users.id, id));
  return user;
}

export const TokensSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export const SignedInSchema = Type.Object({ user: UserSchema, tokens: TokensSchema });
