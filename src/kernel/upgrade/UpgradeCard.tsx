import { useApiRead } from "../data/useApiRead";
import { CheckOutlined, LockOutlined } from "@ant-design/icons";
import { Result, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../routing/ButtonLink";
import { apiRead } from "../../../contracts";
import { useFormat } from "../../providers/i18n/format";
import { useLink } from "../routing/useLink";
import { useIdentity } from "../access/useIdentity";

/**
 * In place of a feature the company has not bought: what the module gives, its price and, for a
 * company admin, one step to the Billing tab's offer of that module (with a plan when the company
 * has none); a member is told to ask an admin (Billing is theirs). Buying it there invalidates the
 * subscription answers, and the page's own query, asked again, opens the feature without a reload.
 */
export function UpgradeCard({ module }: { module: string }) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const link = useLink();
  const { query } = useApiRead(apiRead("subscription/modules/available"));
  const kind = query.data?.data.modules.find((candidate) => candidate.type === module);
  const role = useIdentity()?.role;
  const buys = role === "company_admin" || role === "super_admin";
  const name = t(`modules.${module}.name`, { defaultValue: module });
  return (
    <div data-testid="upgrade-card">
      <Result
        icon={<LockOutlined />}
        status="info"
        title={t("upgrade.title", { module: name })}
        subTitle={
          <>
            <span>{t(`modules.${module}.pitch`, { defaultValue: "" })}</span>
            {kind && (
              <strong style={{ display: "block", marginTop: 8 }}>{t("upgrade.price", { price: format.sek(kind.monthlyPrice) })}</strong>
            )}
          </>
        }
        extra={
          buys ? (
            <ButtonLink type="primary" to={link("company.page", { tab: "subscription", module })}>
              {t("upgrade.toBilling")}
            </ButtonLink>
          ) : (
            <Typography.Text strong>{t("upgrade.askAdmin", { module: name })}</Typography.Text>
          )
        }
      >
        {kind && kind.gives.length > 0 && (
          <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 4, justifyContent: "center" }}>
            {kind.gives.map((feature) => (
              <li key={feature}>
                <CheckOutlined aria-hidden style={{ color: "#2e7d32", marginRight: 6 }} />
                {t(`gatedFeatures.${feature}`, { defaultValue: feature })}
              </li>
            ))}
          </ul>
        )}
      </Result>
    </div>
  );
}
