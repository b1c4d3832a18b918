import { Button, List, Popconfirm, Progress, Tag, Typography } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import type { WeeklyRankingList } from "./api";

/** The lists of the week: published or own, and how far an import has come (or why it failed). */
export function WeeklyLists({ lists, onDelete }: { lists: WeeklyRankingList[]; onDelete: (list: WeeklyRankingList) => void }) {
  const { t } = useTranslation("weekly-rankings");
  const format = useFormat();
  return (
    <List
      size="small"
      dataSource={lists}
      data-testid="weekly-lists"
      renderItem={(list) => (
        <List.Item
          data-testid="weekly-list"
          actions={
            list.source === "own" && list.status !== "processing"
              ? [
                  <Popconfirm
                    key="delete"
                    title={t("lists.deleteConfirm", { title: list.title })}
                    okText={t("lists.delete")}
                    cancelText={t("upload.cancel")}
                    onConfirm={() => onDelete(list)}
                  >
                    <Button size="small" type="link" danger>
                      {t("lists.delete")}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <span>
                {list.title} <Tag>{t(`lists.${list.source}`)}</Tag>
              </span>
            }
            description={
              list.status === "processing" ? (
                <div data-testid="weekly-list-progress">
                  <Progress
                    percent={Math.round(list.progress * 100)}
                    size="small"
                    style={{ maxWidth: 320 }}
                    aria-label={t("lists.processing")}
                  />
                  <Typography.Text type="secondary">{t("lists.processing")}</Typography.Text>
                </div>
              ) : list.status === "failed" ? (
                <Typography.Text type="danger" data-testid="weekly-list-failed">
                  {t("lists.failed", {
                    reason: t(`lists.errors.${list.errorCode ?? "UNREADABLE"}`, { defaultValue: t("lists.errors.UNREADABLE") }),
                  })}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" data-testid="weekly-list-summary">
                  {t("lists.summary", {
                    rows: format.number(list.rowCount),
                    matched: format.number(list.matched),
                    ambiguous: format.number(list.ambiguous),
                    unmatched: format.number(list.unmatched),
                  })}
                  {list.skipped.length > 0 && ` ${t("lists.skipped", { count: list.skipped.length })}`}
                </Typography.Text>
              )
            }
          />
        </List.Item>
      )}
    />
  );
}
