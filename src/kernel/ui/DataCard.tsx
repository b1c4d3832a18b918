import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../errors/error-text";
import { moduleRequired } from "../upgrade/module-required";
import { UpgradeCard } from "../upgrade/UpgradeCard";

export interface DataCardProps {
  title: ReactNode;
  extra?: ReactNode;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** True when the answer holds nothing to show. */
  empty?: boolean;
  emptyText?: string;
  /** The skeleton's shape while loading. */
  skeleton?: "list" | "chart" | "card";
  children?: ReactNode;
}

/**
 * A card with the three states every data block has: loading skeleton, error with retry, empty.
 * A feature the company lacks the module for (403 MODULE_REQUIRED) shows the upgrade card instead.
 */
export function DataCard({ title, extra, loading, error, onRetry, empty, emptyText, skeleton = "list", children }: DataCardProps) {
  const { t } = useTranslation("common");
  let body: ReactNode = children;
  if (loading) {
    body =
      skeleton === "chart" ? (
        <Skeleton.Node active style={{ width: "100%", height: 280 }} />
      ) : (
        <Skeleton active paragraph={{ rows: skeleton === "card" ? 1 : 5 }} title={skeleton !== "card"} />
      );
  } else if (moduleRequired(error)) {
    body = <UpgradeCard module={moduleRequired(error)!} />;
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t("data.error")}
        description={errorText(t, error)}
        action={
          onRetry && (
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t("data.retry")}
            </Button>
          )
        }
      />
    );
  } else if (empty) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t("data.empty")} />;
  }
  return (
    <Card title={title} extra={extra} className="fx-data-card" aria-busy={loading}>
      {body}
    </Card>
  );
}
