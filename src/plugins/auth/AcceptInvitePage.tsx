import { useOne } from "@refinedev/core";
import { Alert, Button, Descriptions, Form, Input, Result, Spin } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { InvitationPreview } from "../../../contracts";
import {
  ButtonLink,
  serverErrorCode,
  useErrorText,
  useFormat,
  useServerFieldError,
  useSession,
  useTranslation,
  type InvitationAcceptance,
} from "../../kernel";
import { AuthCard } from "./AuthCard";

/** The refusals a link can meet, each with its own sentence. */
const REFUSALS = ["INVITATION_USED", "INVITATION_EXPIRED", "INVITATION_CANCELLED", "INVITATION_REPLACED", "INVITATION_NOT_FOUND"] as const;

const ACCEPT_FIELDS = ["firstName", "lastName", "password", "twoFactorCode"] as const;

interface AcceptValues {
  firstName?: string;
  lastName?: string;
  password: string;
  twoFactorCode?: string;
}

function Refused({ code }: { code: string | undefined }) {
  const { t } = useTranslation("auth");
  const known = REFUSALS.find((refusal) => refusal === code) ?? "INVITATION_NOT_FOUND";
  return (
    <Result
      status="warning"
      title={t(`invite.refused.${known}.title`)}
      subTitle={t(`invite.refused.${known}.text`)}
      extra={<ButtonLink to="/login">{t("backToLogin")}</ButtonLink>}
      style={{ padding: 0 }}
    />
  );
}

/**
 * /accept-invite?token=…: who invites to which company with which role; a new account's names
 * and password, or an existing account's password; then signed in on the dashboard.
 */
export default function AcceptInvitePage() {
  const { t } = useTranslation("auth");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const errorText = useErrorText();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [submitted, setSubmitted] = useState(false);
  const [wasSignedIn] = useState(() => session.status === "authenticated");
  const [form] = Form.useForm<AcceptValues>();
  const atField = useServerFieldError(form, submitted ? session.refusal : null, ACCEPT_FIELDS);
  const { query } = useOne<InvitationPreview>({
    resource: "invitations",
    id: token,
    queryOptions: { enabled: token.length > 0, retry: false },
  });

  useEffect(() => {
    if (submitted && session.status === "authenticated") navigate("/", { replace: true });
  }, [submitted, session.status, navigate]);

  if (!token) {
    return (
      <AuthCard title={t("invite.title")}>
        <Refused code="INVITATION_NOT_FOUND" />
      </AuthCard>
    );
  }
  if (query.isPending) {
    return (
      <AuthCard title={t("invite.title")}>
        <Spin />
      </AuthCard>
    );
  }
  if (query.isError || !query.data) {
    const code = serverErrorCode(query.error);
    return (
      <AuthCard title={t("invite.title")}>
        {code ? <Refused code={code} /> : <Alert type="error" showIcon role="alert" message={errorText(query.error)} />}
      </AuthCard>
    );
  }
  const invitation = query.data.data;
  const existing = invitation.accountExists;
  const accepting = session.status === "acceptingInvitation";
  const signedInElsewhere = wasSignedIn && !submitted && session.status === "authenticated";
  const accept = (values: AcceptValues) => {
    setSubmitted(true);
    const acceptance: InvitationAcceptance = {
      token,
      password: values.password,
      ...(existing
        ? values.twoFactorCode
          ? { twoFactorCode: values.twoFactorCode.trim() }
          : {}
        : { firstName: values.firstName?.trim() ?? "", lastName: values.lastName?.trim() ?? "" }),
    };
    session.acceptInvitation(acceptance);
  };
  return (
    <AuthCard title={t("invite.title")}>
      <p style={{ marginTop: 0 }}>
        {invitation.inviter
          ? t("invite.intro", { inviter: invitation.inviter.name, company: invitation.company.name })
          : t("invite.introNoInviter", { company: invitation.company.name })}
      </p>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: "company", label: t("invite.company"), children: invitation.company.name },
          { key: "role", label: t("invite.role"), children: common(`roles.${invitation.role}`) },
          { key: "email", label: t("email"), children: invitation.email },
          { key: "expires", label: t("invite.expires"), children: format.dateTime(invitation.expiresAt) },
        ]}
      />
      {signedInElsewhere ? (
        <Alert
          type="info"
          showIcon
          message={t("invite.signedIn", { email: session.user?.email ?? "" })}
          action={
            <Button size="small" onClick={() => session.logout()}>
              {common("userMenu.signOut")}
            </Button>
          }
        />
      ) : (
        <Form<AcceptValues> form={form} name="accept-invite" layout="vertical" requiredMark={false} onFinish={accept}>
          {existing && <Alert type="info" showIcon message={t("invite.existingAccount")} style={{ marginBottom: 16 }} />}
          {session.error && submitted && !atField && (
            <Alert type="error" showIcon role="alert" message={errorText(session.error)} style={{ marginBottom: 16 }} />
          )}
          {!existing && (
            <div style={{ display: "flex", gap: 12 }}>
              <Form.Item
                name="firstName"
                label={t("register.firstName")}
                rules={[{ required: true, whitespace: true, message: t("register.nameRequired") }]}
                style={{ flex: 1 }}
              >
                <Input autoComplete="given-name" autoFocus />
              </Form.Item>
              <Form.Item
                name="lastName"
                label={t("register.lastName")}
                rules={[{ required: true, whitespace: true, message: t("register.nameRequired") }]}
                style={{ flex: 1 }}
              >
                <Input autoComplete="family-name" />
              </Form.Item>
            </div>
          )}
          <Form.Item
            name="password"
            label={existing ? t("password") : t("invite.choosePassword")}
            extra={existing ? undefined : t("passwordHint")}
            rules={
              existing
                ? [{ required: true, message: t("passwordRequired") }]
                : [{ required: true, min: 12, message: t("passwordTooShort") }]
            }
          >
            <Input.Password autoComplete={existing ? "current-password" : "new-password"} autoFocus={existing} />
          </Form.Item>
          {existing && (
            <Form.Item name="twoFactorCode" label={t("invite.twoFactorCode")} extra={t("invite.twoFactorHint")}>
              <Input autoComplete="one-time-code" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={accepting}>
            {existing ? t("invite.join") : t("invite.accept")}
          </Button>
          <div style={{ textAlign: "center", marginTop: 12 }}>
            <Link to="/login">{t("backToLogin")}</Link>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
