import { eq, sql } from "drizzle-orm";
import type { User } from "../../contracts";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export type UserDto = User;

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
  const [user] = await db.orm
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.orm.select().from(users).where(eq(users.id, id));
  return user;
}
