import { and, count, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Orm } from "../db/client";
import { creditBalances, creditTransactions } from "../db/schema";

export type CreditTransaction = typeof creditTransactions.$inferSelect;

/** Why credits could not be taken; the caller turns it into a 402 answer. */
export class InsufficientCredits extends Error {
  override name = "InsufficientCredits";
  constructor(
    readonly balance: number,
    readonly cost: number,
  ) {
    super(`Insufficient credits: ${balance} available, ${cost} needed`);
  }
}

export async function creditBalance(orm: Orm, companyId: string): Promise<number> {
  const [row] = await orm.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.companyId, companyId));
  return row?.balance ?? 0;
}

/** The company's transactions newest first, after `after` (keyset) when given. */
export async function recentCreditTransactions(
  orm: Orm,
  companyId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null = null,
): Promise<CreditTransaction[]> {
  return orm
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.companyId, companyId),
        after
          ? or(
              lt(creditTransactions.createdAt, after.createdAt),
              and(eq(creditTransactions.createdAt, after.createdAt), lt(creditTransactions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}

export async function countCreditTransactions(orm: Orm, companyId: string): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(creditTransactions).where(eq(creditTransactions.companyId, companyId));
  return Number(row?.n ?? 0);
}

interface CreditChange {
  companyId: string;
  userId: string | null;
  description: string;
  packageId?: string;
  service?: string;
  operation?: string;
}

/** Adds credits and records them (a purchase, or a plan's monthly grant with its key), in one transaction. */
export async function addCredits(
  orm: Orm,
  credits: number,
  change: CreditChange & { grantKey?: string },
  kind: "purchase" | "grant" = "purchase",
): Promise<CreditTransaction> {
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditBalances)
      .values({ companyId: change.companyId, balance: credits })
      .onConflictDoUpdate({
        target: creditBalances.companyId,
        set: { balance: sql`${creditBalances.balance} + ${credits}`, updatedAt: new Date() },
      })
      .returning({ balance: creditBalances.balance });
    const [transaction] = await tx
      .insert(creditTransactions)
      .values({ ...change, kind, amount: credits, balanceAfter: row!.balance })
      .returning();
    return transaction!;
  });
}

/**
 * Takes credits if the balance covers them (one conditional update, so two requests cannot both
 * spend the last credits) and records it; otherwise throws InsufficientCredits.
 */
export async function consumeCredits(orm: Orm, cost: number, change: CreditChange): Promise<CreditTransaction> {
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} - ${cost}`, updatedAt: new Date() })
      .where(and(eq(creditBalances.companyId, change.companyId), gte(creditBalances.balance, cost)))
      .returning({ balance: creditBalances.balance });
    if (!row) throw new InsufficientCredits(await creditBalance(tx, change.companyId), cost);
    const [transaction] = await tx
      .insert(creditTransactions)
      .values({ ...change, kind: "consume", amount: -cost, balanceAfter: row.balance })
      .returning();
    return transaction!;
  });
}
