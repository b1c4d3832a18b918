/** The subscription module's credits: packages bought (invoiced) and operations paid for, idempotent by key. */
import type { CalculateBody, ConsumeBody } from "../../../contracts";
import {
  addCredits,
  consumeCredits,
  countCreditTransactions,
  creditBalance,
  InsufficientCredits,
  recentCreditTransactions,
  type CreditTransaction,
} from "../../commerce/credits";
import { grantMonthlyCredits } from "../../commerce/billing/monthly-credits";
import { errorBody, RequestError } from "../../core/errors";
import { onceForKey, type StoredAnswer } from "../../core/idempotency";
import { decodeTimeCursor, encodeTimeCursor } from "../../core/time-cursor";
import { paymentProviderFor } from "../../commerce/payments/invoice-provider";
import type { Orm } from "../../db/client";
import { CURRENCY } from "../../commerce/billing/plans";
import { creditCost, creditPackage, listCreditPackages } from "./catalogue";

/** This month's plan credits arrive when the balance is read, even where no worker runs. */
const granted = (orm: Orm, companyId: string) => grantMonthlyCredits(orm, companyId, new Date());

export async function creditBalanceOf(orm: Orm, companyId: string) {
  await granted(orm, companyId);
  return creditBalance(orm, companyId);
}

export async function creditPackageCatalogue(orm: Orm) {
  return (await listCreditPackages(orm)).map(({ id, credits, price }) => ({ id, credits, price, currency: CURRENCY }));
}

const transactionView = (row: CreditTransaction) => ({ ...row, createdAt: row.createdAt.toISOString() });
const spent = (transaction: CreditTransaction) => ({
  data: { balance: transaction.balanceAfter, transaction: transactionView(transaction) },
});
type SpendAnswer = StoredAnswer<ReturnType<typeof spent> | ReturnType<typeof errorBody>>;

const TRANSACTIONS_CURSOR = "c1";

/** A page of the company's transactions, newest first; `cursor` continues after the previous page. */
export async function creditTransactions(orm: Orm, companyId: string, query: { limit?: number | undefined; cursor?: string | undefined }) {
  const limit = query.limit ?? 50;
  const after = query.cursor ? decodeTimeCursor(TRANSACTIONS_CURSOR, query.cursor) : null;
  if (query.cursor && !after) throw new RequestError(400, "The cursor is not one this list gave", "INVALID_CURSOR");
  await granted(orm, companyId);
  const [rows, total] = await Promise.all([
    recentCreditTransactions(orm, companyId, limit + 1, after),
    countCreditTransactions(orm, companyId),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit;
  return {
    transactions: page.map(transactionView),
    pagination: { total, hasMore, nextCursor: hasMore && last ? encodeTimeCursor(TRANSACTIONS_CURSOR, last.createdAt, last.id) : null },
  };
}

interface Who {
  companyId: string;
  userId: string;
  idempotencyKey: string | undefined;
}

/** Buys a credit package for the company, invoiced to it; a repeated key answers the first purchase. */
export async function purchaseCredits(orm: Orm, { companyId, userId, idempotencyKey }: Who, packageId: string, now: Date) {
  const pack = await creditPackage(orm, packageId);
  if (!pack) throw new RequestError(404, "Credit package not found", "CREDIT_PACKAGE_NOT_FOUND");
  return onceForKey(orm, { companyId, key: idempotencyKey, operation: `purchase ${packageId}` }, async (tx) => {
    const transaction = await addCredits(tx, pack.credits, {
      companyId,
      userId,
      packageId: pack.id,
      description: `${pack.credits} credits`,
    });
    const receipt = await paymentProviderFor("default").charge(tx, {
      companyId,
      currency: CURRENCY,
      at: now,
      lines: [
        { description: `${pack.credits} credits`, itemKind: "credits", itemId: pack.id, period: null, quantity: 1, unitPrice: pack.price },
      ],
    });
    return {
      statusCode: 201,
      body: { data: { balance: transaction.balanceAfter, transaction: transactionView(transaction), invoiceId: receipt.invoiceId } },
    };
  });
}

function unitCostOf({ service, operation }: CalculateBody) {
  const cost = creditCost(service, operation);
  if (cost === undefined) throw new RequestError(400, `Unknown operation ${service}/${operation}`, "UNKNOWN_OPERATION", "operation");
  return cost;
}

/** What an operation costs and whether the balance covers it. */
export async function operationCost(orm: Orm, companyId: string, body: CalculateBody) {
  const cost = unitCostOf(body);
  const balance = await creditBalanceOf(orm, companyId);
  return { service: body.service, operation: body.operation, cost, balance, sufficient: balance >= cost };
}

/**
 * Spends credits on an operation; 402 when the balance does not cover it. With a key, the first
 * answer — a 402 too — is stored and a repeat gets it back without spending again.
 */
export async function spendCredits(orm: Orm, { companyId, userId, idempotencyKey }: Who, body: ConsumeBody) {
  const { service, operation, quantity = 1 } = body;
  const unitCost = unitCostOf(body);
  await granted(orm, companyId);
  return onceForKey(
    orm,
    { companyId, key: idempotencyKey, operation: `consume ${service}/${operation} × ${quantity}` },
    async (tx): Promise<SpendAnswer> => {
      try {
        const transaction = await consumeCredits(tx, unitCost * quantity, {
          companyId,
          userId,
          service,
          operation,
          description: quantity > 1 ? `${service}/${operation} × ${quantity}` : `${service}/${operation}`,
        });
        return { statusCode: 200, body: spent(transaction) };
      } catch (error) {
        if (error instanceof InsufficientCredits) return { statusCode: 402, body: errorBody(402, error.message, "INSUFFICIENT_CREDITS") };
        throw error;
      }
    },
  );
}
