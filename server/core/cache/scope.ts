import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import type { Caller } from "../caller";

/**
 * What about the caller can change a market answer: nobody (the application key), an operator
 * (who reads every company), or a user — their role, current company and every company they are a
 * member of (the services decide access from these). Two callers share an entry only when all of
 * it is equal, so one company's or user's answer never reaches a caller who may not read it.
 */
export async function callerScope(db: Database, caller: Caller | undefined): Promise<string> {
  if (!caller) return "anonymous";
  if (caller.role === "super_admin") return "super_admin";
  const rows = await queryRows<{ companies: string }>(
    db,
    sql`select coalesce(string_agg(company_id::text, ',' order by company_id), '') as companies from memberships where user_id = ${caller.userId}`,
  );
  return `${caller.role}|${caller.companyId ?? "-"}|${rows[0]?.companies ?? ""}`;
}
