import { Card, Table, Tag, Typography } from "antd";
import { apiRead } from "../../../contracts";
import { dataQuery, useTranslation, useApiRead } from "../../kernel";

export function ActivityCard() {
  const { t, i18n } = useTranslation("profile");
  const activity = dataQuery(useApiRead(apiRead("users/me/activity")).query);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language === "sv" ? "sv-SE" : "en-GB");
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("activity.title")}</h2>} loading={activity.isPending}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t("activity.sessions")}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={activity.data?.sessions ?? []}
        columns={[
          { title: t("activity.started"), dataIndex: "createdAt", render: when },
          { title: t("activity.lastSeen"), dataIndex: "lastSeenAt", render: when },
          { title: t("activity.browser"), dataIndex: "browser", responsive: ["sm"] },
          { title: t("activity.ip"), dataIndex: "ip", responsive: ["md"] },
          {
            title: <span className="fx-visually-hidden">{t("activity.thisSession")}</span>,
            dataIndex: "current",
            render: (current: boolean) => (current ? <Tag color="blue">{t("activity.thisSession")}</Tag> : null),
          },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t("activity.signIns")}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(row) => `${row.at}-${row.ip}`}
        pagination={false}
        scroll={{ x: true }}
        dataSource={activity.data?.signIns ?? []}
        columns={[
          { title: t("activity.time"), dataIndex: "at", render: when },
          {
            title: t("activity.result"),
            dataIndex: "success",
            render: (ok: boolean) => <Tag color={ok ? "#237804" : "#a8071a"}>{ok ? t("activity.success") : t("activity.failure")}</Tag>,
          },
          { title: t("activity.browser"), dataIndex: "browser", responsive: ["sm"] },
          { title: t("activity.ip"), dataIndex: "ip", responsive: ["md"] },
        ]}
      />
    </Card>
  );
}
