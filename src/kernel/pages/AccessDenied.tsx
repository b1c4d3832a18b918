import { Result } from "antd";
import { useTranslation } from "react-i18next";
import type { Role } from "../plugin";

export function AccessDenied({ role }: { role: Role }) {
  const { t } = useTranslation("common");
  return <Result status="403" title={t("accessDenied.title")} subTitle={t("accessDenied.text", { role })} />;
}
