import { Typography } from "antd";
import { marked } from "marked";
import { useTranslation } from "../../kernel";
import changelogSource from "../../../CHANGELOG.md?raw";

// CHANGELOG.md is the project's own file, bundled at build time: trusted markup.
const changelogHtml = marked.parse(changelogSource, { async: false });

export default function ChangelogPage() {
  const { t } = useTranslation("changelog");
  return (
    <div style={{ maxWidth: 860, margin: "0 auto", padding: "24px 16px" }}>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Typography>
        <div className="changelog-body" dangerouslySetInnerHTML={{ __html: changelogHtml }} />
      </Typography>
    </div>
  );
}
