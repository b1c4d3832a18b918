import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { findUserById } from "../../core/users";

export type Ctx = Pick<AppContext, "db" | "mailer" | "config" | "cache">;
export interface RequestMeta {
  ip: string | null;
}

/** The caller as the audit log names them (id and email). */
export async function actorOf(ctx: Ctx, caller: Caller) {
  const user = await findUserById(ctx.db, caller.userId);
  return { id: caller.userId, email: user?.email ?? null };
}
