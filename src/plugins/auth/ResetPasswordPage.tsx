import { useCustom, useForgotPassword, useUpdatePassword, type AuthActionResponse } from "@refinedev/core";
import { Alert, Button, Form, Input, Result, Spin } from "antd";
import { Link, useSearchParams } from "react-router";
import { serverErrorCode, useErrorText, useServerFieldError, useTranslation, type UpdatePasswordParams } from "../../kernel";
import { AuthCard } from "./AuthCard";

/** The auth provider answers `{ success, error }`; a thrown error counts as a failure too. */
function outcome(action: { data?: AuthActionResponse; isError: boolean; error: unknown }) {
  return {
    done: action.data?.success === true,
    failure: action.isError ? action.error : action.data?.success === false ? (action.data.error ?? null) : null,
  };
}

function RequestLink() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const request = useForgotPassword<{ email: string }>();
  const { done, failure } = outcome(request);
  const [form] = Form.useForm<{ email: string }>();
  const atField = useServerFieldError(form, failure, ["email"]);
  if (done) {
    return (
      <Result
        status="success"
        title={t("reset.sentTitle")}
        subTitle={t("reset.sentText")}
        extra={<Link to="/login">{t("backToLogin")}</Link>}
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={({ email }: { email: string }) => request.mutate({ email })} requiredMark={false}>
      <p>{t("reset.requestIntro")}</p>
      {failure !== null && !atField && (
        <Alert type="error" showIcon role="alert" message={errorText(failure)} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="email" label={t("email")} rules={[{ required: true, type: "email", message: t("emailRequired") }]}>
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={request.isPending}>
        {t("reset.send")}
      </Button>
      <div style={{ textAlign: "center", marginTop: 12 }}>
        <Link to="/login">{t("backToLogin")}</Link>
      </div>
    </Form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const { query: validity } = useCustom<{ valid: boolean }>({
    url: "auth/reset-password/validate",
    method: "post",
    config: { payload: { token } },
    meta: { sessionless: true },
    queryOptions: { retry: false },
  });
  const reset = useUpdatePassword<UpdatePasswordParams>();
  const { done, failure } = outcome(reset);
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const atField = useServerFieldError(form, failure, { newPassword: "password" });

  if (validity.isPending) return <Spin />;
  if (done) {
    return (
      <Result status="success" title={t("reset.doneTitle")} subTitle={t("reset.doneText")} extra={<Link to="/login">{t("signIn")}</Link>} />
    );
  }
  if (!validity.data?.data.valid) {
    return (
      <Result
        status="warning"
        title={t("reset.invalidTitle")}
        // A link whose token is malformed is as invalid as an expired one.
        subTitle={
          validity.isError && serverErrorCode(validity.error) !== "VALIDATION_FAILED" ? errorText(validity.error) : t("reset.invalidText")
        }
        extra={<Link to="/reset-password">{t("reset.requestAgain")}</Link>}
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={({ password }) => reset.mutate({ token, password })} requiredMark={false}>
      {failure !== null && !atField && (
        <Alert type="error" showIcon role="alert" message={errorText(failure)} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="password"
        label={t("reset.newPassword")}
        extra={t("passwordHint")}
        rules={[{ required: true, min: 12, message: t("passwordTooShort") }]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("reset.confirmPassword")}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("reset.confirmRequired") },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value === getFieldValue("password") ? Promise.resolve() : Promise.reject(new Error(t("reset.mismatch"))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t("reset.save")}
      </Button>
    </Form>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token");
  return <AuthCard title={t("reset.title")}>{token ? <ChooseNewPassword token={token} /> : <RequestLink />}</AuthCard>;
}
