import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  ChoiceGroup,
  takeRedirect,
  useErrorText,
  useLink,
  useRegistrationOpen,
  useSession,
  useTranslation,
  type Registration,
} from "../../kernel";
import { AuthCard } from "./AuthCard";
import { Notice, SubmitButton, TextField } from "./PlainFields";
import { rules, usePlainForm } from "./plain-form";

// A plain page (see the route in index.ts): it shows before refine and antd have loaded, so its
// forms are plain markup in antd's look and send the session machine the events refine's auth
// provider would send it. What they show (errors, the two-factor step, progress) is the machine's
// state.

function CodeStep() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const form = usePlainForm({ code: [rules.required(t("twoFactor.codeRequired"))] }, session.refusal);
  return (
    <form name="two-factor" noValidate onSubmit={form.onSubmit(({ code }) => session.verifyTwoFactor(code.trim()))}>
      <Notice kind="info">{t("twoFactor.prompt")}</Notice>
      {session.error && !form.refusedAtField && <Notice kind="error">{errorText(session.error)}</Notice>}
      <TextField field={form.field("code")} label={t("twoFactor.code")} autoComplete="one-time-code" autoFocus placeholder="123456" />
      <SubmitButton busy={session.status === "verifyingTwoFactor"}>{t("twoFactor.verify")}</SubmitButton>
      <button
        type="button"
        className="fx-button fx-button-link fx-button-block"
        onClick={() => session.cancelTwoFactor()}
        style={{ marginTop: 8 }}
      >
        {t("twoFactor.back")}
      </button>
    </form>
  );
}

function SignInForm() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const form = usePlainForm(
    {
      email: [rules.required(t("emailRequired")), rules.email(t("emailRequired"))],
      password: [rules.required(t("passwordRequired"))],
    },
    session.refusal,
  );
  return (
    <form name="sign-in" noValidate onSubmit={form.onSubmit((credentials) => session.login(credentials))}>
      {session.endedBy === "expired" && !session.error && <Notice kind="info">{t("sessionExpired")}</Notice>}
      {session.error && !form.refusedAtField && <Notice kind="error">{errorText(session.error)}</Notice>}
      <TextField field={form.field("email")} label={t("email")} type="email" autoComplete="username" autoFocus />
      <TextField field={form.field("password")} label={t("password")} type="password" autoComplete="current-password" />
      <SubmitButton busy={session.status === "signingIn"}>{t("signIn")}</SubmitButton>
      <div style={{ textAlign: "center", marginTop: 12 }}>
        <Link to="/reset-password">{t("forgotPassword")}</Link>
      </div>
    </form>
  );
}

function RegisterForm() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const session = useSession();
  const form = usePlainForm(
    {
      companyName: [rules.required(t("register.companyRequired")), rules.minLength(2, t("register.companyRequired"))],
      firstName: [rules.required(t("register.nameRequired"))],
      lastName: [rules.required(t("register.nameRequired"))],
      email: [rules.required(t("emailRequired")), rules.email(t("emailRequired"))],
      password: [rules.required(t("passwordTooShort")), rules.minLength(12, t("passwordTooShort"))],
    },
    session.refusal,
  );
  return (
    <form name="register" noValidate onSubmit={form.onSubmit((registration: Registration) => session.register(registration))}>
      {session.error && !form.refusedAtField && <Notice kind="error">{errorText(session.error)}</Notice>}
      <TextField field={form.field("companyName")} label={t("register.companyName")} autoComplete="organization" />
      <div className="fx-form-row">
        <TextField field={form.field("firstName")} label={t("register.firstName")} autoComplete="given-name" />
        <TextField field={form.field("lastName")} label={t("register.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={form.field("email")} label={t("email")} type="email" autoComplete="email" />
      <TextField
        field={form.field("password")}
        label={t("password")}
        hint={t("passwordHint")}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton busy={session.status === "registering"}>{t("register.submit")}</SubmitButton>
    </form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const session = useSession();
  const navigate = useNavigate();
  const link = useLink();
  const [tab, setTab] = useState("signin");
  const registrationOpen = useRegistrationOpen();

  useEffect(() => {
    if (session.status !== "authenticated") return;
    navigate(tab === "register" ? link("setup.page") : takeRedirect("/"), { replace: true });
  }, [session.status, tab, navigate, link]);

  const twoFactor = session.status === "twoFactor" || session.status === "verifyingTwoFactor";
  if (twoFactor) {
    return (
      <AuthCard title={t("twoFactor.title")}>
        <CodeStep />
      </AuthCard>
    );
  }
  // The choice appears when the server says registration is open; the sign-in form keeps its
  // place in the tree meanwhile, so nothing typed into it is lost.
  return (
    <AuthCard title={tab === "register" ? t("register.title") : t("title")}>
      {registrationOpen && (
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
