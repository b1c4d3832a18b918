import { Alert, Checkbox, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import type { AdminCompany } from "../../../contracts";
import { useTranslation } from "../../kernel";
import { useAdminChange } from "./admin-api";

/** Deleting a company: an empty one after a confirmation; one with members or data only with cascade and its name typed. */
export function DeleteCompany({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const change = useAdminChange();
  const [cascade, setCascade] = useState(false);
  const [typed, setTyped] = useState("");
  const holds = company.members > 0 || company.suppliers.length > 0;
  const ready = !cascade || typed === company.name;
  const remove = async () => {
    const query = cascade ? `?cascade=true&confirmName=${encodeURIComponent(typed)}` : "";
    if (await change.run({ url: `admin/companies/${company.id}${query}`, method: "delete", done: "companies.deleted" })) onClose();
  };
  return (
    <Modal
      open
      title={t("companies.deleteTitle", { name: company.name })}
      okText={t("companies.delete")}
      okButtonProps={{ danger: true, disabled: !ready }}
      cancelText={t("confirm.cancel")}
      confirmLoading={change.isPending}
      onOk={() => void remove()}
      onCancel={onClose}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        {holds && (
          <Alert
            type="warning"
            showIcon
            message={t("companies.holds", { members: company.members, suppliers: company.suppliers.length })}
          />
        )}
        <Typography.Paragraph>{t("companies.deleteText")}</Typography.Paragraph>
        <Checkbox checked={cascade} onChange={(event) => setCascade(event.target.checked)}>
          {t("companies.cascade")}
        </Checkbox>
        {cascade && (
          <Input
            aria-label={t("companies.typeName", { name: company.name })}
            placeholder={t("companies.typeName", { name: company.name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Space>
    </Modal>
  );
}
