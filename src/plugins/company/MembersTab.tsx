import { Alert, App, Button, Card, Form, Grid, Input, Modal, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import {
  currentLanguage,
  DataCard,
  dataQuery,
  useFieldErrors,
  useAccess,
  useFormat,
  useIdentity,
  useRoleCheck,
  useTranslation,
  type Language,
} from "../../kernel";
import { fullName, ROLE_COLOURS, ROLE_ORDER, useOrgChange, useOrgRead, type Member, type OrgScope, type Role } from "./org-api";
import { apiRead } from "../../../contracts";

const MEMBERS = "organizations/me/members";

/** The roles the signed-in user may hand out: their own and below. */
function useGrantableRoles(): Role[] {
  const holds = useRoleCheck();
  return ROLE_ORDER.filter((role) => holds(role));
}

/** An address that wraps, if it must, after its "@" and at its dots — never in the middle of a word. */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="fx-email">
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </span>
  );
}

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation("common");
  return <Tag color={ROLE_COLOURS[role]}>{t(`roles.${role}`)}</Tag>;
}

interface InviteValues {
  email: string;
  role: Role;
  language: Language;
}

/** The invite dialog: address, role (no higher than yours) and the mail's language. */
export function InviteButton({ scope }: { scope: OrgScope }) {
  const { t, i18n } = useTranslation("company");
  const { t: common } = useTranslation("common");
  const roles = useGrantableRoles();
  const change = useOrgChange(scope);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<InviteValues>();
  const showFieldError = useFieldErrors(form, ["email", "role", "language"]);
  const send = async (values: InviteValues) => {
    const ok = await change.run({
      url: "organizations/me/members/invite",
      method: "post",
      values: { email: values.email.trim(), role: values.role, language: values.language },
      done: "org.invited",
      doneText: t("org.invitedText", { email: values.email.trim() }),
      showFieldError,
    });
    if (ok) {
      setOpen(false);
      form.resetFields();
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t("org.invite")}
      </Button>
      <Modal
        title={t("org.inviteTitle")}
        open={open}
        onCancel={() => setOpen(false)}
        okText={t("org.sendInvite")}
        cancelText={t("org.cancel")}
        onOk={() => form.submit()}
        confirmLoading={change.isPending}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("org.inviteText")}</Typography.Paragraph>
        <Form<InviteValues>
          form={form}
          name="invite"
          layout="vertical"
          requiredMark={false}
          initialValues={{ role: "company_user", language: currentLanguage(i18n) }}
          onFinish={(values) => void send(values)}
        >
          <Form.Item name="email" label={t("org.email")} rules={[{ required: true, type: "email", message: t("org.emailRequired") }]}>
            <Input type="email" autoComplete="off" autoFocus />
          </Form.Item>
          <Form.Item name="role" label={t("org.role")}>
            <Select options={roles.map((role) => ({ value: role, label: common(`roles.${role}`) }))} />
          </Form.Item>
          <Form.Item name="language" label={t("org.mailLanguage")}>
            <Select
              options={[
                { value: "sv", label: "Svenska" },
                { value: "en", label: "English" },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** ?tab=members (the default): who belongs to the company, with role changes and removal. */
export function MembersTab({ scope }: { scope: OrgScope }) {
  // The app's own modal (not the static one): it follows the theme (reduced motion) and the language.
  const { modal } = App.useApp();
  const { t } = useTranslation("company");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const user = useIdentity();
  const phone = Grid.useBreakpoint().sm === false;
  const roles = useGrantableRoles();
  const members = dataQuery(useOrgRead(apiRead("organizations/me/members"), scope));
  const change = useOrgChange(scope);
  const admins = members.data?.items.filter((m) => m.role === "company_admin").length ?? 0;

  const remove = (member: Member) =>
    modal.confirm({
      title: t("org.removeTitle", { name: fullName(member) }),
      content: t("org.removeText"),
      okText: t("org.remove"),
      okButtonProps: { danger: true },
      cancelText: t("org.cancel"),
      onOk: () => change.run({ url: `${MEMBERS}/${member.id}`, method: "delete", done: "org.removed" }),
    });

  const lastAdmin = (member: Member) => member.role === "company_admin" && admins <= 1;
  const actions = (member: Member) => {
    const above = !roles.includes(member.role);
    return (
      <Space wrap>
        {!above && !lastAdmin(member) && (
          <Select<Role>
            aria-label={t("org.changeRoleOf", { name: fullName(member) })}
            size="small"
            value={member.role}
            disabled={change.isPending}
            style={{ minWidth: 150 }}
            onChange={(role) =>
              void change.run({
                url: `${MEMBERS}/${member.id}/role`,
                method: "put",
                values: { role },
                done: "org.roleChanged",
                doneText: t("org.roleChangedText", { name: fullName(member), role: common(`roles.${role}`) }),
              })
            }
            options={roles.map((role) => ({ value: role, label: common(`roles.${role}`) }))}
          />
        )}
        <Button
          size="small"
          danger
          disabled={above || lastAdmin(member)}
          title={lastAdmin(member) ? t("org.lastAdmin") : undefined}
          onClick={() => remove(member)}
        >
          {t("org.remove")}
        </Button>
      </Space>
    );
  };
  return (
    <DataCard
      title={t("org.members")}
      extra={<InviteButton scope={scope} />}
      loading={members.isPending}
      error={members.error}
      onRetry={() => void members.refetch()}
    >
      {members.data && (
        <Table<Member>
          size="middle"
          rowKey="id"
          pagination={false}
          scroll={phone ? undefined : { x: true }}
          dataSource={members.data.items}
          columns={[
            {
              title: t("org.name"),
              key: "name",
              render: (_, member) => (
                <div>
                  <div style={{ fontWeight: 500 }}>
                    {fullName(member)} {member.id === user?.id && <Tag>{t("org.you")}</Tag>}
                  </div>
                  <Typography.Text type="secondary">
                    <BreakableEmail email={member.email} />
                  </Typography.Text>
                  {phone && (
                    <div className="fx-member-phone">
                      <RoleTag role={member.role} />
                      {actions(member)}
                    </div>
                  )}
                </div>
              ),
            },
            // On a phone the role and the actions go under the name: three columns would break the addresses mid-word.
            { title: t("org.role"), dataIndex: "role", responsive: ["sm"], render: (role: Role) => <RoleTag role={role} /> },
            {
              title: t("org.lastActive"),
              dataIndex: "lastActiveAt",
              responsive: ["md"],
              render: (at: string | null) => (at ? format.dateTime(at) : "–"),
            },
            { title: t("org.joined"), dataIndex: "joinedAt", responsive: ["lg"], render: (at: string) => format.date(at) },
            {
              title: <span className="fx-visually-hidden">{t("org.actions")}</span>,
              key: "actions",
              responsive: ["sm"],
              render: (_, member) => actions(member),
            },
          ]}
        />
      )}
    </DataCard>
  );
}

/** What an operator without a company of their own, or a person without one, sees instead. */
export function NoOrganization() {
  const { t } = useTranslation("company");
  const operator = useAccess("super_admin").allowed;
  return (
    <Card>
      <Alert type="info" showIcon message={operator ? t("org.operatorNoCompany") : t("org.noCompany")} />
    </Card>
  );
}
