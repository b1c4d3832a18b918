import { App, Form, InputNumber, Modal, Select } from "antd";
import { MODULE_TYPES } from "../../../contracts";
import { useFormat, useTranslation } from "../../kernel";
import { useSaveCatalogue, type AdminModule, type AdminPlan, type UpdatePlanBody } from "./api";

export type Editing = { kind: "plan"; plan: AdminPlan } | { kind: "module"; module: AdminModule };

interface Values {
  monthlyPrice: number;
  yearlyPrice: number;
  userLimit?: number | null;
  includedModules?: string[];
  monthlyCredits?: number;
}

/** Edits a plan's or a module's prices (and a plan's limit, modules and credits); saving asks first. */
export function EditDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation("admin-plans");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const { modal } = App.useApp();
  const save = useSaveCatalogue();
  const [form] = Form.useForm<Values>();
  const item = editing.kind === "plan" ? editing.plan : editing.module;
  const name =
    editing.kind === "plan"
      ? t(`tiers.${editing.plan.tier}`, { defaultValue: editing.plan.tier })
      : common(`modules.${editing.module.type}.name`, { defaultValue: editing.module.type });

  const submit = async () => {
    const values = await form.validateFields();
    modal.confirm({
      title: t("confirmTitle", { name }),
      content: t("confirmText", { monthly: format.sek(values.monthlyPrice), yearly: format.sek(values.yearlyPrice) }),
      okText: t("save"),
      cancelText: t("back"),
      onOk: async () => {
        if (editing.kind === "plan")
          await save.savePlan(editing.plan.tier, {
            monthlyPrice: values.monthlyPrice,
            yearlyPrice: values.yearlyPrice,
            userLimit: values.userLimit ?? null,
            includedModules: (values.includedModules ?? []) as UpdatePlanBody["includedModules"],
            monthlyCredits: values.monthlyCredits ?? 0,
          });
        else await save.saveModule(editing.module.type, { monthlyPrice: values.monthlyPrice, yearlyPrice: values.yearlyPrice });
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={t("editTitle", { name })}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={item}>
        <Form.Item name="monthlyPrice" label={t("monthlyPrice")} rules={[{ required: true }]}>
          <InputNumber min={0} max={10_000_000} precision={0} addonAfter="SEK" style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="yearlyPrice" label={t("yearlyPrice")} rules={[{ required: true }]}>
          <InputNumber min={0} max={10_000_000} precision={0} addonAfter="SEK" style={{ width: "100%" }} />
        </Form.Item>
        {editing.kind === "plan" && (
          <>
            <Form.Item name="userLimit" label={t("userLimit")} extra={t("userLimitHelp")}>
              <InputNumber min={1} max={100_000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
            <Form.Item name="includedModules" label={t("includedModules")}>
              <Select
                mode="multiple"
                options={MODULE_TYPES.map((type) => ({ value: type, label: common(`modules.${type}.name`, { defaultValue: type }) }))}
              />
            </Form.Item>
            <Form.Item name="monthlyCredits" label={t("monthlyCredits")}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
