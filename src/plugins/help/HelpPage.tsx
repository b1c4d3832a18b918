import { Anchor, Card, Typography } from "antd";
import { useTranslation } from "../../kernel";

/** Each area of the product as it is today, in the order a new user meets them (add a section when a feature lands). */
const SECTIONS = [
  "gettingStarted",
  "setup",
  "dashboard",
  "analysis",
  "products",
  "stores",
  "monthlyRanking",
  "artdisk",
  "weeklyRanking",
  "comparison",
  "company",
  "subscription",
  "apiKeys",
  "developer",
  "administration",
  "data",
] as const;

export default function HelpPage() {
  const { t } = useTranslation("help");
  return (
    <div className="help-page" style={{ maxWidth: 1100, margin: "0 auto", padding: "24px 16px", display: "flex", gap: 32 }}>
      <nav aria-label={t("contents")} style={{ flex: "0 0 220px" }} className="help-contents">
        <Anchor offsetTop={72} items={SECTIONS.map((id) => ({ key: id, href: `#${id}`, title: t(`sections.${id}.title`) }))} />
      </nav>
      <article style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={1}>{t("title")}</Typography.Title>
        <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
        {SECTIONS.map((id) => (
          <Card
            key={id}
            id={id}
            title={<h2 style={{ margin: 0, fontSize: 18 }}>{t(`sections.${id}.title`)}</h2>}
            style={{ marginBottom: 16, scrollMarginTop: 72 }}
          >
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`sections.${id}.body`)}</Typography.Paragraph>
          </Card>
        ))}
      </article>
      <style>{"@media (max-width: 760px) { .help-contents { display: none; } }"}</style>
    </div>
  );
}
