import { useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Radio } from "antd";
import { useState } from "react";
import { apiRead } from "../../../contracts";
import {
  chooseLanguage,
  currentLanguage,
  toast,
  useAccess,
  useErrorText,
  useInvalidatePaths,
  useTranslation,
  type Language,
  useApiRead,
} from "../../kernel";

interface CompanyValues {
  companyName: string;
  language: Language;
}

/** Step 1: the company's name (admins) and the user's language. */
export function CompanyStep() {
  const { t, i18n } = useTranslation("setup");
  const errorText = useErrorText();
  const admin = useAccess("company_admin", "setup").allowed;
  const invalidate = useInvalidatePaths();
  const { query: organization } = useApiRead(apiRead("organizations/me"));
  const { mutation: write } = useCustomMutation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (values: CompanyValues) => {
    setSaving(true);
    setFailure(null);
    try {
      if (admin && values.companyName !== organization.data?.data.name) {
        await write.mutateAsync({ url: "organizations/me", method: "put", values: { name: values.companyName } });
        void invalidate("organizations/me");
      }
      await write.mutateAsync({ url: "users/me/preferences", method: "put", values: { language: values.language } });
      await chooseLanguage(i18n, values.language);
      toast({ title: t("company.saved"), variant: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  if (organization.isPending) return null;
  return (
    <Card title={t("company.title")}>
      {failure !== null && <Alert type="error" showIcon role="alert" message={errorText(failure)} style={{ marginBottom: 16 }} />}
      <Form<CompanyValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{ companyName: organization.data?.data.name ?? "", language: currentLanguage(i18n) }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="companyName"
          label={t("company.companyName")}
          rules={[{ required: true, min: 2, message: t("company.companyRequired") }]}
        >
          <Input disabled={!admin} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="language" label={t("company.language")}>
          <Radio.Group
            options={[
              { value: "sv", label: "Svenska (SE)" },
              { value: "en", label: "English (EN)" },
            ]}
          />
        </Form.Item>
        <Button htmlType="submit" loading={saving}>
          {t("company.save")}
        </Button>
      </Form>
    </Card>
  );
}
