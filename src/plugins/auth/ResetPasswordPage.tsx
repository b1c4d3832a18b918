import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Result, Spin } from "antd";
import { Link, useSearchParams } from "react-router";
import { errorMessage, useApi, useTranslation } from "../../kernel";
import { AuthCard } from "./AuthCard";
import { translateServerError } from "./server-errors";

function RequestLink() {
  const { t } = useTranslation("auth");
  const api = useApi();
  const request = useMutation({
    mutationFn: (email: string) => api.request("POST", "/auth/forgot-password", { body: { email }, sessionless: true }),
  });
  if (request.isSuccess) {
    return <Result status="success" title={t("reset.sentTitle")} subTitle={t("reset.sentText")} extra={<Link to="/login">{t("backToLogin")}</Link>} />;
  }
  return (
    <Form layout="vertical" onFinish={({ email }: { email: string }) => request.mutate(email)} requiredMark={false}>
      <p>{t("reset.requestIntro")}</p>
      {request.isError && <Alert type="error" showIcon role="alert" message={translateServerError(t, errorMessage(request.error))} style={{ marginBottom: 16 }} />}
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
  const api = useApi();
  const validity = useQuery({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => api.request<{ valid: boolean }>("POST", "/auth/reset-password/validate", { body: { token }, sessionless: true }),
    retry: false,
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      api.request("POST", "/auth/reset-password", { body: { token, newPassword }, sessionless: true }),
  });

  if (validity.isPending) return <Spin />;
  if (reset.isSuccess) {
    return <Result status="success" title={t("reset.doneTitle")} subTitle={t("reset.doneText")} extra={<Link to="/login">{t("signIn")}</Link>} />;
  }
  if (!validity.data?.valid) {
    return (
      <Result
        status="warning"
        title={t("reset.invalidTitle")}
        subTitle={validity.isError ? translateServerError(t, errorMessage(validity.error)) : t("reset.invalidText")}
        extra={<Link to="/reset-password">{t("reset.requestAgain")}</Link>}
      />
    );
  }
  return (
    <Form layout="vertical" onFinish={({ password }: { password: string }) => reset.mutate(password)} requiredMark={false}>
      {reset.isError && <Alert type="error" showIcon role="alert" message={translateServerError(t, errorMessage(reset.error))} style={{ marginBottom: 16 }} />}
      <Form.Item name="password" label={t("reset.newPassword")} extra={t("passwordHint")} rules={[{ required: true, min: 12, message: t("passwordTooShort") }]}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("reset.confirmPassword")}
        dependencies={["password"]}
        rules={[
          { required: true, message: t("reset.confirmRequired") },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (value === getFieldValue("password") ? Promise.resolve() : Promise.reject(new Error(t("reset.mismatch")))),
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
