/**
 * Idempotent credit requests: the first answer to a company's Idempotency-Key is stored with the
 * change it made, in one transaction, and a repeat of the key gets that answer back without doing
 * anything. Two requests racing with one key: the second waits on the first's row (its primary
 * key) and then reads its answer.
 */
import { and, eq } from "drizzle-orm";
import type { Orm } from "../db/client";
import { creditRequests } from "../db/schema";
import { RequestError } from "./errors";

export interface StoredAnswer<Body = unknown> {
  statusCode: number;
  body: Body;
}

export const IDEMPOTENCY_KEY_REUSED = "IDEMPOTENCY_KEY_REUSED";

interface Request {
  companyId: string;
  key: string | undefined;
  /** What the request asked, so a key reused for something else is refused rather than replayed. */
  operation: string;
}

/** Runs `work` once per key; `replayed` says the answer is the stored first one. */
export async function onceForKey<Body>(
  orm: Orm,
  { companyId, key, operation }: Request,
  work: (tx: Orm) => Promise<StoredAnswer<Body>>,
): Promise<StoredAnswer<Body> & { replayed: boolean }> {
  if (!key) return { ...(await orm.transaction(work)), replayed: false };
  return orm.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(creditRequests)
      .values({ companyId, key, operation, statusCode: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: creditRequests.key });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(creditRequests)
        .where(and(eq(creditRequests.companyId, companyId), eq(creditRequests.key, key)));
      if (stored!.operation !== operation)
        throw new RequestError(409, "This Idempotency-Key was used for another request", IDEMPOTENCY_KEY_REUSED);
      return { statusCode: stored!.statusCode, body: stored!.body as Body, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(creditRequests)
      .set({ statusCode: answer.statusCode, body: answer.body })
      .where(and(eq(creditRequests.companyId, companyId), eq(creditRequests.key, key)));
    return { ...answer, replayed: false };
  });
}
