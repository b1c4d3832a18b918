import { useUpdatePassword } from "@refinedev/core";
import { Alert, Button, Card, Form, Input } from "antd";
import { useErrorText, useServerFieldError, useTranslation } from "../../kernel";

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordCard() {
  const { t } = useTranslation("profile");
  const errorText = useErrorText();
  const [form] = Form.useForm<PasswordValues>();
  // The auth provider's updatePassword: with the current password it changes the signed-in user's.
  const change = useUpdatePassword<{ currentPassword: string; password: string }>({
    mutationOptions: { onSuccess: ({ success }) => success && form.resetFields() },
  });
  const changed = change.data?.success === true;
  const refused = change.isError ? change.error : change.data?.success === false ? change.data.error : null;
  // The server's `newPassword` is the form's too; a refusal about a field is shown under it.
  const atField = useServerFieldError(form, refused, ["currentPassword", "newPassword"]);
  const failure = refused && !atField ? errorText(refused) : null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("password.title")}</h2>}>
      {changed && <Alert type="success" showIcon message={t("password.changed")} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ currentPassword, newPassword }) => change.mutate({ currentPassword, password: newPassword })}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="currentPassword" label={t("password.current")} rules={[{ required: true, message: t("password.required") }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t("password.new")}
          extra={t("password.hint")}
          rules={[{ required: true, min: 12, message: t("password.tooShort") }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t("password.confirm")}
          dependencies={["newPassword"]}
          rules={[
            { required: true, message: t("password.required") },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value === getFieldValue("newPassword") ? Promise.resolve() : Promise.reject(new Error(t("password.mismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t("password.save")}
        </Button>
      </Form>
    </Card>
  );
}
