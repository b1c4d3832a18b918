import { Descriptions, Modal, Radio, Space, Typography } from "antd";
import { useState } from "react";
import { ProductPicker, toast, useErrorText, useFormat, useTranslation } from "../../kernel";
import { useMatchByHand, type WeeklyRankingEntry } from "./api";

const NONE = 0;

/**
 * Matches a row of the company's own list by hand: one of the candidates Fenix found, any article
 * from the catalogue search, or none (the wine is not in the range). Later imports keep the choice.
 */
export function MatchDialog({ entry, onClose }: { entry: WeeklyRankingEntry; onClose: () => void }) {
  const { t } = useTranslation("weekly-rankings");
  const format = useFormat();
  const errorText = useErrorText();
  const match = useMatchByHand();
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const [choice, setChoice] = useState<number | undefined>(entry.matchedProduct?.id ?? entry.candidates[0]?.id);
  const options = [
    ...entry.candidates.map((c) => ({
      value: c.id,
      label: `${c.productData.name} (${c.productNumber})${c.productData.volumeMl ? `, ${format.number(c.productData.volumeMl)} ml` : ""} – ${t("match.score", { score: Math.round(c.score * 100) })}`,
    })),
    ...(picked && !entry.candidates.some((c) => c.id === picked.id) ? [{ value: picked.id, label: picked.label }] : []),
    { value: NONE, label: t("match.none") },
  ];
  const save = async () => {
    if (choice === undefined) return;
    try {
      await match.run(entry.id, choice === NONE ? null : choice);
      toast({ title: t("match.saved"), description: t("match.savedText"), variant: "success" });
      onClose();
    } catch (error) {
      toast({ title: t("match.failed"), description: errorText(error), variant: "destructive" });
    }
  };
  return (
    <Modal
      open
      title={t("match.title")}
      okText={t("match.save")}
      cancelText={t("match.cancel")}
      onOk={() => void save()}
      okButtonProps={{ disabled: choice === undefined }}
      confirmLoading={match.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t("table.row")}>{entry.name}</Descriptions.Item>
        <Descriptions.Item label={t("export.producer")}>{entry.producer ?? "–"}</Descriptions.Item>
        <Descriptions.Item label={t("export.volume")}>{entry.volumeMl ? `${format.number(entry.volumeMl)} ml` : "–"}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t("match.help")}</Typography.Paragraph>
      <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as number)} aria-label={t("match.choices")}>
        <Space direction="vertical">
          {options.map((o) => (
            <Radio key={o.value} value={o.value}>
              {o.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ marginTop: 16 }}>
        <ProductPicker
          label={t("match.search")}
          placeholder={t("match.search")}
          testId="match-search"
          onChoose={(id, label) => {
            setPicked({ id, label });
            setChoice(id);
          }}
        />
      </div>
    </Modal>
  );
}
