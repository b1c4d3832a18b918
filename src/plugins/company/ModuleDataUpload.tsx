import { UploadOutlined } from "@ant-design/icons";
import { Button, Form, List, Progress, Select, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { apiRead, type ActiveModule, type ModuleType, type Upload as StoredUpload } from "../../../contracts";
import { UPLOAD_LIMITS } from "../../../contracts";
import {
  DataCard,
  serverErrorCode,
  StorageUploadError,
  toast,
  useErrorText,
  useFormat,
  useInvalidatePaths,
  useTranslation,
  useUploadFile,
  useApiRead,
} from "../../kernel";

const MAX_MB = UPLOAD_LIMITS["module-data"].maxBytes / 1024 / 1024;
// Solid colours with white text: antd's light presets (green on pale green) fall short of AA contrast.
const STATUS_COLOURS: Record<StoredUpload["status"], string> = {
  pending: "default",
  uploaded: "#0958d9",
  processing: "#0958d9",
  processed: "#237804",
  failed: "#a8071a",
};

/** Recent module-data uploads, asked again while one is still being read. */
function useModuleUploads() {
  const { query } = useApiRead(apiRead("uploads"), {
    query: { purpose: "module-data", limit: 5 },
    queryOptions: {
      refetchInterval: (q) => (q.state.data?.data.items.some((u) => u.status === "uploaded" || u.status === "processing") ? 1500 : false),
    },
  });
  return query;
}

/** Billing → a file of the company's own data for one of its modules: sent to storage, then read by Fenix. */
export function ModuleDataUpload({ modules }: { modules: ActiveModule[] }) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const errorText = useErrorText();
  const upload = useUploadFile();
  const invalidate = useInvalidatePaths();
  const uploads = useModuleUploads();
  const active = [...new Set(modules.filter((m) => m.status === "active").map((m) => m.type))];
  const [chosen, setModule] = useState<string | undefined>();
  const module = chosen ?? active[0];
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async () => {
    if (!file || !module) return;
    setProgress(0);
    try {
      await upload(file, "module-data", setProgress, module as ModuleType);
      toast({ title: t("dataUpload.done"), description: t("dataUpload.doneText"), variant: "success" });
      setFile(null);
    } catch (error) {
      const code = serverErrorCode(error);
      const reason =
        error instanceof StorageUploadError
          ? t("dataUpload.storageFailed", { code: error.status })
          : code?.startsWith("UPLOAD_")
            ? t(`dataUpload.errors.${code}`, { mb: MAX_MB, defaultValue: errorText(error) })
            : t("dataUpload.failedText");
      toast({ title: t("dataUpload.failed"), description: reason, variant: "destructive" });
    } finally {
      setProgress(null);
      await invalidate("uploads");
    }
  };

  return (
    <DataCard title={t("dataUpload.title")} loading={false}>
      <Typography.Paragraph type="secondary">{t("dataUpload.intro", { mb: MAX_MB })}</Typography.Paragraph>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label={t("dataUpload.module")} htmlFor="module-data-module">
          <Select
            id="module-data-module"
            style={{ minWidth: 220 }}
            value={module}
            onChange={setModule}
            options={active.map((type) => ({ value: type, label: t(`moduleTypes.${type}`, { defaultValue: type }) }))}
          />
        </Form.Item>
        <Form.Item>
          <Upload
            accept=".csv,.xlsx"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
          >
            <Button icon={<UploadOutlined />}>{t("dataUpload.choose")}</Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            disabled={!file || !module}
            loading={progress !== null}
            onClick={() => void send()}
            data-testid="module-data-send"
          >
            {t("dataUpload.send")}
          </Button>
        </Form.Item>
      </Form>
      {progress !== null && (
        <Progress percent={Math.round(progress * 100)} size="small" style={{ maxWidth: 360 }} aria-label={t("dataUpload.sending")} />
      )}
      {(uploads.data?.data.items.length ?? 0) > 0 && (
        <List
          size="small"
          style={{ marginTop: 12 }}
          header={t("dataUpload.recent")}
          dataSource={uploads.data!.data.items}
          data-testid="module-data-uploads"
          renderItem={(item) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span>
                    {item.filename} <Tag color={STATUS_COLOURS[item.status]}>{t(`dataUpload.status.${item.status}`)}</Tag>
                  </span>
                }
                description={[
                  item.module ? t(`moduleTypes.${item.module}`, { defaultValue: item.module }) : null,
                  format.dateTime(item.createdAt),
                  item.summary
                    ? t("dataUpload.summary", {
                        rows: t("dataUpload.summaryRows", { count: item.summary.rows, rows: format.number(item.summary.rows) }),
                        count: item.summary.columns.length,
                        columns: item.summary.columns.slice(0, 6).join(", "),
                      })
                    : item.status === "failed"
                      ? t(`dataUpload.failures.${item.errorCode ?? "UNREADABLE"}`, { defaultValue: t("dataUpload.failures.UNREADABLE") })
                      : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </List.Item>
          )}
        />
      )}
    </DataCard>
  );
}
