import { useMutation } from "@tanstack/react-query";
import { App, Button, Card, Form, Input, Select } from "antd";
import {
  chooseLanguage,
  currentLanguage,
  errorMessage,
  toSessionUser,
  useApi,
  useSession,
  useTranslation,
  type Language,
} from "../../kernel";

export function DetailsCard() {
  const { t, i18n } = useTranslation("profile");
  const api = useApi();
  const session = useSession();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (values: { firstName: string; lastName: string }) => api.put<{ data: unknown }>("/users/me", values),
    onSuccess: (body) => {
      const user = toSessionUser(body.data);
      if (user) session.setUser(user);
      void message.success(t("details.saved"));
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  const language = useMutation({
    mutationFn: async (lng: Language) => {
      await chooseLanguage(i18n, lng);
      await api.put("/users/me/preferences", { language: lng });
    },
  });
  const user = session.user;
  if (!user) return null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("details.title")}</h2>}>
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName }}
        onFinish={(values) => save.mutate(values)}
      >
        <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          <Form.Item name="firstName" label={t("details.firstName")} rules={[{ required: true, message: t("details.required") }]} style={{ flex: "1 1 200px" }}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t("details.lastName")} rules={[{ required: true, message: t("details.required") }]} style={{ flex: "1 1 200px" }}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </div>
        <Form.Item label={t("details.email")} htmlFor="profile-email">
          <Input id="profile-email" value={user.email} disabled />
        </Form.Item>
        <Form.Item label={t("details.language")}>
          <Select<Language>
            aria-label={t("details.language")}
            value={currentLanguage(i18n)}
            onChange={(lng) => language.mutate(lng)}
            style={{ maxWidth: 240 }}
            options={[
              { value: "sv", label: "Svenska (SE)" },
              { value: "en", label: "English (EN)" },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("details.save")}
        </Button>
      </Form>
    </Card>
  );
}
