import { writeInvoice } from "./invoices";
import type { PaymentProvider } from "./provider";

/** The built-in provider: the purchase is invoiced to the company, open until paid (payment is outside Fenix). */
export const invoiceProvider: PaymentProvider = {
  methodId: "default",
  async charge(tx, purchase) {
    const invoice = await writeInvoice(tx, purchase, "invoice", "open");
    return { invoiceId: invoice.id, number: invoice.number };
  },
};

const providers: readonly PaymentProvider[] = [invoiceProvider];

/** The provider for a paymentMethodId; the request schemas only let 'default' through. */
export const paymentProviderFor = (methodId = "default"): PaymentProvider =>
  providers.find((provider) => provider.methodId === methodId) ?? invoiceProvider;
