import { InboxOutlined } from "@ant-design/icons";
import { Form, Modal, Progress, Select, Typography, Upload } from "antd";
import { useState } from "react";
import { moduleForFeature, UPLOAD_LIMITS, weeksBefore } from "../../../contracts";
import {
  moduleRequired,
  serverErrorCode,
  StorageUploadError,
  toast,
  UpgradeCard,
  useErrorText,
  useTranslation,
  useModuleAccess,
  useUploadFile,
} from "../../kernel";
import { useProcessList, type WeeklyRankingList } from "./api";
import { weekNumber } from "./weekly-filters";

const WEEK_CHOICES = 12;
const MAX_MB = UPLOAD_LIMITS["weekly-ranking"].maxBytes / 1024 / 1024;

/**
 * A supplier's own weekly list: a CSV or XLSX file sent to storage (with progress), then imported
 * by a job for the chosen week; the page follows the job's progress.
 */
export function UploadListDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (list: WeeklyRankingList) => void }) {
  const { t } = useTranslation("weekly-rankings");
  const errorText = useErrorText();
  const upload = useUploadFile();
  const processList = useProcessList();
  const weeks = weeksBefore(new Date().toISOString().slice(0, 10), WEEK_CHOICES);
  const [file, setFile] = useState<File | null>(null);
  const [week, setWeek] = useState(weeks[0]!);
  const [progress, setProgress] = useState<number | null>(null);
  /** The module the import needs when the company lacks it: the dialog shows the upgrade card, before a file is chosen. */
  const [refused, setNeeds] = useState<string>();
  const importModule = moduleForFeature("weekly-import");
  const hasModule = useModuleAccess(importModule);
  const needs = refused ?? (hasModule === false ? importModule : undefined);

  const reason = (error: unknown) => {
    if (error instanceof StorageUploadError) return t("upload.storageFailed", { code: error.status });
    const code = serverErrorCode(error);
    if (code?.startsWith("UPLOAD_")) return t(`upload.errors.${code}`, { mb: MAX_MB, defaultValue: errorText(error) });
    return errorText(error, t("upload.failedText"));
  };

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const stored = await upload(file, "weekly-ranking", setProgress);
      const list = await processList(stored.id, week);
      toast({ title: t("upload.done"), description: t("upload.doneText"), variant: "success" });
      onStarted(list);
      onClose();
    } catch (error) {
      setProgress(null);
      const module = moduleRequired(error);
      if (module) setNeeds(module);
      else toast({ title: t("upload.failed"), description: reason(error), variant: "destructive" });
    }
  };

  return (
    <Modal
      open
      title={t("upload.title")}
      okText={t("upload.send")}
      cancelText={t("upload.cancel")}
      okButtonProps={{ disabled: !file || !!needs }}
      confirmLoading={progress !== null}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      {needs && <UpgradeCard module={needs} />}
      <Form layout="vertical" hidden={!!needs}>
        <Form.Item label={t("upload.file")} extra={t("upload.fileHelp", { mb: MAX_MB })}>
          <Upload.Dragger
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
            data-testid="weekly-upload-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t("upload.drop")}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item label={t("upload.week")} htmlFor="weekly-upload-week">
          <Select
            id="weekly-upload-week"
            value={week}
            onChange={setWeek}
            options={weeks.map((w) => ({ value: w, label: t("weekLabel", { week: weekNumber(w), year: w.slice(0, 4) }) }))}
          />
        </Form.Item>
      </Form>
      {progress !== null && (
        <div data-testid="weekly-upload-progress">
          <Progress
            percent={Math.round(progress * 100)}
            size="small"
            aria-label={progress < 1 ? t("upload.sending") : t("upload.starting")}
          />
          <Typography.Text type="secondary">{progress < 1 ? t("upload.sending") : t("upload.starting")}</Typography.Text>
        </div>
      )}
    </Modal>
  );
}
