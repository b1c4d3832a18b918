import { Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { apiRead, type AdminCompany } from "../../../contracts";
import { dataQuery, useTranslation } from "../../kernel";
import { useAdminChange, useAdminRead, useConfirm } from "./admin-api";

interface Values {
  name: string;
  suppliers: string[];
  plan: string | null;
  status: "active" | "suspended";
}

const PLANS = ["basic", "professional", "enterprise"];

/** Create a company, or edit its name, supplier names, plan and status; the change is confirmed first. */
export function CompanyForm({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [form] = Form.useForm<Values>();
  const change = useAdminChange();
  const confirm = useConfirm();
  const [q, setQ] = useState("");
  const found = dataQuery(useAdminRead(apiRead("setup/suppliers"), { q: q.trim() || undefined, limit: 20 })).data ?? [];

  const planNote = (plan: string | null) => {
    if (plan === (company?.plan ?? null)) return undefined;
    if (plan === null) return t("companies.planRemoved");
    return t(company?.plan ? "companies.planChanged" : "companies.planStarted", { plan: t(`plans.${plan}`) });
  };

  const submit = (values: Values) =>
    confirm({
      title: t(company ? "companies.saveTitle" : "companies.createTitle", { name: values.name }),
      content: planNote(values.plan ?? null),
      onOk: async () => {
        const ok = await change.run({
          url: company ? `admin/companies/${company.id}` : "admin/companies",
          method: company ? "put" : "post",
          values: { name: values.name, suppliers: values.suppliers, plan: values.plan ?? null, status: values.status },
          done: company ? "companies.saved" : "companies.created",
        });
        if (ok) onClose();
      },
    });

  return (
    <Modal
      open
      title={company ? t("companies.editTitle", { name: company.name }) : t("companies.create")}
      okText={t("companies.save")}
      cancelText={t("confirm.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: company?.name ?? "",
          suppliers: company?.suppliers ?? [],
          plan: company?.plan ?? null,
          status: company?.status ?? "active",
        }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t("companies.name")} rules={[{ required: true, message: t("companies.nameRequired") }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="suppliers" label={t("companies.suppliers")} extra={t("companies.suppliersHelp")}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setQ}
            options={found.map((s) => ({ value: s.name, label: `${s.name} (${s.products})` }))}
            aria-label={t("companies.suppliers")}
          />
        </Form.Item>
        <Form.Item name="plan" label={t("companies.plan")}>
          <Select allowClear options={PLANS.map((value) => ({ value, label: t(`plans.${value}`) }))} placeholder={t("companies.noPlan")} />
        </Form.Item>
        <Form.Item name="status" label={t("companies.status")}>
          <Select options={["active", "suspended"].map((value) => ({ value, label: t(`status.${value}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
