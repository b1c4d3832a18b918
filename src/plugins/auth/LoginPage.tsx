import { useCustom, useLogin, useRegister } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  ChoiceGroup,
  takeRedirect,
  useLink,
  useErrorText,
  useServerFieldError,
  useSession,
  useTranslation,
  type LoginParams,
  type Registration,
} from "../../kernel";
import { AuthCard } from "./AuthCard";

interface SignInValues {
  email: string;
  password: string;
}

type RegisterValues = Registration;
const REGISTER_FIELDS = ["companyName", "firstName", "lastName", "email", "password"] as const;

// The forms send through refine's auth hooks; what they show (errors, the two-factor step,
// progress) is the session machine's state, which the auth provider drives.

function CodeStep() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const { mutate: login } = useLogin<LoginParams>();
  const [form] = Form.useForm<{ code: string }>();
  const atField = useServerFieldError(form, session.refusal, ["code"]);
  return (
    <Form
      form={form}
      name="two-factor"
      layout="vertical"
      onFinish={({ code }: { code: string }) => login({ twoFactorCode: code.trim() })}
      requiredMark={false}
    >
      <Alert type="info" showIcon message={t("twoFactor.prompt")} style={{ marginBottom: 16 }} />
      {session.error && !atField && (
        <Alert type="error" showIcon message={errorText(session.error)} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form.Item name="code" label={t("twoFactor.code")} rules={[{ required: true, message: t("twoFactor.codeRequired") }]}>
        <Input autoComplete="one-time-code" autoFocus inputMode="text" placeholder="123456" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.status === "verifyingTwoFactor"}>
        {t("twoFactor.verify")}
      </Button>
      <Button type="link" block onClick={() => session.cancelTwoFactor()} style={{ marginTop: 8 }}>
        {t("twoFactor.back")}
      </Button>
    </Form>
  );
}

function SignInForm() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const { mutate: login } = useLogin<LoginParams>();
  const [form] = Form.useForm<SignInValues>();
  const atField = useServerFieldError(form, session.refusal, ["email", "password"]);
  return (
    <Form<SignInValues> form={form} name="sign-in" layout="vertical" onFinish={(values) => login(values)} requiredMark={false}>
      {session.endedBy === "expired" && !session.error && (
        <Alert type="info" showIcon message={t("sessionExpired")} style={{ marginBottom: 16 }} />
      )}
      {session.error && !atField && (
        <Alert type="error" showIcon message={errorText(session.error)} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form.Item name="email" label={t("email")} rules={[{ required: true, type: "email", message: t("emailRequired") }]}>
        <Input autoComplete="username" type="email" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t("password")} rules={[{ required: true, message: t("passwordRequired") }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.status === "signingIn"}>
        {t("signIn")}
      </Button>
      <div style={{ textAlign: "center", marginTop: 12 }}>
        <Link to="/reset-password">{t("forgotPassword")}</Link>
      </div>
    </Form>
  );
}

function RegisterForm() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const { mutate: register } = useRegister<RegisterValues>();
  const [form] = Form.useForm<RegisterValues>();
  const atField = useServerFieldError(form, session.refusal, REGISTER_FIELDS);
  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" onFinish={(values) => register(values)} requiredMark={false}>
      {session.error && !atField && (
        <Alert type="error" showIcon message={errorText(session.error)} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form.Item
        name="companyName"
        label={t("register.companyName")}
        rules={[{ required: true, min: 2, message: t("register.companyRequired") }]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <div style={{ display: "flex", gap: 12 }}>
        <Form.Item
          name="firstName"
          label={t("register.firstName")}
          rules={[{ required: true, message: t("register.nameRequired") }]}
          style={{ flex: 1 }}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={t("register.lastName")}
          rules={[{ required: true, message: t("register.nameRequired") }]}
          style={{ flex: 1 }}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t("email")} rules={[{ required: true, type: "email", message: t("emailRequired") }]}>
        <Input autoComplete="email" type="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("password")}
        extra={t("passwordHint")}
        rules={[{ required: true, min: 12, message: t("passwordTooShort") }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.status === "registering"}>
        {t("register.submit")}
      </Button>
    </Form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const session = useSession();
  const navigate = useNavigate();
  const link = useLink();
  const [tab, setTab] = useState("signin");
  const { query: options } = useCustom<{ registrationOpen: boolean }>({ url: "auth/options", method: "get" });

  useEffect(() => {
    if (session.status !== "authenticated") return;
    navigate(tab === "register" ? link("setup.page") : takeRedirect("/"), { replace: true });
  }, [session.status, tab, navigate, link]);

  const twoFactor = session.status === "twoFactor" || session.status === "verifyingTwoFactor";
  if (twoFactor) {
    return (
      <AuthCard standalone title={t("twoFactor.title")}>
        <CodeStep />
      </AuthCard>
    );
  }
  // The choice appears when the server says registration is open; the sign-in form keeps its
  // place in the tree meanwhile, so nothing typed into it is lost.
  return (
    <AuthCard standalone title={tab === "register" ? t("register.title") : t("title")}>
      {options.data?.data.registrationOpen && (
        <ChoiceGroup
          block
          value={tab}
          onChange={(value) => setTab(String(value))}
          options={[
            { value: "signin", label: t("signIn") },
            { value: "register", label: t("register.tab") },
          ]}
          style={{ marginBottom: 16 }}
        />
      )}
      {tab === "register" ? <RegisterForm /> : <SignInForm />}
    </AuthCard>
  );
}
