import { setInvoicePaid, writeInvoice } from "./invoices";
import type { PaymentProvider } from "./provider";

/** The built-in provider: the purchase is invoiced to the company, open until paid (payment is outside Fenix). */
const invoiceProvider: PaymentProvider = {
  name: "invoice",
  methodId: "default",
  async charge(tx, purchase) {
    const invoice = await writeInvoice(tx, purchase, "invoice");
    return { invoiceId: invoice.id, number: invoice.number };
  },
  async markPaid(tx, invoiceId, paidBy, at) {
    await setInvoicePaid(tx, invoiceId, paidBy, at);
  },
};

const providers: readonly PaymentProvider[] = [invoiceProvider];

/** The provider for a paymentMethodId; the request schemas only let 'default' through. */
export const paymentProviderFor = (methodId = "default"): PaymentProvider =>
  providers.find((provider) => provider.methodId === methodId) ?? invoiceProvider;

/** The provider that wrote an invoice (its `provider` column). */
export const paymentProviderNamed = (name: string): PaymentProvider | undefined => providers.find((provider) => provider.name === name);
