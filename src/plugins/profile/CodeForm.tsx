import { Button, Form, Input, Space, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "../../kernel";

interface CodeFormProps {
  /** The card's form instance, so that a refusal about the code is shown under it. */
  form: FormInstance;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: { code: string; password?: string }) => void;
  onCancel: () => void;
  /** Also ask for the password (turning two-factor off). */
  withPassword?: boolean;
  danger?: boolean;
  style?: React.CSSProperties;
}

/** A six-digit code from the authenticator app (and the password when asked), submit and cancel. */
export function CodeForm({ form, submitLabel, pending, onSubmit, onCancel, withPassword, danger, style }: CodeFormProps): ReactNode {
  const { t } = useTranslation("profile");
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string; password?: string }) => onSubmit({ ...values, code: values.code.trim() })}
      style={{ maxWidth: 360, ...style }}
    >
      {withPassword && (
        <Form.Item name="password" label={t("twoFactor.password")} rules={[{ required: true, message: t("password.required") }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        name="code"
        label={t("twoFactor.code")}
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t("twoFactor.codeFormat") }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} />
      </Form.Item>
      <Space>
        <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t("cancel")}</Button>
      </Space>
    </Form>
  );
}
