import { Button, Descriptions, Input, Modal, Tag } from "antd";
import { useState } from "react";
import { DataCard, useFormat, useTranslation } from "../../kernel";
import { useCancelPlan, useIncludedModules, type Subscription } from "./subscription-api";
import { STATUS_COLOURS } from "./status-colours";

interface PlanCardProps {
  subscription: Subscription | null;
  loading: boolean;
  changing: boolean;
  onChange(): void;
}

/** The plan the company has: tier, price, period, status; change or cancel it. */
export function PlanCard({ subscription, loading, changing, onChange }: PlanCardProps) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const cancel = useCancelPlan();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const end = subscription ? format.date(subscription.currentPeriodEnd) : "";
  const running = subscription && !subscription.cancelAtPeriodEnd;
  const included = useIncludedModules(subscription?.tier);
  return (
    <DataCard title={t("billing.plan")} loading={loading} empty={!subscription} emptyText={t("billing.noPlan")}>
      {subscription && (
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="current-plan">
          <Descriptions.Item label={t("billing.plan")}>
            <strong style={{ marginInlineEnd: 8 }}>{t(`tiers.${subscription.tier}`, { defaultValue: subscription.tier })}</strong>
            <Tag color={STATUS_COLOURS[subscription.status]}>{t(`billing.status.${subscription.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("billing.price")}>
            {t(subscription.billingPeriod === "yearly" ? "billing.perYear" : "billing.perMonth", { price: format.sek(subscription.price) })}
          </Descriptions.Item>
          <Descriptions.Item label={t("billing.renewal")}>
            {subscription.cancelAtPeriodEnd ? t("billing.endsOn", { date: end }) : t("billing.renews", { date: end })}
          </Descriptions.Item>
          <Descriptions.Item label={t("billing.currentPeriod")}>
            {t("billing.periodOf", { start: format.date(subscription.currentPeriodStart), end })}
          </Descriptions.Item>
          <Descriptions.Item label={t("billing.included")}>
            {included.length
              ? included.map((type) => t(`moduleTypes.${type}`, { defaultValue: type })).join(", ")
              : t("billing.noneIncluded")}
          </Descriptions.Item>
        </Descriptions>
      )}
      {running && (
        <div style={{ display: "flex", gap: 8, flexWrap: "wrap", marginTop: 16 }}>
          <Button onClick={onChange} aria-expanded={changing}>
            {t("billing.changePlan")}
          </Button>
          <Button danger onClick={() => setConfirming(true)}>
            {t("billing.cancelPlan")}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        title={t("billing.cancelTitle")}
        okText={t("billing.cancelConfirm")}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        cancelText={t("billing.keep")}
        onCancel={() => setConfirming(false)}
        onOk={() => cancel.mutate(reason.trim(), { onSettled: () => setConfirming(false) })}
      >
        {subscription && (
          <p>
            {t("billing.cancelPrice", {
              plan: t(`tiers.${subscription.tier}`, { defaultValue: subscription.tier }),
              price: t(subscription.billingPeriod === "yearly" ? "billing.perYear" : "billing.perMonth", {
                price: format.sek(subscription.price),
              }),
            })}
          </p>
        )}
        <p>{t("billing.cancelText", { date: end })}</p>
        <Input.TextArea
          aria-label={t("billing.cancelReason")}
          placeholder={t("billing.cancelReason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
          rows={3}
        />
      </Modal>
    </DataCard>
  );
}
