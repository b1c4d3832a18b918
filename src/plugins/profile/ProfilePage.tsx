import { Typography } from "antd";
import { useTranslation } from "../../kernel";
import { ActivityCard } from "./ActivityCard";
import { ApiKeysCard } from "./ApiKeysCard";
import { DetailsCard } from "./DetailsCard";
import { DeveloperCard } from "./DeveloperCard";
import { PasswordCard } from "./PasswordCard";
import { TwoFactorCard } from "./TwoFactorCard";

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  return (
    <div style={{ maxWidth: 860, margin: "0 auto", padding: "24px 16px", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t("title")}
      </Typography.Title>
      <DetailsCard />
      <PasswordCard />
      <TwoFactorCard />
      <ActivityCard />
      <ApiKeysCard />
      <DeveloperCard />
    </div>
  );
}
