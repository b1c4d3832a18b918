import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Input, Radio, Typography } from "antd";
import { useNavigate } from "react-router";
import { chooseLanguage, currentLanguage, errorMessage, hasRole, useApi, useSession, useTranslation, type Language } from "../../kernel";
import { translateServerError } from "./server-errors";

interface SetupValues {
  companyName: string;
  language: Language;
}

/** First steps after registering: the company's name and the language. */
export default function SetupPage() {
  const { t, i18n } = useTranslation("auth");
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const organization = useQuery({
    queryKey: ["organizations", "me"],
    queryFn: () => api.get<{ data: { name: string } }>("/organizations/me"),
  });
  const save = useMutation({
    mutationFn: async (values: SetupValues) => {
      if (hasRole(user?.role, "company_admin") && values.companyName !== organization.data?.data.name) {
        await api.put("/organizations/me", { name: values.companyName });
      }
      await api.put("/users/me/preferences", { language: values.language });
      await chooseLanguage(i18n, values.language);
    },
    onSuccess: () => navigate("/", { replace: true }),
  });

  if (organization.isPending) return null;
  return (
    <div style={{ maxWidth: 560, margin: "32px auto", padding: "0 16px" }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t("setup.title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("setup.intro")}</Typography.Paragraph>
        {save.isError && <Alert type="error" showIcon role="alert" message={translateServerError(t, errorMessage(save.error))} style={{ marginBottom: 16 }} />}
        <Form<SetupValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ companyName: organization.data?.data.name ?? "", language: currentLanguage(i18n) }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="companyName" label={t("setup.companyName")} rules={[{ required: true, min: 2, message: t("register.companyRequired") }]}>
            <Input disabled={!hasRole(user?.role, "company_admin")} autoComplete="organization" />
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
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t("setup.continue")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
