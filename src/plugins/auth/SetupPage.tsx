import { useCustom, useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Radio, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { chooseLanguage, currentLanguage, useAccess, useInvalidatePaths, useTranslation, type Language, useErrorText } from "../../kernel";
import type { Organization } from "../../../contracts";

interface SetupValues {
  companyName: string;
  language: Language;
}

/** First steps after registering: the company's name and the language. */
export default function SetupPage() {
  const { t, i18n } = useTranslation("auth");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const admin = useAccess("company_admin", "auth").allowed;
  const invalidate = useInvalidatePaths();
  const { query: organization } = useCustom<Organization>({ url: "organizations/me", method: "get" });
  const { mutation: write } = useCustomMutation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // The organisation's name (admins only, when changed), then the user's language; then the app.
  const save = async (values: SetupValues) => {
    setSaving(true);
    setFailure(null);
    try {
      if (admin && values.companyName !== organization.data?.data.name) {
        await write.mutateAsync({ url: "organizations/me", method: "put", values: { name: values.companyName } });
        void invalidate("organizations/me");
      }
      await write.mutateAsync({ url: "users/me/preferences", method: "put", values: { language: values.language } });
      await chooseLanguage(i18n, values.language);
      void navigate("/", { replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  if (organization.isPending) return null;
  return (
    <div style={{ maxWidth: 560, margin: "32px auto", padding: "0 16px" }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t("setup.title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("setup.intro")}</Typography.Paragraph>
        {failure !== null && <Alert type="error" showIcon role="alert" message={errorText(failure)} style={{ marginBottom: 16 }} />}
        <Form<SetupValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ companyName: organization.data?.data.name ?? "", language: currentLanguage(i18n) }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            name="companyName"
            label={t("setup.companyName")}
            rules={[{ required: true, min: 2, message: t("register.companyRequired") }]}
          >
            <Input disabled={!admin} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="language" label={t("setup.language")}>
            <Radio.Group
              options={[
                { value: "sv", label: "Svenska (SE)" },
                { value: "en", label: "English (EN)" },
              ]}
            />
          </Form.Item>
          <Alert type="info" showIcon message={t("setup.inviteLater")} style={{ marginBottom: 16 }} />
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("setup.continue")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
