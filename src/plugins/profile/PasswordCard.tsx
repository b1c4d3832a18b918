import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Input } from "antd";
import { errorMessage, useApi, useTranslation } from "../../kernel";

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordCard() {
  const { t } = useTranslation("profile");
  const api = useApi();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) => api.put("/users/me/password", { currentPassword, newPassword }),
    onSuccess: () => form.resetFields(),
  });
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("password.title")}</h2>}>
      {change.isSuccess && <Alert type="success" showIcon message={t("password.changed")} style={{ marginBottom: 16 }} />}
      {change.isError && <Alert type="error" showIcon role="alert" message={errorMessage(change.error)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)} style={{ maxWidth: 420 }}>
        <Form.Item name="currentPassword" label={t("password.current")} rules={[{ required: true, message: t("password.required") }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t("password.new")} extra={t("password.hint")} rules={[{ required: true, min: 12, message: t("password.tooShort") }]}>
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
