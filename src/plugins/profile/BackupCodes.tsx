import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Typography } from "antd";
import { useTranslation } from "../../kernel";
import { CopyButton } from "./CopyButton";

/** Backup codes are shown once: copy them or download them as a text file. */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation("profile");
  const text = codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t("twoFactor.backupFileHeader")}\n\n${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "fenix-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <Alert type="warning" showIcon message={t("twoFactor.backupShownOnce")} style={{ marginBottom: 12 }} />
      <ol className="backup-codes" data-testid="backup-codes" style={{ columns: 2, fontFamily: "monospace", fontSize: 16 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <CopyButton text={text} label={t("twoFactor.copy")} copiedLabel={t("twoFactor.copied")} />
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t("twoFactor.download")}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t("twoFactor.savedThem")}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t("twoFactor.backupExplained")}
      </Typography.Paragraph>
    </div>
  );
}
