import { useCustomMutation } from "@refinedev/core";
import { Button, Card, Form, Input, Select } from "antd";
import {
  chooseLanguage,
  currentLanguage,
  toast,
  toSessionUser,
  useErrorText,
  useFieldErrors,
  useIdentity,
  useIdentityUpdate,
  useTranslation,
  type Language,
} from "../../kernel";

export function DetailsCard() {
  const { t, i18n } = useTranslation("profile");
  const user = useIdentity();
  const updateIdentity = useIdentityUpdate();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ firstName: string; lastName: string }>();
  const showFieldError = useFieldErrors(form, ["firstName", "lastName"]);
  const { mutation: save } = useCustomMutation({
    mutationOptions: {
      onSuccess: ({ data }) => {
        const user = toSessionUser(data);
        if (user) updateIdentity(user);
        toast({ title: t("details.saved"), variant: "success" });
      },
      onError: (error) => {
        if (!showFieldError(error)) toast({ title: t("details.saveFailed"), description: errorText(error), variant: "destructive" });
      },
    },
  });
  const { mutation: preferences } = useCustomMutation();
  const chooseOwnLanguage = async (lng: Language) => {
    await chooseLanguage(i18n, lng);
    preferences.mutate({ url: "users/me/preferences", method: "put", values: { language: lng } });
  };
  if (!user) return null;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("details.title")}</h2>}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName }}
        onFinish={(values: { firstName: string; lastName: string }) => save.mutate({ url: "users/me", method: "put", values })}
      >
        <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          <Form.Item
            name="firstName"
            label={t("details.firstName")}
            rules={[{ required: true, message: t("details.required") }]}
            style={{ flex: "1 1 200px" }}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="lastName"
            label={t("details.lastName")}
            rules={[{ required: true, message: t("details.required") }]}
            style={{ flex: "1 1 200px" }}
          >
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
            onChange={(lng) => void chooseOwnLanguage(lng)}
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
