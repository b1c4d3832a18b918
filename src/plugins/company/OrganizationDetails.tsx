import { useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Form, Input } from "antd";
import { apiRead, type Organization } from "../../../contracts";
import { dataQuery, toast, useErrorText, useInvalidatePaths, useServerFieldError, useTranslation } from "../../kernel";
import { useOrgRead, type OrgScope } from "./org-api";

const ORGANIZATION = "organizations/me";

/** ?tab=organization: the organization's name, which a company admin may change. */
export function OrganizationDetails({ scope }: { scope: OrgScope }) {
  const { t } = useTranslation("company");
  const invalidate = useInvalidatePaths();
  const errorText = useErrorText();
  const organization = dataQuery(useOrgRead(apiRead("organizations/me"), scope));
  const target = scope.kind === "company" && scope.query.companyId ? `${ORGANIZATION}?companyId=${scope.query.companyId}` : ORGANIZATION;
  const { mutation: rename } = useCustomMutation<Organization>({
    mutationOptions: {
      onSuccess: async () => {
        await invalidate(ORGANIZATION);
        toast({ title: t("saved"), variant: "success" });
      },
    },
  });
  const [form] = Form.useForm<{ name: string }>();
  const atField = useServerFieldError(form, rename.error, ["name"]);
  return (
    <>
      {organization.isError && <Alert type="error" showIcon role="alert" message={errorText(organization.error)} />}
      <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("details")}</h2>} loading={organization.isPending}>
        {organization.data && (
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ name: organization.data.name }}
            onFinish={({ name }: { name: string }) => rename.mutate({ url: target, method: "put", values: { name } })}
            style={{ maxWidth: 420 }}
          >
            {rename.isError && !atField && (
              <Alert type="error" showIcon role="alert" message={errorText(rename.error)} style={{ marginBottom: 16 }} />
            )}
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
