import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { useTranslation } from "../../kernel";

/** The change of place against the previous window: green up, red down, "new" when it did not sell then; in words for screen readers. */
export function RankChange({ rank, previous }: { rank: number; previous: number | null }) {
  const { t } = useTranslation("rankings");
  if (previous === null) {
    return (
      <Tag className="fx-rank-new" title={t("table.newText")}>
        {t("table.new")}
      </Tag>
    );
  }
  const change = previous - rank;
  if (change === 0)
    return (
      <span className="fx-rank-same" title={t("table.same")}>
        <span aria-hidden>=</span>
        <span className="fx-visually-hidden">{t("table.same")}</span>
      </span>
    );
  const text = t(change > 0 ? "table.up" : "table.down", { count: Math.abs(change), previous });
  return (
    <span className={change > 0 ? "fx-rank-up" : "fx-rank-down"} title={text}>
      <span aria-hidden>
        {change > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change)}
      </span>
      <span className="fx-visually-hidden">{text}</span>
    </span>
  );
}
