import { Typography } from "antd";
import { marked } from "marked";
import { currentLanguage, useTranslation } from "../../kernel";
import english from "./releases/en.md?raw";
import swedish from "./releases/sv.md?raw";

// The release notes are the project's own files, bundled at build time: trusted markup.
const NOTES = {
  sv: marked.parse(swedish, { async: false }),
  en: marked.parse(english, { async: false }),
};

/** What is new for users, in their language (CHANGELOG.md is the developers' log). */
export default function ChangelogPage() {
  const { t, i18n } = useTranslation("changelog");
  const html = NOTES[currentLanguage(i18n)];
  return (
    <div style={{ maxWidth: 860, margin: "0 auto", padding: "24px 16px" }}>
      <Typography.Title level={1}>{t("title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Typography>
        <div className="changelog-body" dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </div>
  );
}
