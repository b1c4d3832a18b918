import { App, Button, Grid, Space, Table, Tag } from "antd";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { BreakableEmail, RoleTag, InviteButton } from "./MembersTab";
import { useOrgChange, useOrgRead, type Invitation, type OrgScope, type Role } from "./org-api";
import { apiRead } from "../../../contracts";

const INVITATIONS = "organizations/me/invitations";

/** ?tab=invitations: pending invitations with their expiry; send again (a new link) or cancel. */
export function InvitationsTab({ scope }: { scope: OrgScope }) {
  // The app's own modal (not the static one): it follows the theme (reduced motion) and the language.
  const { modal } = App.useApp();
  const { t } = useTranslation("company");
  const format = useFormat();
  const invitations = dataQuery(useOrgRead(apiRead("organizations/me/invitations"), scope));
  const change = useOrgChange(scope);
  const cancel = (invitation: Invitation) =>
    modal.confirm({
      title: t("org.cancelInviteTitle", { email: invitation.email }),
      content: t("org.cancelInviteText"),
      okText: t("org.cancelInvite"),
      okButtonProps: { danger: true },
      cancelText: t("org.keep"),
      onOk: () => change.run({ url: `${INVITATIONS}/${invitation.id}`, method: "delete", done: "org.inviteCancelled" }),
    });
  const resend = (invitation: Invitation) =>
    void change.run({
      url: "organizations/me/members/invite",
      method: "post",
      values: { email: invitation.email, role: invitation.role },
      done: "org.invited",
      doneText: t("org.resentText", { email: invitation.email }),
    });
  const phone = Grid.useBreakpoint().sm === false;
  const expires = (invitation: Invitation) =>
    invitation.expired ? <Tag color="#a8071a">{t("org.expired")}</Tag> : format.dateTime(invitation.expiresAt);
  const actions = (invitation: Invitation) => (
    <Space wrap>
      <Button size="small" onClick={() => resend(invitation)} disabled={change.isPending}>
        {t("org.resend")}
      </Button>
      <Button size="small" danger onClick={() => cancel(invitation)}>
        {t("org.cancelInvite")}
      </Button>
    </Space>
  );
  return (
    <DataCard
      title={t("org.pendingInvitations")}
      extra={<InviteButton scope={scope} />}
      loading={invitations.isPending}
      error={invitations.error}
      onRetry={() => void invitations.refetch()}
      empty={invitations.data?.items.length === 0}
      emptyText={t("org.noInvitations")}
    >
      {invitations.data && (
        <Table<Invitation>
          size="middle"
          rowKey="id"
          pagination={false}
          scroll={phone ? undefined : { x: true }}
          dataSource={invitations.data.items}
          columns={[
            {
              title: t("org.email"),
              key: "email",
              render: (_, invitation) => (
                <div>
                  <BreakableEmail email={invitation.email} />
                  {phone && (
                    <div className="fx-member-phone">
                      <RoleTag role={invitation.role} />
                      {expires(invitation)}
                      {actions(invitation)}
                    </div>
                  )}
                </div>
              ),
            },
            // On a phone the role, expiry and actions go under the address (MembersTab does the same).
            { title: t("org.role"), dataIndex: "role", responsive: ["sm"], render: (role: Role) => <RoleTag role={role} /> },
            {
              title: t("org.invitedBy"),
              key: "invitedBy",
              responsive: ["md"],
              render: (_, invitation) => invitation.invitedBy?.name ?? "–",
            },
            { title: t("org.expires"), key: "expires", responsive: ["sm"], render: (_, invitation) => expires(invitation) },
            {
              title: <span className="fx-visually-hidden">{t("org.actions")}</span>,
              key: "actions",
              responsive: ["sm"],
              render: (_, invitation) => actions(invitation),
            },
          ]}
        />
      )}
    </DataCard>
  );
}
