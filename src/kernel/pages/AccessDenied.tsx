import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../routing/ButtonLink";
import type { Role } from "../plugin";

/**
 * The Access Denied text of docs/PRODUCT.md §3 Pages, naming the role by its label (never its key),
 * with a way on: the start page, which every signed-in role may open.
 */
export function AccessDenied({ role }: { role: Role }) {
  const { t } = useTranslation("common");
  return (
    <Result
      status="403"
      title={t("accessDenied.title")}
      subTitle={t("accessDenied.text", { role: t(`roles.${role}`) })}
      extra={<ButtonLink to="/">{t("notFound.home")}</ButtonLink>}
    />
  );
}
