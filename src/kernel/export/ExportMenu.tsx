import { DownloadOutlined, LockOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { moduleForFeature } from "../../../contracts";
import { useIdentity } from "../access/useIdentity";
import { useLink } from "../routing/useLink";
import { useModuleAccess } from "../upgrade/useModuleAccess";
import { currentLanguage } from "../../providers/i18n";
import { toast } from "../toast/toast-store";
import { errorText } from "../errors/error-text";
import { downloadFile, toCsv, toXlsx, type ExportColumn } from "./table-export";
import { MenuDropdown } from "../ui/MenuDropdown";

export type ExportFormat = "csv" | "xlsx";

/** A table's export made here, from its rows and the columns on screen. */
interface RowsExport<T> {
  /** The file's name without extension. */
  filename: string;
  columns: readonly ExportColumn<T>[];
  /** The rows on screen, or a loader for all of them (a list the server pages). */
  rows: readonly T[] | (() => Promise<readonly T[]>);
  testId?: string;
}

/** A list's export the server makes (all its rows, however many pages): the file it answers, by format. */
interface ServerExport {
  /** The file's name without extension. */
  filename: string;
  file: (format: ExportFormat) => Promise<Blob | string>;
  testId?: string;
}

export type ExportMenuProps<T> = RowsExport<T> | ServerExport;

/**
 * "Export" with CSV (for the reader's Excel) and Excel workbook: every table's, the same two formats
 * everywhere. A server export needs the exports module: without it the menu says so, and leads an
 * admin to buy it, before anything is asked of the server.
 */
export function ExportMenu<T>(props: ExportMenuProps<T>) {
  const { filename, testId = "export" } = props;
  const { t, i18n } = useTranslation("common");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const link = useLink();
  const role = useIdentity()?.role;
  const exportsModule = moduleForFeature("exports");
  // Only the server's exports are gated: an export of the rows on screen asks nothing.
  const serverExport = "file" in props;
  const access = useModuleAccess(exportsModule, { enabled: serverExport });
  const gated = serverExport && access === false;
  const moduleName = t(`modules.${exportsModule}.name`);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      if ("file" in props) downloadFile(await props.file(format), `${filename}.${format}`);
      else {
        const all = typeof props.rows === "function" ? await props.rows() : props.rows;
        if (format === "csv") downloadFile(toCsv(all, props.columns, currentLanguage(i18n)), `${filename}.csv`);
        else downloadFile(await toXlsx(all, props.columns, filename), `${filename}.xlsx`);
      }
    } catch (error) {
      // The server's reason (a module the company lacks, a filter refused) says more than "it failed".
      const description = "file" in props ? errorText(t, error, t("export.failedText")) : t("export.failedText");
      toast({ title: t("export.failed"), description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuDropdown
      trigger={["click"]}
      menu={
        gated
          ? {
              items: [
                // Not disabled: a keyboard and a screen reader reach the explanation too (choosing it only closes the menu).
                { key: "needs", label: <span data-testid={`${testId}-needs`}>{t("export.needsModule", { module: moduleName })}</span> },
                role === "company_admin"
                  ? { key: "billing", label: t("upgrade.toBilling") }
                  : { key: "ask", label: t("upgrade.askAdmin", { module: moduleName }) },
              ],
              onClick: ({ key }) => {
                if (key === "billing") navigate(link("company.page", { tab: "subscription", module: exportsModule }));
              },
            }
          : {
              items: [
                { key: "csv", label: <span data-testid={`${testId}-csv`}>{t("export.csv")}</span> },
                { key: "xlsx", label: <span data-testid={`${testId}-xlsx`}>{t("export.xlsx")}</span> },
              ],
              onClick: ({ key }) => void run(key as ExportFormat),
            }
      }
    >
      <Button icon={gated ? <LockOutlined /> : <DownloadOutlined />} loading={busy} data-testid={testId} size="small">
        {t("export.label")}
      </Button>
    </MenuDropdown>
  );
}
