import { useDataProvider } from "@refinedev/core";
import { useCallback } from "react";
import type { ModuleType, Upload, UploadPurpose, UploadTicket } from "../../../contracts";
import { putFile } from "./put-file";

/** What a browser may say a spreadsheet is; an empty type goes as application/octet-stream (docs/PRODUCT.md §7 Uploads). */
export function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  if (/\.xlsx$/i.test(file.name)) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (/\.csv$/i.test(file.name)) return "text/csv";
  return "application/octet-stream";
}

/**
 * Uploads a file the way every upload in Fenix goes: ask the API for a signed URL, PUT the file
 * there (with progress 0–1), confirm, and get the checked upload back. Module data names its module. Request and confirmation go
 * through the data provider; the file itself goes straight to storage.
 */
export function useUploadFile() {
  const dataProvider = useDataProvider();
  return useCallback(
    async (file: File, purpose: UploadPurpose, onProgress?: (fraction: number) => void, module?: ModuleType): Promise<Upload> => {
      const { custom } = dataProvider();
      if (!custom) throw new Error("The data provider has no custom calls");
      const contentType = contentTypeOf(file);
      const { data: ticket } = await custom<UploadTicket>({
        url: "uploads/request",
        method: "post",
        payload: { filename: file.name, contentType, size: file.size, purpose, ...(module ? { module } : {}) },
      });
      await putFile(ticket.uploadUrl, file, ticket.contentType, onProgress);
      const { data: upload } = await custom<Upload>({ url: `uploads/${ticket.id}/confirm`, method: "post" });
      return upload;
    },
    [dataProvider],
  );
}
