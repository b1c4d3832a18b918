import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Form, Input } from "antd";
import { errorMessage, useApi, useTranslation } from "../../kernel";

interface Organization {
  id: string;
  name: string;
}

const KEY = ["organizations", "me"];

/** The organisation's name, which a company admin may change. */
export function OrganizationDetails() {
  const { t } = useTranslation("company");
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const organization = useQuery({ queryKey: KEY, queryFn: async () => (await api.get<{ data: Organization }>("/organizations/me")).data });
  const rename = useMutation({
    mutationFn: (name: string) => api.put<{ data: Organization }>("/organizations/me", { name }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      void message.success(t("saved"));
    },
  });
  return (
    <>
      {organization.isError && <Alert type="error" showIcon role="alert" message={errorMessage(organization.error)} />}
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("details")}</h2>} loading={organization.isPending}>
        {organization.data && (
          <Form layout="vertical" requiredMark={false} initialValues={{ name: organization.data.name }} onFinish={({ name }: { name: string }) => rename.mutate(name)} style={{ maxWidth: 420 }}>
            {rename.isError && <Alert type="error" showIcon role="alert" message={errorMessage(rename.error)} style={{ marginBottom: 16 }} />}
            <Form.Item name="name" label={t("name")} rules={[{ required: true, min: 2, message: t("nameRequired") }]}>
              <Input autoComplete="organization" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={rename.isPending}>
              {t("save")}
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
