import { App } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import type { BillingPeriod } from "./subscription-api";

interface Confirmation {
  /** What is bought or ended, named for the reader. */
  title: string;
  price: number;
  /** null for a one-off purchase (credits). */
  period: BillingPeriod | null;
  okText: string;
  danger?: boolean;
  /** A sentence after the price (when a cancellation takes effect). */
  note?: string;
}

/**
 * Every purchase, change and cancellation asks first, with the price and the period
 * (the app's own modal: it follows the theme and the language). Resolves true when confirmed.
 */
export function useConfirmPurchase() {
  const { modal } = App.useApp();
  const { t } = useTranslation("company");
  const format = useFormat();
  return ({ title, price, period, okText, danger, note }: Confirmation) =>
    new Promise<boolean>((resolve) => {
      const priceText = period
        ? t(period === "yearly" ? "billing.perYear" : "billing.perMonth", { price: format.sek(price) })
        : format.sek(price);
      modal.confirm({
        title,
        content: [t("billing.confirmPrice", { price: priceText }), t("billing.confirmVat"), note].filter(Boolean).join(" "),
        okText,
        cancelText: t("billing.confirmBack"),
        okButtonProps: { danger: !!danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
