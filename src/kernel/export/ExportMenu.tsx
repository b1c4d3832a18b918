import { DownloadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../providers/i18n";
import { toast } from "../toast/toast-store";
import { downloadFile, toCsv, toXlsx, type ExportColumn } from "./table-export";
import { MenuDropdown } from "../ui/MenuDropdown";

export interface ExportMenuProps<T> {
  /** The file's name without extension. */
  filename: string;
  columns: readonly ExportColumn<T>[];
  /** The rows on screen, or a loader for all of them (a list the server pages). */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  testId?: string;
}

/** "Export" with CSV (for the reader's Excel) and Excel workbook, of the same columns as the table. */
export function ExportMenu<T>({ filename, columns, rows, testId = "export" }: ExportMenuProps<T>) {
  const { t, i18n } = useTranslation("common");
  const [busy, setBusy] = useState(false);
  const run = async (format: "csv" | "xlsx") => {
    setBusy(true);
    try {
      const all = typeof rows === "function" ? await rows() : rows;
      if (format === "csv") downloadFile(toCsv(all, columns, currentLanguage(i18n)), `${filename}.csv`);
      else downloadFile(await toXlsx(all, columns, filename), `${filename}.xlsx`);
    } catch {
      toast({ title: t("export.failed"), description: t("export.failedText"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuDropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "csv", label: <span data-testid={`${testId}-csv`}>{t("export.csv")}</span> },
          { key: "xlsx", label: <span data-testid={`${testId}-xlsx`}>{t("export.xlsx")}</span> },
        ],
        onClick: ({ key }) => void run(key as "csv" | "xlsx"),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid={testId} size="small">
        {t("export.label")}
      </Button>
    </MenuDropdown>
  );
}
