import { BlockList, isIP } from "node:net";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { verifyPassword } from "./passwords";
import { normaliseEmail } from "./users";

/** The seeded accounts and the password the README prints for them. */
export interface DemoAccounts {
  emails: readonly string[];
  password: string;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether only this machine can reach a server listening on `host`. */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === "localhost") return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? "ipv4" : "ipv6");
}

/** The demo accounts whose password is still the demo one. */
async function accountsWithDemoPassword(db: Database, demo: DemoAccounts): Promise<string[]> {
  if (demo.emails.length === 0) return [];
  const rows = await db.orm
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, demo.emails.map(normaliseEmail)));
  // The seed gives every demo account the same hash, and argon2 is slow by design: verify each hash once.
  const verdicts = new Map<string, boolean>();
  const still: string[] = [];
  for (const { email, passwordHash } of rows) {
    if (!verdicts.has(passwordHash)) verdicts.set(passwordHash, await verifyPassword(passwordHash, demo.password));
    if (verdicts.get(passwordHash)) still.push(email);
  }
  return still.sort();
}

/** Why the server must not listen on `host` (a published password would let its network in), or null. */
export async function demoPasswordRefusal(db: Database, host: string, demo: DemoAccounts): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const still = await accountsWithDemoPassword(db, demo);
  if (still.length === 0) return null;
  const accounts = still.length === 1 ? "1 demo account still has" : `${still.length} demo accounts still have`;
  return [
    `Refusing to listen on ${host} (HOST): ${accounts} the demo password printed in the README, so anyone`,
    `who can reach this machine could sign in as them: ${still.join(", ")}.`,
    "Either:",
    "  - listen on this machine only: leave HOST unset (it defaults to 127.0.0.1) or set HOST=127.0.0.1, or",
    "  - start that way, sign in as each of these accounts and change its password under /profile,",
    `    then start again with HOST=${host}, or`,
    "  - use a new database without the demo accounts (SEED_DEMO_DATA=false).",
  ].join("\n");
}
