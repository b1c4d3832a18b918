import { useCustomMutation } from "@refinedev/core";
import { App, Button, Card, Empty, Input, List, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { apiRead, type MarketSupplier, type SupplierClaim } from "../../../contracts";
import {
  dataQuery,
  toast,
  useAccess,
  useErrorText,
  useFormat,
  useInvalidatePaths,
  useSelectedCompany,
  useTranslation,
  useApiRead,
} from "../../kernel";

const COLOURS = { pending: "#874d00", approved: "#237804", refused: "#a8071a" } as const;

/** Step 2: the company's supplier names, its claims, and a search of the market's names to claim. */
export function SuppliersStep() {
  const { t } = useTranslation("setup");
  const { modal } = App.useApp();
  const format = useFormat();
  const errorText = useErrorText("setup");
  const admin = useAccess("company_admin", "setup").allowed;
  const invalidate = useInvalidatePaths();
  const [q, setQ] = useState("");
  const status = dataQuery(useApiRead(apiRead("setup")).query);
  const found = dataQuery(useApiRead(apiRead("setup/suppliers"), { query: { limit: 10, ...(q ? { q } : {}) } }).query);
  const { mutation } = useCustomMutation();
  // An approval since the header's list of companies was read: read it again, so every page counts the new products.
  const company = useSelectedCompany();
  const linked = status.data?.suppliers.length;
  useEffect(() => {
    if (company && linked !== undefined && company.suppliers.length !== linked) void invalidate("companies");
  }, [company, linked, invalidate]);

  const claim = (name: string) =>
    modal.confirm({
      title: t("suppliers.claimTitle", { name }),
      content: t("suppliers.claimText"),
      okText: t("suppliers.claim"),
      cancelText: t("confirm.cancel"),
      onOk: async () => {
        try {
          await mutation.mutateAsync({ url: "setup/claims", method: "post", values: { supplierName: name } });
          toast({ title: t("suppliers.claimed"), variant: "success" });
        } catch (error) {
          toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
        } finally {
          await invalidate("setup");
        }
      },
    });

  const claims = status.data?.claims ?? [];
  const pendingOrMine = new Set([
    ...(status.data?.suppliers ?? []),
    ...claims.filter((c) => c.status === "pending").map((c) => c.supplierName),
  ]);
  return (
    <Card title={t("suppliers.title")}>
      <Typography.Paragraph type="secondary">{t("suppliers.intro")}</Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t("suppliers.yours")}
      </Typography.Title>
      {status.data && status.data.suppliers.length === 0 ? (
        <Typography.Paragraph>{t("suppliers.none")}</Typography.Paragraph>
      ) : (
        <Space wrap style={{ marginBottom: 12 }}>
          {status.data?.suppliers.map((name) => (
            <Tag color="#237804" key={name}>
              {name}
            </Tag>
          ))}
        </Space>
      )}
      {claims.length > 0 && (
        <List<SupplierClaim>
          size="small"
          header={<strong>{t("suppliers.claims")}</strong>}
          dataSource={claims}
          renderItem={(c) => (
            <List.Item data-testid="setup-claim">
              <Space direction="vertical" size={0}>
                <span>
                  {c.supplierName} <Tag color={COLOURS[c.status]}>{t(`status.${c.status}`)}</Tag>
                </span>
                <Typography.Text type="secondary">
                  {format.dateTime(c.decidedAt ?? c.requestedAt)}
                  {c.reason ? ` · ${t("suppliers.reason", { reason: c.reason })}` : ""}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      {admin ? (
        <>
          <Input.Search
            aria-label={t("suppliers.search")}
            placeholder={t("suppliers.search")}
            allowClear
            onSearch={(value) => setQ(value.trim())}
            style={{ margin: "16px 0 8px", maxWidth: 420 }}
          />
          <List<MarketSupplier>
            size="small"
            loading={found.isPending}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("suppliers.noMatch")} /> }}
            dataSource={found.data ?? []}
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Button
                    key="claim"
                    size="small"
                    disabled={pendingOrMine.has(s.name)}
                    onClick={() => claim(s.name)}
                    aria-label={`${t("suppliers.claim")} ${s.name}`}
                  >
                    {t("suppliers.claim")}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={s.name} description={t("suppliers.products", { count: s.products })} />
              </List.Item>
            )}
          />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{t("suppliers.adminOnly")}</Typography.Paragraph>
      )}
    </Card>
  );
}
