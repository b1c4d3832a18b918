import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../routing/ButtonLink";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Result
      status="404"
      title={t("notFound.title")}
      subTitle={t("notFound.text")}
      extra={<ButtonLink to="/">{t("notFound.home")}</ButtonLink>}
    />
  );
}
