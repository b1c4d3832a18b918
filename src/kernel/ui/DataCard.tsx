import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Skeleton } from "antd";
import { lazy, Suspense, useDeferredValue, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../errors/error-text";
import { moduleRequired } from "../upgrade/module-required";

// Shown only where the company lacks a module: its code (antd's Result) loads when it is.
const UpgradeCard = lazy(() => import("../upgrade/UpgradeCard").then((module) => ({ default: module.UpgradeCard })));

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
  /** A chart skeleton's height: the content's, so nothing below moves when the chart arrives. */
  skeletonHeight?: number;
  children?: ReactNode;
}

/**
 * A card with the three states every data block has: loading skeleton, error with retry, empty.
 * A feature the company lacks the module for (403 MODULE_REQUIRED) shows the upgrade card instead.
 * The card is plain markup in antd's look (`fx-card`): antd's Card imports Tabs, and with it a
 * menu and a dropdown, which a page of cards would download before its first paint.
 *
 * When the data arrives, the card keeps its skeleton for the render the query's update forces to
 * finish in one go (TanStack Query's store updates are synchronous), and draws its content in a
 * following render React may interrupt: a table or a chart then does not block the page on a slow
 * phone while it is built.
 */
export function DataCard(props: DataCardProps) {
  const { title, extra, loading, error, onRetry, empty, emptyText, skeleton = "list", skeletonHeight = 280, children } = props;
  const { t } = useTranslation("common");
  const stillLoading = useDeferredValue(loading);
  const showsSkeleton = loading || stillLoading;
  let body: ReactNode = children;
  if (showsSkeleton) {
    body =
      skeleton === "chart" ? (
        <Skeleton.Node active style={{ width: "100%", height: skeletonHeight }} />
      ) : (
        <Skeleton active paragraph={{ rows: skeleton === "card" ? 1 : 5 }} title={skeleton !== "card"} />
      );
  } else if (moduleRequired(error)) {
    body = (
      <Suspense fallback={<Skeleton active />}>
        <UpgradeCard module={moduleRequired(error)!} />
      </Suspense>
    );
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
    <section className="fx-card fx-data-card" aria-busy={showsSkeleton}>
      <div className="fx-card-head">
        <div className="fx-card-title">{title}</div>
        {extra && <div className="fx-card-extra">{extra}</div>}
      </div>
      <div className="fx-card-body">{body}</div>
    </section>
  );
}
