import type React from "react";
import { useCustomMutation, type BaseRecord, type HttpError } from "@refinedev/core";
import type { ApiRead } from "../../../contracts";
import { App } from "antd";
import { serverErrorCode, toast, useApiRead, useErrorText, useInvalidatePaths, useTranslation } from "../../kernel";

export const PAGE_SIZE = 20;

/** A read of the admin API (`admin/...`), with the query's empty values left out. */
export function useAdminRead<T extends BaseRecord>(path: ApiRead<T>, query: Record<string, string | number | undefined> = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""));
  return useApiRead(path, Object.keys(params).length ? { query: params } : {}).query;
}

/** An error in the reader's language: the admin area's codes first, then the kernel's catalogue. */
export function useAdminErrorText() {
  const { t } = useTranslation("admin");
  const kernelText = useErrorText();
  return (error: unknown) => {
    const code = serverErrorCode(error);
    return code && t(`errors.${code}`, { defaultValue: "" }) ? t(`errors.${code}`) : kernelText(error);
  };
}

interface Change {
  url: string;
  method: "post" | "put" | "delete";
  values?: object;
  /** Translation key of the success toast. */
  done: string;
}

/** A change, with a toast either way; every admin (and setup) answer is read again afterwards. */
export function useAdminChange() {
  const { t } = useTranslation("admin");
  const errorText = useAdminErrorText();
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object | undefined>();
  return {
    isPending: mutation.isPending,
    async run(change: Change): Promise<boolean> {
      try {
        await mutation.mutateAsync({ url: change.url, method: change.method, values: change.values ?? {} });
        toast({ title: t(change.done), variant: "success" });
        return true;
      } catch (error) {
        toast({ title: t("failed"), description: errorText(error), variant: "destructive" });
        return false;
      } finally {
        await invalidate("admin");
      }
    },
  };
}

/** Asks before an action (App.useApp().modal), then runs it. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation("admin");
  return (options: { title: string; content?: React.ReactNode; danger?: boolean; ok?: string; onOk: () => Promise<unknown> }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.ok ?? t("confirm.ok"),
      cancelText: t("confirm.cancel"),
      okButtonProps: { danger: options.danger ?? false },
      onOk: options.onOk,
    });
}
