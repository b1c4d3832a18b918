/**
 * How a purchase is paid. Every purchase of a plan, module or credit package goes through a
 * PaymentProvider inside the purchase's own transaction: if the provider refuses, nothing is bought.
 * The built-in provider is "invoice" (invoice-provider.ts): it invoices the company, payable in 30 days,
 * and an operator records the payment when it arrives (markPaid). A card provider would charge in
 * `charge` and write its invoice already paid; its markPaid would refuse (the payment is the card's).
 */
import type { Orm } from "../../db/client";

export const VAT_RATE = 0.25;
export const PAYMENT_TERMS_DAYS = 30;

export interface PurchaseLine {
  description: string;
  /** proration: the unused rest of the previous plan's period, credited (negative unitPrice). */
  itemKind: "plan" | "module" | "credits" | "proration";
  itemId: string;
  period: "monthly" | "yearly" | null;
  quantity: number;
  /** SEK excluding VAT. */
  unitPrice: number;
}

export interface Purchase {
  companyId: string;
  currency: string;
  lines: PurchaseLine[];
  at: Date;
  /** An operator's change of the company's plan, rather than the company's own purchase. */
  issuedBy?: "company" | "operator";
}

/** What the provider did: the invoice it wrote (every provider records one, paid or not). */
export interface PaymentReceipt {
  invoiceId: string;
  number: number;
}

export interface PaymentProvider {
  /** What its invoices record as their provider. */
  readonly name: string;
  /** The paymentMethodId clients send for it ('default' is the invoice). */
  readonly methodId: string;
  /** Charges or invoices the purchase within `tx`; throwing refuses the purchase and rolls it back. */
  charge(tx: Orm, purchase: Purchase): Promise<PaymentReceipt>;
  /** Records that an open invoice of this provider was paid, within `tx`. */
  markPaid(tx: Orm, invoiceId: string, paidBy: string, at: Date): Promise<void>;
}
